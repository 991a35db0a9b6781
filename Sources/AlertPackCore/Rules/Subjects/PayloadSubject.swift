import Foundation

/// What the payload rules may consult besides the payload itself.
public struct PayloadContext: Sendable {
    /// A VoIP push (5120 bytes instead of 4096): `--voip`, the same as `--push-type voip`.
    public var voip = false
    /// The push type `--push-type` names for every payload; nil: each payload's `.headers` file,
    /// else its body, says (`PushTypeInference`).
    public var pushType: PushType?
    /// The app's display names; text that contains one is flagged.
    public var appNames: [String] = []
    /// A package made by `alertpack package`: its sounds and launch images by file name, with
    /// whether each passed its check.
    public var packagedSounds: [String: Bool]?
    public var packagedImages: Set<String>?
    /// Localised strings, when `--strings` names them.
    public var strings: StringsCatalog?
    /// The category identifiers the app registers, when `--actions` names its categories file.
    public var categories: Set<String>?
    /// The app that receives the payloads, when `--project` names its project or one is found
    /// above the payloads: the `notify.*` rules hold each payload against it.
    public var receiver: NotificationReceiver?
    /// Without a receiver, look for the project above each payload (the nearest one that builds
    /// exactly one app), as `check` finds the project that governs a file.
    public var findsProject = true
    /// Lays text out in the preset's surfaces (text.fit, action.fit); nil when no font could be
    /// loaded or `--measure columns` asked, and text.length / action.length count columns instead.
    public var layout: NotificationLayoutEngine?
    /// Why text is counted in columns, when it is ("no font could be loaded: ...").
    public var columnsReason: String?

    public init() {}
}

/// One payload as a rule sees it.
package struct PayloadSubject: Sendable {
    package var document: PayloadDocument
    package var context: PayloadContext
    /// The push it is sent as (`PushTypeInference.facts`); an assumed alert until the linter says.
    package var push = PushFacts.assumedAlert

    /// A Live Activity push (`apns-push-type: liveactivity`).
    package var isLiveActivity: Bool { push.type == .liveactivity }

    /// A Live Activity push's `aps`, when this is one.
    package var liveActivity: [String: JSONNode]? { isLiveActivity ? aps : nil }

    /// A Live Activity push's `aps.event` as sent. Which events ActivityKit reads is
    /// liveactivity.event's to say (its `events`); a rule about one event compares with it.
    package var liveActivityEvent: String? { liveActivity?["event"]?.string }

    /// The `aps` dictionary, when there is one.
    package var aps: [String: JSONNode]? { document.root?["aps"]?.object }

    /// `aps.alert` as a dictionary (a string alert is its body).
    package var alert: [String: JSONNode]? {
        if let text = aps?["alert"]?.string { return ["body": .string(text)] }
        return aps?["alert"]?.object
    }

    /// Image files the payload names outside `aps` under a key whose name holds "avatar" (as
    /// apps pass a sender's picture to their service extension): key path and file name, in
    /// document order; addresses (`https://...`) are left out.
    package var avatarNames: [(keyPath: String, name: String)] {
        var found: [(String, String)] = []
        func walk(_ node: JSONNode, _ path: String, _ avatarKey: Bool) {
            switch node {
            case .object(let table):
                for key in table.keys.sorted() where !(path.isEmpty && key == "aps") {
                    walk(table[key]!, path.isEmpty ? key : path + "." + key, avatarKey || key.lowercased().contains("avatar"))
                }
            case .array(let items):
                for (index, item) in items.enumerated() { walk(item, "\(path)[\(index)]", avatarKey) }
            case .string(let text) where avatarKey && !text.contains("://"):
                let lower = text.lowercased()
                if [".png", ".jpg", ".jpeg", ".heic"].contains(where: lower.hasSuffix) { found.append((path, text)) }
            default: break
            }
        }
        if let root = document.root { walk(root, "", false) }
        return found
    }

    /// The sound file the payload names: `aps.sound`, or the critical dictionary's `name`; a
    /// Live Activity push names its alert's sound inside the alert (`aps.alert.sound`), and the
    /// system looks it up in the app's bundle as any other.
    package var soundName: String? {
        aps?["sound"]?.string ?? aps?["sound"]?["name"]?.string ?? (isLiveActivity ? alert?["sound"]?.string : nil)
    }

    /// The visible texts: title, subtitle and body, where present as strings.
    package var texts: [(field: String, text: String)] {
        ["title", "subtitle", "body"].compactMap { field in alert?[field]?.string.map { (field, $0) } }
    }
}

/// A rule about a notification payload (`lint-payload`).
package protocol PayloadRule: SubjectRule where Subject == PayloadSubject {}

/// A rule about a category's action buttons (`lint-actions`).
package protocol ActionRule: SubjectRule where Subject == ActionSubject {}
