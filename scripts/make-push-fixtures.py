#!/usr/bin/env python3
"""Writes the push-type payloads of Samples/payloads/push (issue 47).

Usage: python3 scripts/make-push-fixtures.py [FOLDER]   (default Samples/payloads/push)

apple-*.json follow Apple's documented examples for each push type ("Generating a remote
notification", "Starting and updating Live Activities with ActivityKit push notifications",
"Updating widgets with WidgetKit push notifications"), with alert text written to pass the HIG
text rules; they must pass `lint-payload` with no finding. Every other file is one of them with
one mistake, and MUTATIONS names the one rule it must fire (expected.tsv lists them;
PushTypeCommandTests and PushTypeRulesTests hold both). A `.headers` file beside a payload gives its request headers.

Sizes "as iOS measures them" are computed here by `foundation_json`, the form Foundation's JSON
encoders write (no whitespace, `/` as `\\/`), in both number forms (FoundationJSON.NumberForm):
"shortest" as swift-foundation's JSONEncoder writes (iOS 17+: Swift's Double.description, exponent
form over 2^53 and under 1e-4) and "17" as JSONSerialization writes (iOS 16 and earlier: C's %.17g),
so each budget case lands on the byte it claims. expected.tsv gives each file's rule and severity.
"""
import json
import os
import sys

TOPIC = "com.example.chirp"
NOW = 1767225600  # 2026-01-01T00:00:00Z, in seconds


def shortest_number(value):
    """Swift's Double.description without a trailing .0 (SwiftDtoa: exponent when |v| > 2^53 or < 1e-4)."""
    value = float(value)
    if value == 0:
        return "-0" if str(value).startswith("-") else "0"
    text = repr(value)
    if 1e-4 <= abs(value) <= 2 ** 53:
        if "e" in text:  # Python writes exponents from 1e16 only, and below 1e-4: not reached here
            raise ValueError(text)
        return text[:-2] if text.endswith(".0") else text
    digits = text.lstrip("-").split("e")[0].replace(".", "").strip("0")
    return "%.*e" % (max(len(digits) - 1, 0), value)


def foundation_json(value, form="17"):
    """The text Foundation writes for value (see FoundationJSON.swift): form "17" (JSONSerialization,
    iOS 16 and earlier) or "shortest" (swift-foundation's JSONEncoder, iOS 17 and later)."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        if form == "shortest":
            return shortest_number(value)
        if float(value).is_integer() and abs(value) < 1e15:
            return str(int(value))
        return "%.17g" % value
    if isinstance(value, str):
        out = []
        for ch in value:
            code = ord(ch)
            out.append({'"': '\\"', "\\": "\\\\", "/": "\\/", "\b": "\\b", "\f": "\\f", "\n": "\\n",
                        "\r": "\\r", "\t": "\\t"}.get(ch) or ("\\u%04x" % code if code < 0x20 else ch))
        return '"' + "".join(out) + '"'
    if isinstance(value, list):
        return "[" + ",".join(foundation_json(v, form) for v in value) + "]"
    return "{" + ",".join(foundation_json(k, form) + ":" + foundation_json(value[k], form) for k in sorted(value)) + "}"


def foundation_size(value, form="17"):
    return len(foundation_json(value, form).encode("utf-8"))


def wire(payload):
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False)


STATE = {"currentHealthLevel": 0.941, "eventDescription": "Power Panda found a sword!"}
LA_ALERT = {
    "title": {"loc-key": "%@ found a sword!", "loc-args": ["Power Panda"]},
    "body": {"loc-key": "%@ found a powerful weapon.", "loc-args": ["Power Panda"]},
    "sound": "chime.aiff",
}


def la_update(**changes):
    aps = {"timestamp": NOW, "event": "update", "content-state": dict(STATE), "stale-date": NOW + 3600,
           "relevance-score": 75, "alert": dict(LA_ALERT)}
    aps.update(changes)
    return {"aps": {k: v for k, v in aps.items() if v is not None}}


DOCUMENTED = {
    "apple-alert": ({"aps": {"alert": {"title": "Game Request", "subtitle": "Five Card Draw",
                                       "body": "Bob wants to play poker."}}, "gameID": "12345678"}, None),
    "apple-background": ({"aps": {"content-available": 1}, "acme1": "bar", "acme2": 42}, None),
    "apple-liveactivity-update": (la_update(), None),
    "apple-liveactivity-start": ({"aps": {
        "timestamp": NOW, "event": "start",
        "content-state": {"currentHealthLevel": 100, "eventDescription": "Adventure has begun!"},
        "attributes-type": "AdventureAttributes",
        "attributes": {"currentHealthLevel": 100, "eventDescription": "Adventure has begun!"},
        "alert": {"title": {"loc-key": "%@ is on an adventure!", "loc-args": ["Power Panda"]},
                  "body": {"loc-key": "%@ found a sword!", "loc-args": ["Power Panda"]}, "sound": "chime.aiff"}}}, None),
    "apple-liveactivity-end": ({"aps": {
        "timestamp": NOW, "event": "end", "dismissal-date": NOW + 7200,
        "content-state": {"currentHealthLevel": 0, "eventDescription": "Power Panda has been knocked down!"}}}, None),
    "apple-widgets": ({"aps": {"content-changed": True}}, None),
    "apple-voip": ({"caller": "Bob", "callID": "4F5C9B0E"},
                   {"apns-push-type": "voip", "apns-topic": TOPIC + ".voip", "apns-priority": "10"}),
    "headers-liveactivity": (la_update(), {"apns-push-type": "liveactivity", "apns-topic": TOPIC + ".push-type.liveactivity",
                                           "apns-priority": "10", "apns-expiration": "0"}),
    # Push-to-start needs iOS 17.2, whose encoder writes 1.91 as 1.91: under the budget there.
    "la-start-191-expansion": (None, None),
    # Push-to-start asking for the activity's own update token, or (iOS 18) a broadcast channel.
    "apple-liveactivity-start-token": (None, None),
    "apple-liveactivity-start-channel": (None, None),
    # 4,500 bytes: over the alert limit, under VoIP's, so the size limit follows the type.
    "voip-4500": (None, {"apns-push-type": "voip", "apns-topic": TOPIC + ".voip", "apns-priority": "10"}),
}


def padded(size, headers_type):
    """A payload of exactly `size` bytes on the wire: app data beside an empty aps."""
    body = {"aps": {}, "caller": ""}
    body["caller"] = "x" * (size - len(wire(body).encode()))
    assert len(wire(body).encode()) == size
    return body


def state_of_size(target):
    """A content-state whose Foundation form is `target` bytes, made larger by `/` (written `\\/`)."""
    slashes = 600
    letters = target - len('{"route":""}') - 2 * slashes
    state = {"route": "a" * letters + "/" * slashes}
    assert foundation_size(state) == target and len(wire(state)) < target
    return state


def expansion_state():
    """A content-state under the budget as sent and as iOS 17 encodes it, over it once iOS 16
    writes 1.91 as 1.9099999999999999."""
    state = {"points": [1.91] * 250}
    assert len(wire(state)) < 4096 and foundation_size(state, "shortest") <= 4096 < foundation_size(state)
    return state


def numbers_over_state():
    """A content-state over the budget in both number forms, under it as sent (its `/` grow to `\\/`)."""
    state = {"points": [1.91] * 600, "route": "/" * 600}
    state["route"] += "a" * (4100 - foundation_size(state, "shortest"))
    assert len(wire(state)) < 4000 and 4096 < foundation_size(state, "shortest") < foundation_size(state)
    return state


START = {"timestamp": NOW, "event": "start", "attributes-type": "AdventureAttributes",
         "attributes": {"currentHealthLevel": 100, "eventDescription": "Adventure has begun!"}}


# name: (payload, headers or None, the one rule it fires)
MUTATIONS = {
    "la-no-timestamp": (la_update(timestamp=None), None, "liveactivity.timestamp"),
    "la-milliseconds": (la_update(timestamp=NOW * 1000), None, "liveactivity.timestamp"),
    "la-misspelt-event": (la_update(event="updated"), None, "liveactivity.event"),
    "la-no-content-state": (la_update(**{"content-state": None}), None, "liveactivity.content-state"),
    "la-attributes-on-update": (la_update(**{"attributes-type": "AdventureAttributes", "attributes": {"hero": "Power Panda"}}),
                                None, "liveactivity.attributes"),
    "la-start-without-attributes": (la_update(event="start"), None, "liveactivity.attributes"),
    "la-dismissal-on-update": (la_update(**{"dismissal-date": NOW + 7200}), None, "liveactivity.dismissal-date"),
    "la-stale-date-string": (la_update(**{"stale-date": "2026-01-01T01:00:00Z"}), None, "liveactivity.stale-date"),
    "la-sound-without-title": (la_update(alert={"body": LA_ALERT["body"], "sound": "chime.aiff"}), None, "liveactivity.alert"),
    "la-state-4097": (la_update(**{"content-state": state_of_size(4097), "alert": None, "stale-date": None}), None,
                      "liveactivity.state-size"),
    "la-state-191-expansion": (la_update(**{"content-state": expansion_state(), "alert": None, "stale-date": None}), None,
                               "liveactivity.state-size"),
    "la-state-numbers-over": (la_update(**{"content-state": numbers_over_state(), "alert": None, "stale-date": None}), None,
                              "liveactivity.state-size"),
    "la-wrong-topic": (la_update(), {"apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": "10"}, "payload.topic"),
    "la-priority-1": (la_update(), {"apns-push-type": "liveactivity", "apns-topic": TOPIC + ".push-type.liveactivity",
                                    "apns-priority": "1"}, "payload.priority"),
    "background-with-alert": ({"aps": {"content-available": 1, "alert": "New scores are in."}},
                              {"apns-push-type": "background", "apns-priority": "5"}, "payload.background"),
    "background-not-available": ({"aps": {"content-available": 0}, "acme1": "bar"},
                                 {"apns-push-type": "background", "apns-priority": "5"}, "payload.background"),
    "background-priority-10": ({"aps": {"content-available": 1}}, {"apns-push-type": "background", "apns-priority": "10"},
                               "payload.priority"),
    # No apns-priority: APNs sends at 10, which a background push may not use.
    "background-no-priority": ({"aps": {"content-available": 1}}, {"apns-push-type": "background"}, "payload.priority"),
    "widget-with-alert": ({"aps": {"content-changed": True, "alert": "Scores updated."}}, None, "payload.widget"),
    "widget-topic-alert-suffix": ({"aps": {"content-changed": True}},
                                  {"apns-push-type": "widgets", "apns-topic": TOPIC + ".push-type.liveactivity"}, "payload.topic"),
    "voip-over-5120": (padded(5121, "voip"), {"apns-push-type": "voip", "apns-topic": TOPIC + ".voip"}, "payload.size"),
    "alert-over-4096": (None, None, "payload.size"),
    "la-input-push-token-on-update": (la_update(**{"input-push-token": 1}), None, "liveactivity.input-push-token"),
    "la-input-push-token-true": (None, None, "liveactivity.input-push-token"),
    "la-input-push-channel-number": (None, None, "liveactivity.input-push-channel"),
    "la-input-push-channel-on-update": (la_update(**{"input-push-channel": "Y2hpcnAtc2NvcmVz"}), None, "liveactivity.input-push-channel"),
    "la-input-push-both": (None, None, "liveactivity.input-push-channel"),
}

# A channel id as APNs returns one: base64 ("chirp-scores").
CHANNEL = "Y2hpcnAtc2NvcmVz"


def la_start(**changes):
    """Apple's documented push-to-start with `changes` added to its aps."""
    aps = dict(START, **{"content-state": {"currentHealthLevel": 100, "eventDescription": "Adventure has begun!"}})
    aps.update(changes)
    return {"aps": aps}

# The mutations whose finding is a warning (exit 0 without --strict); the others are errors.
WARNINGS = {"la-dismissal-on-update", "la-state-191-expansion", "la-input-push-token-on-update", "la-input-push-channel-on-update",
            "la-input-push-both"}


def write(folder, name, payload, headers):
    with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as out:
        out.write(wire(payload) + "\n")
    path = os.path.join(folder, name + ".headers")
    if headers:
        with open(path, "w", encoding="utf-8") as out:
            out.write("".join("%s: %s\n" % item for item in headers.items()))
    elif os.path.exists(path):
        os.remove(path)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Samples/payloads/push"
    os.makedirs(folder, exist_ok=True)
    DOCUMENTED["voip-4500"] = (padded(4500, "voip"), DOCUMENTED["voip-4500"][1])
    DOCUMENTED["la-start-191-expansion"] = ({"aps": dict(START, **{"content-state": expansion_state()})}, None)
    alert = {"aps": {"alert": {"title": "Daily Digest", "body": "Your summary is ready."}}, "digest": ""}
    alert["digest"] = "x" * (4097 - len(wire(alert).encode()))
    MUTATIONS["alert-over-4096"] = (alert, None, "payload.size")
    DOCUMENTED["apple-liveactivity-start-token"] = (la_start(**{"input-push-token": 1}), None)
    DOCUMENTED["apple-liveactivity-start-channel"] = (la_start(**{"input-push-channel": CHANNEL}), None)
    MUTATIONS["la-input-push-token-true"] = (la_start(**{"input-push-token": True}), None, "liveactivity.input-push-token")
    MUTATIONS["la-input-push-channel-number"] = (la_start(**{"input-push-channel": 42}), None, "liveactivity.input-push-channel")
    MUTATIONS["la-input-push-both"] = (la_start(**{"input-push-channel": CHANNEL, "input-push-token": 1}), None,
                                       "liveactivity.input-push-channel")
    for name, (payload, headers) in DOCUMENTED.items():
        write(folder, name, payload, headers)
    for name, (payload, headers, _) in MUTATIONS.items():
        write(folder, name, payload, headers)
    # The rule each file fires ("-" for none) and its severity, one "name<TAB>rule<TAB>severity" a
    # line: not a .json, so
    # lint-payload does not read it as a payload.
    stale = os.path.join(folder, "expected.json")
    if os.path.exists(stale):
        os.remove(stale)
    with open(os.path.join(folder, "expected.tsv"), "w", encoding="utf-8") as out:
        rows = [(name, "-", "-") for name in DOCUMENTED] + [
            (name, rule, "warning" if name in WARNINGS else "error") for name, (_, _, rule) in MUTATIONS.items()]
        out.write("".join("%s\t%s\t%s\n" % row for row in sorted(rows)))

if __name__ == "__main__":
    main()
