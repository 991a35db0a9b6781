#!/usr/bin/env python3
"""Writes COUNT Live Activity pushes for the app of Samples/activity/Delivery (issue 47's bench:
"1,000 Live Activity payloads judged in <= 1 s").

Usage: python3 scripts/make-activity-payloads.py FOLDER [COUNT]   (default COUNT 1000)

FOLDER/payloads/NNNN.json are the pushes a delivery service sends over a day: push-to-start
(event start, attributes-type DeliveryAttributes, input-push-token 1), updates and ends, with
content-state as DeliveryAttributes.ContentState decodes it (status, eta, driver, stopsLeft),
some with an alert, some with a driver's note long enough to bring the state near its 4 KB
budget. Every fifth has a .headers file beside it (apns-push-type, topic, priority), the others
are inferred from the body. A few carry one of the mistakes the liveactivity.* rules catch, so
the bench measures rules that fire as well as rules that pass: FOLDER/expected.tsv lists each of
those, "name<TAB>rule". Deterministic: the same COUNT writes the same bytes.
"""
import json
import os
import sys

TOPIC = "com.example.delivery.push-type.liveactivity"
NOW = 1767225600  # 2026-01-01T00:00:00Z, in seconds
# Date's default decoding strategy: seconds since 2001-01-01.
REFERENCE_DATE = 978307200
STATUSES = ["preparing", "on-the-way", "delivered"]
DRIVERS = ["Sam", "Ana", "Kenji", "Zoë", "Priya", "Mateus", "Olu", "Lena"]

# index % 50 → (the mistake, the one rule it fires).
MISTAKES = {
    7: ("milliseconds", "liveactivity.timestamp"),
    18: ("missing-stops", "liveactivity.state-missing"),
    33: ("string-eta", "liveactivity.state-type"),
    41: ("dismissal-on-update", "liveactivity.dismissal-date"),
}


def content_state(index, now):
    status = STATUSES[0] if index % 10 == 0 else STATUSES[2] if index % 10 == 9 else STATUSES[1]
    driver = DRIVERS[index % len(DRIVERS)]
    if index % 13 == 0:
        # A long note in the driver's field: 1,000 to 3,400 bytes, with "/" Foundation writes as "\/".
        driver += " — note: leave at door / ring twice. " * (25 + index % 60)
    return {"status": status, "eta": now - REFERENCE_DATE + 900 + (index % 40) * 60, "driver": driver, "stopsLeft": index % 7}


def push(index):
    now = NOW + index * 30
    event = "start" if index % 10 == 0 else "end" if index % 10 == 9 else "update"
    aps = {"timestamp": now, "event": event, "content-state": content_state(index, now)}
    if event == "start":
        aps.update({"attributes-type": "DeliveryAttributes", "attributes": {"orderID": "A%06d" % index}, "input-push-token": 1})
    if event == "end":
        aps["dismissal-date"] = now + 3600
    else:
        aps["stale-date"] = now + 1800
    if index % 4 == 1:
        aps["alert"] = {"title": "Your Order Is on Its Way", "body": "%s is %d stops away." % (DRIVERS[index % 8], index % 7)}
    if index % 3 == 2:
        aps["relevance-score"] = 50 + index % 50
    mistake = MISTAKES.get(index % 50)
    if mistake and event == "update":
        kind = mistake[0]
        if kind == "milliseconds":
            aps["timestamp"] = now * 1000
        elif kind == "missing-stops":
            del aps["content-state"]["stopsLeft"]
        elif kind == "string-eta":
            aps["content-state"]["eta"] = "2026-01-01T00:15:00Z"
        elif kind == "dismissal-on-update":
            aps["dismissal-date"] = now + 3600
    return {"aps": aps}, (mistake[1] if mistake and event == "update" else None)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    payloads = os.path.join(folder, "payloads")
    os.makedirs(payloads, exist_ok=True)
    expected = []
    for index in range(count):
        name = "%04d" % index
        payload, rule = push(index)
        with open(os.path.join(payloads, name + ".json"), "w", encoding="utf-8") as out:
            out.write(json.dumps(payload, ensure_ascii=False, sort_keys=True) + "\n")
        if index % 5 == 3:
            priority = "10" if "alert" in payload["aps"] else "5"
            with open(os.path.join(payloads, name + ".headers"), "w", encoding="utf-8") as out:
                out.write("apns-push-type: liveactivity\napns-topic: %s\napns-priority: %s\n" % (TOPIC, priority))
        if rule:
            expected.append((name, rule))
    with open(os.path.join(folder, "expected.tsv"), "w", encoding="utf-8") as out:
        out.write("".join("%s\t%s\n" % row for row in expected))


if __name__ == "__main__":
    main()
