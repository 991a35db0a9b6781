/// How APNs delivers a payload: the `apns-push-type` header's values (Apple, "Sending
/// notification requests to APNs"). Each type has its own rules and its own size limit.
public enum PushType: String, Sendable, CaseIterable, Equatable {
    case alert, background, liveactivity, widgets, voip, location, complication, fileprovider, mdm, pushtotalk
}

/// Where a payload's push type came from: `--push-type`, the `.headers` file beside it, the
/// body (`aps.event`, `aps.content-changed`, `content-available` alone), or nothing said
/// (an alert, as APNs assumes).
public enum PushTypeSource: String, Sendable, Equatable {
    case option, headers, inferred, assumed
}

/// The push a payload is sent as: its type, where that was learnt, and the request headers a
/// `.headers` file gave (nil when not given).
public struct PushFacts: Sendable, Equatable {
    public var type: PushType
    public var source: PushTypeSource
    /// The `.headers` file read, when there was one.
    public var headersFile: String?
    public var topic: String?
    public var priority: Int?
    public var expiration: Int64?
    public var collapseID: String?

    public init(type: PushType, source: PushTypeSource) {
        self.type = type
        self.source = source
    }

    /// An alert, as APNs takes a request without `apns-push-type`.
    public static let assumedAlert = PushFacts(type: .alert, source: .assumed)
}

extension PushFacts {
    /// "liveactivity push (inferred from the body) · priority 10 · topic com.example.app.push-type.liveactivity"
    public var summaryLine: String {
        let how: String
        switch source {
        case .option: how = "from --push-type"
        case .headers: how = "from \(headersFile.map(FileName.last(of:)) ?? "the headers file")"
        case .inferred: how = "inferred from the body"
        case .assumed: how = "assumed: no push type given"
        }
        var parts = ["\(type.rawValue) push (\(how))"]
        if let priority { parts.append("priority \(priority)") }
        if let topic { parts.append("topic \(topic)") }
        return parts.joined(separator: " · ")
    }
}

extension PushType {
    /// "an alert push", "a background push": the type named in a sentence.
    package var withArticle: String {
        // Read aloud, "alert" and "mdm" (em-dee-em) start with a vowel sound.
        [.alert, .mdm].contains(self) ? "an \(rawValue) push" : "a \(rawValue) push"
    }
}
