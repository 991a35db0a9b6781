#!/usr/bin/env python3
"""Writes the Live Activity pushes `preview` is tested on (issue 47 item 6).

Usage: python3 scripts/make-activity-previews.py FOLDER

Each payload follows the shape of Apple's "Starting and updating Live Activities with ActivityKit
push notifications"; what preview must do with it is in the name:

  la-update-alert.json    an update raising an alert: drawn on the watch, content-state noted
  plain-alert.json        the same aps.alert as an ordinary alert: every surface, no note
  la-update-silent.json   an update without alert: nothing drawn, said so
  la-end-alert.json       an end raising an alert: drawn
  la-start-alert.json     a push-to-start with attributes and an alert: drawn
  la-headers.json         no aps.event (the body alone says "alert"); la-headers.headers says liveactivity
  la-bad-headers.json     an update with an alert beside a headers file that smuggles a header
                          (a carriage return inside a line): a problem of the run, the body still drawn
  la-several.json         a JSON array: an update with an alert, then one without
  icon.png                a 64 x 64 opaque square, given as --icon

The same folder always gets the same bytes.
"""
import json
import os
import struct
import sys
import zlib

NOW = 1767225600  # 2026-01-01T00:00:00Z, in seconds
ALERT = {"title": "Order 1234", "body": "Your courier is two stops away"}
STATE = {"status": "onTheWay", "stopsAway": 2, "eta": NOW + 600}


def update(alert=True, event="update"):
    aps = {"timestamp": NOW, "event": event, "content-state": STATE}
    if alert:
        aps["alert"] = ALERT
    if event == "end":
        aps["dismissal-date"] = NOW + 3600
    return {"aps": aps}


def start():
    return {
        "aps": {
            "timestamp": NOW,
            "event": "start",
            "content-state": STATE,
            "attributes-type": "DeliveryAttributes",
            "attributes": {"orderNumber": "1234"},
            "alert": ALERT,
        }
    }


def png(side, rgb):
    """An opaque RGB PNG of one colour, written with zlib only."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    row = b"\x00" + bytes(rgb) * side
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * side, 9)) + chunk(b"IEND", b"")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    headerless = update()
    del headerless["aps"]["event"]
    payloads = {
        "la-update-alert.json": update(),
        "plain-alert.json": {"aps": {"alert": ALERT}},
        "la-update-silent.json": update(alert=False),
        "la-end-alert.json": update(event="end"),
        "la-start-alert.json": start(),
        "la-headers.json": headerless,
        "la-bad-headers.json": update(),
        "la-several.json": [update(), update(alert=False)],
    }
    for name, payload in payloads.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
            json.dump(payload, out, indent=2, sort_keys=True)
            out.write("\n")
    with open(os.path.join(folder, "la-headers.headers"), "wb") as out:
        out.write(b"apns-push-type: liveactivity\napns-topic: com.example.chirp.push-type.liveactivity\napns-priority: 10\n")
    with open(os.path.join(folder, "la-bad-headers.headers"), "wb") as out:
        out.write(b"apns-push-type: liveactivity\rapns-priority: 10\n")
    with open(os.path.join(folder, "icon.png"), "wb") as out:
        out.write(png(64, (230, 120, 20)))


if __name__ == "__main__":
    main()
