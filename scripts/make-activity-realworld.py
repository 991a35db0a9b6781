#!/usr/bin/env python3
"""Writes small apps shaped like the public Live Activity repositories surveyed in
docs/real-world.md ("Live Activities and widget pushes"), and the pushes their servers, READMEs
and scripts send (issue 47, Must show: 0 errors on real Live Activity payloads and widget
extensions). Nothing here is taken from those repositories: each app and push is written anew to
teach one thing the survey met.

    scripts/make-activity-realworld.py OUTDIR

Each OUTDIR/NAME is a project as scripts/make-notify-projects.py writes them (NAME.xcodeproj, its
app, no service extension, no sound), with a widget extension folder Widget/ (the Swift that
declares the ActivityAttributes type, and an asset catalog holding the empty AppIcon set Xcode's
widget template leaves) and payloads/: each push with a .headers file beside it when the surveyed
server sent headers, and payloads/expected.tsv listing "name<TAB>rules<TAB>severities" ("-" for
none, several joined by commas): the findings lint-payload gives today.

- Ride: the type declared `struct RideAttributes: Codable` with `extension RideAttributes:
  ActivityAttributes {}`, and a copy of it in a Swift package beside the app (a command-line tool
  that prints test pushes); timestamps with a fraction (JSONEncoder's .secondsSince1970), an
  apns-expiration in the past; an end whose content-state lacks a non-optional property.
- Scores: a ContentState with a nested String enum; a push-to-start onto a broadcast channel
  (input-push-channel), an update and an end with a dismissal date, sent to a device.
- Hero: a ContentState holding a nested struct; a push-to-start asking for an update token
  (input-push-token), an update with relevance-score 1 and an alert with the default sound, an end
  dismissed at once (a dismissal date in the past), apns-expiration 0.
- Emoji: a ContentState with an optional Int and an array of structs; a start with timestamp 0,
  an update in milliseconds, an update sent as `event: start` without attributes, an end whose
  dismissal date is in milliseconds.
"""
import importlib.util
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("notify_projects", os.path.join(HERE, "make-notify-projects.py"))
notify_projects = importlib.util.module_from_spec(spec)
spec.loader.exec_module(notify_projects)

NOW = 1767225600  # 2026-01-01T00:00:00Z, as a UNIX time (aps.timestamp)


def headers(name, priority=10, expiration=None):
    """A device push's headers, as the surveyed servers set them."""
    lines = ["apns-push-type: liveactivity", "apns-topic: com.example.%s.push-type.liveactivity" % name.lower(),
             "apns-priority: %d" % priority]
    if expiration is not None:
        lines.append("apns-expiration: %d" % expiration)
    return "\n".join(lines) + "\n"


RIDE = '''import ActivityKit
import Foundation

/// A ride the rider follows; declared Codable here, made an ActivityAttributes below.
struct RideAttributes: Codable {
    public struct ContentState: Codable, Hashable {
        var progress: Int
        var arrival: String
        var driver: String
        var status: String
    }

    let rideID: String
}

extension RideAttributes: ActivityAttributes {}
'''

# The tool beside the app keeps its own copy of the type, to encode test pushes with.
RIDE_TOOL = RIDE.replace("extension RideAttributes: ActivityAttributes {}\n", "")
RIDE_PACKAGE = '''// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "PushTool", targets: [.executableTarget(name: "PushTool")])
'''

RIDE_STATE = {"progress": 40, "arrival": "5 min", "driver": "Sam", "status": "On the way"}
RIDE_ALERT = {"title": "Ride Update", "body": "Your driver is on the way."}

SCORES = '''import ActivityKit

struct MatchAttributes: ActivityAttributes {
    let home: String
    let away: String

    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var phase: Phase
        var clock: String

        enum Phase: String, Codable, Hashable {
            case scheduled, live, halftime, finished
        }
    }
}
'''

SCORES_LIVE = {"homeScore": 54, "awayScore": 51, "phase": "live", "clock": "7:32"}

HERO = '''import ActivityKit
import Foundation

struct Member: Codable, Hashable {
    var id: UUID
    var name: String
}

struct HeroAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var level: Int?
        var updatedBy: Member
        var updatedAt: Double
    }

    var heroName: String
    var channel: String?
}
'''

HERO_STATE = {"level": 12, "updatedBy": {"id": "8F1C2A3B-0000-4000-8000-000000000001", "name": "Kim"}, "updatedAt": NOW}
HERO_ALERT = {"title": "New Hero", "body": "A new hero is waiting for you.", "sound": "default"}

EMOJI = '''import ActivityKit

struct Item: Codable, Hashable {
    var emoji: String
}

struct EmojiAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var page: Int?
        var items: [Item]
    }

    var name: String
}
'''

EMOJI_STATE = {"items": [{"emoji": "A"}, {"emoji": "B"}]}


def aps(**fields):
    return {"aps": {key.replace("_", "-"): value for key, value in fields.items()}}


# project: (widget sources, {payload: (body, headers or None, [(rule, severity)])}, extra files)
CASES = {
    "Ride": ({"RideAttributes.swift": RIDE}, {
        "start-fractional-seconds": (aps(timestamp=NOW + 0.482911, event="start", content_state=RIDE_STATE,
                                         attributes_type="RideAttributes", attributes={"rideID": "R-1"}, alert=RIDE_ALERT),
                                     None, []),
        "update-past-expiration": (aps(timestamp=NOW, event="update", content_state=RIDE_STATE, alert=RIDE_ALERT),
                                   headers("Ride", expiration=10), []),
        "end-missing-property": (aps(timestamp=NOW, event="end", content_state={k: v for k, v in RIDE_STATE.items() if k != "status"},
                                     alert={"title": "Ride Ended", "body": "You have arrived."}),
                                 headers("Ride", expiration=10), [("liveactivity.state-missing", "error")]),
    }, {"PushTool/Package.swift": RIDE_PACKAGE, "PushTool/Sources/PushTool/RideAttributes.swift": RIDE_TOOL}),
    "Scores": ({"MatchAttributes.swift": SCORES}, {
        "push-to-start-channel": (aps(timestamp=NOW, event="start", input_push_channel="dGVzdC1jaGFubmVsLTAwMQ==",
                                      content_state={"homeScore": 0, "awayScore": 0, "phase": "scheduled", "clock": "12:00"},
                                      attributes_type="MatchAttributes", attributes={"home": "Reds", "away": "Blues"},
                                      alert={"title": "Reds Against Blues", "body": "The game starts soon."}),
                                  headers("Scores"), []),
        "update": (aps(timestamp=NOW, event="update", content_state=SCORES_LIVE), headers("Scores"), []),
        "end-dismissal": (aps(timestamp=NOW, event="end", content_state=dict(SCORES_LIVE, phase="finished", clock=""),
                              dismissal_date=NOW + 3600), headers("Scores"), []),
    }, {}),
    "Hero": ({"HeroAttributes.swift": HERO}, {
        "push-to-start-token": (aps(timestamp=NOW, event="start", content_state=HERO_STATE, attributes_type="HeroAttributes",
                                    attributes={"heroName": "Star"}, alert=HERO_ALERT, input_push_token=1),
                                headers("Hero", expiration=0), []),
        "update-relevance-one": (aps(timestamp=NOW, event="update", relevance_score=1, content_state=HERO_STATE, alert=HERO_ALERT),
                                 headers("Hero", expiration=0), []),
        "end-dismiss-now": (aps(timestamp=NOW, event="end", content_state=HERO_STATE, dismissal_date=NOW - 3600),
                            headers("Hero", expiration=0), []),
    }, {}),
    "Emoji": ({"EmojiAttributes.swift": EMOJI}, {
        "start-timestamp-zero": (aps(timestamp=0, event="start", content_state=EMOJI_STATE, attributes_type="EmojiAttributes",
                                     attributes={"name": "Hello"}, alert={"title": "Emoji", "body": "Hello there."}),
                                 None, []),
        "update-milliseconds": (aps(timestamp=NOW * 1000, event="update", content_state=EMOJI_STATE), None,
                                [("liveactivity.timestamp", "error")]),
        "update-sent-as-start": (aps(timestamp=NOW, event="start", content_state=EMOJI_STATE), headers("Emoji"),
                                 [("liveactivity.attributes", "error")]),
        "end-dismissal-milliseconds": (aps(timestamp=NOW, event="end", content_state=EMOJI_STATE, dismissal_date=NOW * 1000 + 10),
                                       headers("Emoji"), [("liveactivity.dismissal-date", "warning")]),
    }, {}),
}

EMPTY_APPICON = {"images": [{"idiom": "universal", "platform": "ios", "size": "1024x1024"}], "info": {"author": "xcode", "version": 1}}
CATALOG = {"info": {"author": "xcode", "version": 1}}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def write_project(out, name, sources, payloads, extra):
    notify_projects.project(out, name, entitlements=[], service=False,
                            payloads={file + ".json": body for file, (body, _, _) in payloads.items()})
    shutil.rmtree(os.path.join(out, name, "Sounds"))
    folder = os.path.join(out, name)
    for file, text in sources.items():
        write(os.path.join(folder, "Widget", file), text)
    # Xcode's widget template: an asset catalog with an AppIcon set no target builds with.
    write(os.path.join(folder, "Widget", "Assets.xcassets", "Contents.json"), json.dumps(CATALOG, indent=2) + "\n")
    write(os.path.join(folder, "Widget", "Assets.xcassets", "AppIcon.appiconset", "Contents.json"),
          json.dumps(EMPTY_APPICON, indent=2) + "\n")
    for file, text in extra.items():
        write(os.path.join(folder, file), text)
    with open(os.path.join(folder, "payloads", "expected.tsv"), "w", encoding="utf-8") as table:
        for file, (_, header, findings) in sorted(payloads.items()):
            if header is not None:
                write(os.path.join(folder, "payloads", file + ".headers"), header)
            rules = ",".join(rule for rule, _ in findings) or "-"
            severities = ",".join(severity for _, severity in findings) or "-"
            table.write("%s\t%s\t%s\n" % (file, rules, severities))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, (sources, payloads, extra) in CASES.items():
        write_project(out, name, sources, payloads, extra)


if __name__ == "__main__":
    main()
