/// What `preview` says of a Live Activity push besides its pictures: the push type and where it
/// was learnt, whether the alert the push raises was drawn, and that the activity itself was not.
/// A Live Activity's Lock Screen and Dynamic Island views are the app's SwiftUI, run by its widget
/// extension with the `content-state` as input; preview runs no app code, so it names the state
/// it was given and draws nothing it would have to guess.
public struct ActivityPreviewNote: Sendable, Equatable {
    /// The payload file, and the payload's place in it when the file holds several (1-based).
    public var payload: String
    public var item: Int?
    public var push: PushFacts
    /// `aps.event` as written (start, update, end); nil when absent or not a string.
    public var event: String?
    /// Whether the payload carries an `aps.alert` (a string or an object).
    public var hasAlert: Bool
    /// The surfaces its alert was drawn on, in the preset's order; empty when nothing was drawn.
    public var drawnSurfaces: [String]
    /// The top-level keys of `aps.content-state`, sorted; nil when the payload has none.
    public var contentStateKeys: [String]?

    public init(
        payload: String, item: Int?, push: PushFacts, event: String?, hasAlert: Bool, drawnSurfaces: [String], contentStateKeys: [String]?
    ) {
        self.payload = payload
        self.item = item
        self.push = push
        self.event = event
        self.hasAlert = hasAlert
        self.drawnSurfaces = drawnSurfaces
        self.contentStateKeys = contentStateKeys
    }
}

extension ActivityPreviewNote {
    /// What became of the alert: drawn (and where), left out by `--surface`, or absent.
    public var alertSentence: String {
        guard hasAlert else {
            return "nothing drawn: \(eventPhrase) without aps.alert raises no alert (the Live Activity changes without one)"
        }
        guard !drawnSurfaces.isEmpty else {
            return "alert not drawn: the surfaces asked for do not include the watch, the one place its title and body are shown; "
                + iPhoneClause
        }
        return "alert drawn on \(drawnSurfaces.joined(separator: ", ")): the title and body of aps.alert, with the app's icon; " + iPhoneClause
    }

    /// What an iPhone shows when the push alerts. Apple's AlertConfiguration says its title and
    /// body are shown on Apple Watch; on an iPhone the alert lights the screen with the activity's
    /// own presentation (ActivityKit's ActivityPreviewViewKind), which is the app's to draw.
    var iPhoneClause: String {
        "an iPhone shows the activity's own Lock Screen or expanded view instead, which is not drawn"
    }

    /// Why the content-state is not drawn; nil when the payload has none.
    public var contentStateSentence: String? {
        guard let keys = contentStateKeys else { return nil }
        let count = "\(keys.count) key\(keys.count == 1 ? "" : "s")"
        return "content-state (\(count)) not drawn: the Live Activity's own layout (Lock Screen, Dynamic Island) is the app's SwiftUI, "
            + "which preview does not run"
    }

    /// Every sentence, in order.
    public var sentences: [String] { [alertSentence] + [contentStateSentence].compactMap { $0 } }

    /// The line written to standard error: the payload (its path names its place in the file), its
    /// push, and the sentences.
    public var summaryLine: String {
        "\(payload): \(push.summaryLine): \(sentences.joined(separator: "; "))"
    }

    /// "an update", "an end", "a start"; "a Live Activity push" when the event is not one of them.
    var eventPhrase: String {
        switch event {
        case "update": "an update"
        case "end": "an end"
        case "start": "a start"
        default: "a Live Activity push"
        }
    }

    /// The entry of preview.json's `liveActivities`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("payload", .string(payload))]
        if let item { members.append(("item", .int(Int64(item)))) }
        members += [("pushType", .string(push.type.rawValue)), ("pushTypeSource", .string(push.source.rawValue))]
        if let event { members.append(("event", .string(event))) }
        members += [("alertDrawn", .bool(!drawnSurfaces.isEmpty)), ("surfaces", .array(drawnSurfaces.map(JSONValue.string)))]
        if let keys = contentStateKeys { members.append(("contentStateKeys", .array(keys.map(JSONValue.string)))) }
        members.append(("notes", .array(sentences.map(JSONValue.string))))
        return .object(members)
    }
}
