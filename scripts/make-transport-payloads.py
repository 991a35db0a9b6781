#!/usr/bin/env python3
"""Writes the payload files `lint-payload --transport fcm|webpush` is tested on.

    make-transport-payloads.py OUTDIR            cases and hostile files, for the tests
    make-transport-payloads.py --samples         the cases into Samples/transport (rule examples)

OUTDIR/fcm/ holds FCM HTTP v1 requests: the example messages of Firebase's documentation
("Build app server send requests", "Customize a message across platforms"), and for each
payload.fcm-* rule (and each block the APNs or Web Push rules judge) a broken file and its
fixed form. OUTDIR/webpush/ holds Web Push plaintexts the same way. OUTDIR/expected.tsv says,
for each file, the rules that fire on it (each once) or "-". Without --samples, OUTDIR/hostile/
holds files no reader should choke on (deep nesting, Latin-1, a file over the reader's size
limit, an array of messages, JSON Lines). Deterministic: the same bytes on every run.
Python 3, standard library only.
"""
import json
import os
import sys

TOKEN = "bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1"


def dump(value, pretty=True):
    if pretty:
        return json.dumps(value, indent=2, ensure_ascii=False) + "\n"
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def body(message):
    return {"message": message}


def notification(title="Order shipped", text="Your order #1234 is on its way."):
    return {"title": title, "body": text}


def fcm_cases():
    """(name, document, rules that fire) for the fcm/ folder."""
    cases = [
        # Firebase's documented examples: they pass.
        ("google-notification.json", body({"token": TOKEN, "notification": {"title": "Portugal vs. Denmark", "body": "great match!"}}), []),
        ("google-data.json", body({"token": TOKEN, "data": {"Nick": "Mario", "body": "great match!", "Room": "PortugalVSDenmark"}}), []),
        ("google-platforms.json", body({
            "topic": "industry-tech",
            "notification": {"title": "`$FooCorp` up 1.43% on the day",
                             "body": "FooCorp gained 11.80 points to close at 835.67, up 1.43% on the day."},
            "android": {"notification": {"click_action": "TOP_STORY_ACTIVITY", "body": "Check out the Top Story"}},
            "apns": {"payload": {"aps": {"category": "NEW_MESSAGE_CATEGORY"}}},
        }), []),
        ("google-android.json", body({
            "topic": "news",
            "notification": {"title": "Breaking News", "body": "New news story available."},
            "data": {"story_id": "story_12345"},
            "android": {"ttl": "86400s", "notification": {"click_action": "OPEN_ACTIVITY_1", "icon": "stock_ticker_update", "color": "#7e55c3"}},
            "apns": {"headers": {"apns-priority": "5"}, "payload": {"aps": {"category": "NEW_MESSAGE_CATEGORY"}}},
        }), []),
        ("google-webpush.json", body({
            "token": TOKEN,
            "notification": {"title": "FCM Message", "body": "This is a message from FCM"},
            "webpush": {"headers": {"Urgency": "high"},
                        "notification": {"body": "This is a message from FCM to web", "requireInteraction": "true", "badge": "/badge-icon.png"}},
        }), []),
        ("bare-message.json", {"token": TOKEN, "notification": notification()}, []),
        # One rule each, broken and fixed.
        ("legacy-to.json", {"to": TOKEN, "notification": notification()}, ["payload.fcm-json"]),
        ("legacy-to-fixed.json", body({"token": TOKEN, "notification": notification()}), []),
        ("notification-sound.json", body({"token": TOKEN, "notification": dict(notification(), sound="default")}), ["payload.fcm-json"]),
        ("notification-sound-fixed.json", body({"token": TOKEN, "notification": notification(),
                                                "android": {"notification": {"sound": "default"}}}), []),
        ("not-json.json", '{"message": {"token": "%s", "notification": {"title": "Order' % TOKEN, ["payload.fcm-json"]),
        ("not-json-fixed.json", body({"token": TOKEN, "notification": notification()}), []),
        ("two-targets.json", body({"token": TOKEN, "topic": "orders", "notification": notification()}), ["payload.fcm-target"]),
        ("two-targets-fixed.json", body({"topic": "orders", "notification": notification()}), []),
        ("over-4096.json", body({"token": TOKEN, "notification": notification(), "data": {"order_id": "1234", "receipt": "x" * 4100}}),
         ["payload.fcm-size"]),
        ("over-4096-fixed.json", body({"token": TOKEN, "notification": notification(), "data": {"order_id": "1234"}}), []),
        ("data-number.json", body({"token": TOKEN, "data": {"order_id": "1234", "count": 3}}), ["payload.fcm-data-type"]),
        ("data-number-fixed.json", body({"token": TOKEN, "data": {"order_id": "1234", "count": "3"}}), []),
        ("reserved-from.json", body({"token": TOKEN, "data": {"from": "orders-service", "order_id": "1234"}}), ["payload.fcm-reserved-key"]),
        ("reserved-from-fixed.json", body({"token": TOKEN, "data": {"sender": "orders-service", "order_id": "1234"}}), []),
        ("sound-extension.json", body({"token": TOKEN, "notification": notification(),
                                       "android": {"notification": {"sound": "chime.mp3", "channel_id": "orders"}}}),
         ["payload.fcm-android-resource"]),
        ("sound-extension-fixed.json", body({"token": TOKEN, "notification": notification(),
                                             "android": {"notification": {"sound": "chime", "channel_id": "orders"}}}), []),
        ("icon-file.json", body({"token": TOKEN, "notification": notification(),
                                 "android": {"notification": {"icon": "res/drawable/ic_stat_bell.png"}}}),
         ["payload.fcm-android-resource"]),
        ("icon-file-fixed.json", body({"token": TOKEN, "notification": notification(), "android": {"notification": {"icon": "ic_stat_bell"}}}), []),
        ("color-name.json", body({"token": TOKEN, "notification": notification(), "android": {"notification": {"color": "red"}}}),
         ["payload.fcm-android-color"]),
        ("color-name-fixed.json", body({"token": TOKEN, "notification": notification(), "android": {"notification": {"color": "#d32f2f"}}}), []),
        ("sound-no-channel.json", body({"token": TOKEN, "notification": notification(), "android": {"notification": {"sound": "chime"}}}),
         ["payload.fcm-android-channel"]),
        ("sound-with-channel.json", body({"token": TOKEN, "notification": notification(),
                                          "android": {"notification": {"sound": "chime", "channel_id": "orders"}}}), []),
        # The apns block is an APNs payload; the webpush block a Web Push notification.
        ("apns-badge-string.json", body({"token": TOKEN, "notification": notification(), "apns": {"payload": {"aps": {"badge": "3"}}}}),
         ["payload.badge"]),
        ("apns-badge-string-fixed.json", body({"token": TOKEN, "notification": notification(), "apns": {"payload": {"aps": {"badge": 3}}}}), []),
        ("webpush-badge-icon.json", body({"token": TOKEN, "notification": notification(),
                                          "webpush": {"notification": {"icon": "/icons/app-192.png", "badge": "/icons/app-192.png"}}}),
         ["payload.webpush-badge"]),
        ("webpush-badge-icon-fixed.json", body({"token": TOKEN, "notification": notification(),
                                                "webpush": {"notification": {"icon": "/icons/app-192.png", "badge": "/icons/badge-96.png"}}}), []),
    ]
    return cases


def sized(limit):
    """A plaintext of exactly `limit` bytes, minified."""
    base = {"notification": {"title": "Order shipped", "body": ""}}
    filler = limit - len(dump(base, pretty=False).encode("utf-8"))
    base["notification"]["body"] = "x" * filler
    text = dump(base, pretty=False)
    assert len(text.encode("utf-8")) == limit
    return text + "\n"


def webpush_cases():
    good = {"notification": {"title": "Order shipped", "body": "Your order #1234 is on its way.",
                             "icon": "/icons/app-192.png", "badge": "/icons/badge-96.png", "data": {"url": "/orders/1234"}}}
    return [
        ("good.json", good, []),
        ("declarative.json", {"web_push": 8030, "notification": {"title": "Order shipped", "body": "Your order #1234 is on its way.",
                                                                 "navigate": "https://shop.example/orders/1234"}}, []),
        ("top-level-fields.json", {"title": "Order shipped", "body": "Your order #1234 is on its way.", "icon": "/icons/app-192.png"}, []),
        ("data-only.json", {"type": "sync", "inbox": "42"}, []),
        ("over-3993.json", sized(3994), ["payload.webpush-size"]),
        ("exactly-3993.json", sized(3993), []),
        ("badge-is-icon.json", {"notification": {"title": "Order shipped", "icon": "/icons/app-192.png", "badge": "/icons/app-192.png"}},
         ["payload.webpush-badge"]),
        ("badge-is-icon-fixed.json", {"notification": {"title": "Order shipped", "icon": "/icons/app-192.png", "badge": "/icons/badge-96.png"}},
         []),
        ("no-title.json", {"notification": {"body": "Your order #1234 is on its way.", "icon": "/icons/app-192.png"}},
         ["payload.webpush-title"]),
        ("no-title-fixed.json", {"notification": {"title": "Order shipped", "body": "Your order #1234 is on its way."}}, []),
        ("not-json.json", '{"notification": {"title": "Order shipped", ', ["payload.webpush-json"]),
        ("not-object.json", '"Order shipped"\n', ["payload.webpush-json"]),
        ("not-object-fixed.json", {"notification": {"title": "Order shipped"}}, []),
    ]


def hostile(folder):
    """Files a reader must refuse or read in bounds, never crash on."""
    os.makedirs(folder, exist_ok=True)
    write(os.path.join(folder, "deep.json"), "[" * 5000 + "]" * 5000 + "\n")
    with open(os.path.join(folder, "latin1.json"), "wb") as out:
        out.write('{"message": {"token": "t", "notification": {"title": "Caf\xe9"}}}\n'.encode("latin-1"))
    with open(os.path.join(folder, "giant.json"), "wb") as out:
        out.write(b'{"message": {"token": "t", "data": {"blob": "' + b"x" * (1 << 20) + b'"}}}\n')
    write(os.path.join(folder, "array.json"), dump([body({"token": TOKEN, "notification": notification()}),
                                                     body({"token": TOKEN, "topic": "orders"})]))
    write(os.path.join(folder, "lines.jsonl"), dump(body({"token": TOKEN}), pretty=False) + "\n" + "{broken\n")
    write(os.path.join(folder, "empty.json"), "")
    write(os.path.join(folder, "number.json"), "42\n")


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write(text)


def main():
    samples = "--samples" in sys.argv[1:]
    args = [a for a in sys.argv[1:] if a != "--samples"]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "transport") if samples else (args[0] if args else None)
    if root is None:
        sys.exit("usage: make-transport-payloads.py OUTDIR | --samples")
    expected = []
    for sub, cases in (("fcm", fcm_cases()), ("webpush", webpush_cases())):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
        for name, document, rules in cases:
            write(os.path.join(root, sub, name), document if isinstance(document, str) else dump(document))
            expected.append("%s/%s\t%s" % (sub, name, ",".join(rules) or "-"))
    write(os.path.join(root, "expected.tsv"), "\n".join(expected) + "\n")
    if not samples:
        hostile(os.path.join(root, "hostile"))


if __name__ == "__main__":
    main()
