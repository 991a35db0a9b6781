#!/usr/bin/env python3
"""Writes a small app whose widget extension declares a Live Activity, and Live Activity pushes
held against its Swift (issue 47, item 3: content-state against the app's ContentState).

    scripts/make-activity-projects.py OUTDIR            every case, for the tests
    scripts/make-activity-projects.py OUTDIR --samples  Samples/activity: Delivery only

FOLDER/Delivery is a project as scripts/make-notify-projects.py writes them (Delivery.xcodeproj
and its app; no service extension, no bundled sound), with Widget/DeliveryAttributes.swift declaring
`DeliveryAttributes: ActivityAttributes` and its `ContentState`, and Widget/DeliveryLiveActivity.swift,
a view whose strings and interpolations hold braces and quotes (the reader must skip them).
Its payloads/ hold a push that passes and one mistake each, every mistake firing exactly one
rule: payloads/expected.tsv lists "name<TAB>rule<TAB>severity" ("-" for none), which
ActivityStateRulesTests and ActivityStateCommandTests hold.

The other cases: Fleet declares two ActivityAttributes types (an update is judged against the
one whose ContentState shares the most keys, and not at all on a tie), Custom decodes its state
in its own init(from:) (said, never judged), and a start naming a type no source declares.
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
REFERENCE = 978307200  # 2001-01-01T00:00:00Z: a Date in content-state counts seconds from it
ETA = NOW - REFERENCE + 1800

ATTRIBUTES = '''import ActivityKit
import Foundation

/// The delivery a Live Activity follows. The server sends `ContentState` as content-state.
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /* Where the parcel is; { braces } in comments are not code. */
        var status: Status
        var eta: Date
        var driver: String?
        // A default value does not make a key optional: the synthesized init(from:) decodes it.
        var stopsLeft: Int = 0

        var isLate: Bool { eta < .now }
        static let preview = ContentState(status: .onTheWay, eta: .now, driver: "Sam {")
    }

    enum Status: String, Codable, Hashable {
        case preparing, onTheWay = "on-the-way", delivered
    }

    var orderID: String
}
'''

VIEW = '''import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack {
                Text("Order \\(context.attributes.orderID) is \\(context.state.status.rawValue) }")
                Text(#"Raw "quoted" text with a brace: {"#)
                Text("""
                    Arrives at \\(context.state.eta, style: .time) {
                    """)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.driver ?? "Your driver") }
            } compactLeading: {
                Text("\\(context.state.stopsLeft)")
            } compactTrailing: {
                Text(context.state.eta, style: .timer)
            } minimal: {
                Image(systemName: "shippingbox")
            }
        }
    }
}
'''

STATE = {"status": "on-the-way", "eta": ETA, "driver": "Sam", "stopsLeft": 3}


def update(**changes):
    state = dict(STATE)
    for key, value in changes.items():
        if value is None:
            state.pop(key, None)
        else:
            state[key] = value
    return {"aps": {"timestamp": NOW, "event": "update", "content-state": state}}


def renamed():
    state = dict(STATE)
    state["driverName"] = state.pop("driver")
    return {"aps": {"timestamp": NOW, "event": "update", "content-state": state}}


# name: (payload, the one rule it fires or None, its severity)
PAYLOADS = {
    "update": (update(), None, None),
    "start": ({"aps": {"timestamp": NOW, "event": "start", "content-state": dict(STATE), "attributes-type": "DeliveryAttributes",
                       "attributes": {"orderID": "A-1042"}}}, None, None),
    # An optional property renamed in the app (driver) still sent under its old name.
    "renamed-property": (renamed(), "liveactivity.state-keys", "warning"),
    "missing-property": (update(status=None), "liveactivity.state-missing", "error"),
    "wrong-type": (update(eta="soon"), "liveactivity.state-type", "error"),
    # A String enumeration decodes only from its cases' raw values: "delivering" is none of them
    # (the survey's miss); "preparing", a case without a written raw value, is its name.
    "unknown-case": (update(status="delivering"), "liveactivity.state-type", "error"),
    "implicit-case": (update(status="preparing"), None, None),
}


RIDE = '''import ActivityKit

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driverName: String
        var minutesAway: Int
    }
}
'''

CUSTOM = '''import ActivityKit

struct ScoreAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: Int
        var away: Int
    }
}

extension ScoreAttributes.ContentState {
    init(from decoder: any Decoder) throws {
        let values = try decoder.singleValueContainer().decode([Int].self)
        self.init(home: values[0], away: values[1])
    }
}
'''

# project: ({file name in Widget/: source}, {payload name: (payload, [(rule, severity)])})
CASES = {
    "Fleet": ({"DeliveryAttributes.swift": ATTRIBUTES, "RideAttributes.swift": RIDE}, {
        "ride-update": ({"aps": {"timestamp": NOW, "event": "update", "content-state": {"driverName": "Sam", "minutesAway": "five"}}},
                        [("liveactivity.state-type", "error")]),
        "delivery-update": (update(), []),
        "tie": ({"aps": {"timestamp": NOW, "event": "update", "content-state": {"unrelated": 1}}}, []),
        "unknown-type-start": ({"aps": {"timestamp": NOW, "event": "start", "content-state": {"x": 1}, "attributes-type": "Parcel",
                                        "attributes": {}}}, []),
    }),
    "Custom": ({"ScoreAttributes.swift": CUSTOM}, {
        "score-update": ({"aps": {"timestamp": NOW, "event": "update", "content-state": {"score": [2, 1]}}},
                         [("liveactivity.state-keys", "info")]),
    }),
}


def write_project(out, name, sources, payloads):
    """payloads: {name: (payload, [(rule, severity)])}; expected.tsv lists each payload's findings
    ("-" for none, several joined by commas)."""
    notify_projects.project(out, name, entitlements=[], service=False,
                            payloads={file + ".json": payload for file, (payload, _) in payloads.items()})
    # No bundled sound: these pushes name none, and Samples/ stays small.
    shutil.rmtree(os.path.join(out, name, "Sounds"))
    widget = os.path.join(out, name, "Widget")
    os.makedirs(widget, exist_ok=True)
    for file, text in sources.items():
        with open(os.path.join(widget, file), "w", encoding="utf-8") as handle:
            handle.write(text)
    with open(os.path.join(out, name, "payloads", "expected.tsv"), "w", encoding="utf-8") as handle:
        for file, (_, findings) in sorted(payloads.items()):
            rules = ",".join(rule for rule, _ in findings) or "-"
            severities = ",".join(severity for _, severity in findings) or "-"
            handle.write("%s\t%s\t%s\n" % (file, rules, severities))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    write_project(out, "Delivery", {"DeliveryAttributes.swift": ATTRIBUTES, "DeliveryLiveActivity.swift": VIEW},
                  {name: (payload, [(rule, severity)] if rule else []) for name, (payload, rule, severity) in PAYLOADS.items()})
    if "--samples" not in sys.argv[2:]:
        for name, (sources, payloads) in CASES.items():
            write_project(out, name, sources, payloads)


if __name__ == "__main__":
    main()
