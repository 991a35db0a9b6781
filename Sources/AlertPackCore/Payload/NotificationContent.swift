import Foundation

/// What a notification says in one language: its title, subtitle and body as the system shows
/// them (a `*-loc-key` looked up in the app's strings and its `*-loc-args` put in), the alert
/// style's action button, and the keys that language lacks.
public struct NotificationContent: Sendable, Equatable {
    /// A language of the app's strings, or "base" for the payload's own words.
    public var language: String
    public var title: String?
    public var subtitle: String?
    public var body: String?
    /// The alert style's second button (`action-loc-key`, "View" by default); nil when the
    /// payload sets it to null (the alert then has only OK).
    public var actionButton: String?
    /// `title-loc-key "greeting"`: keys this language does not define (the system shows the key).
    public var missing: [String] = []

    public init(language: String, title: String? = nil, subtitle: String? = nil, body: String? = nil, actionButton: String? = "View") {
        self.language = language
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.actionButton = actionButton
    }

    /// The shown texts by field name, in order.
    public var fields: [(field: String, text: String)] {
        [("title", title), ("subtitle", subtitle), ("body", body)].compactMap { field, text in text.map { (field, $0) } }
    }

    /// The payload's `aps.alert` resolved in every language of `strings` its keys use, or as written.
    public static func contents(of alert: [String: JSONNode], strings: StringsCatalog?) -> [NotificationContent] {
        let keyed = ["title-loc-key", "subtitle-loc-key", "loc-key", "action-loc-key"].contains { alert[$0]?.string != nil }
        guard keyed, let strings, !strings.languages.isEmpty else { return [resolve(alert, language: "base", table: nil)] }
        return strings.languages.keys.sorted().map { resolve(alert, language: $0, table: strings.languages[$0]) }
    }

    static func resolve(_ alert: [String: JSONNode], language: String, table: [String: String]?) -> NotificationContent {
        var content = NotificationContent(language: language)
        func text(_ literal: String, _ keyName: String, _ argsName: String) -> String? {
            guard let key = alert[keyName]?.string else { return alert[literal]?.string }
            let arguments = alert[argsName]?.array?.map { $0.string ?? $0.scalarText ?? "" } ?? []
            guard let format = table?[key], !format.isEmpty else {
                if table != nil { content.missing.append("\(keyName) \"\(key)\"") }
                return alert[literal]?.string ?? key
            }
            return Self.format(format, arguments)
        }
        content.title = text("title", "title-loc-key", "title-loc-args")
        content.subtitle = text("subtitle", "subtitle-loc-key", "subtitle-loc-args")
        content.body = text("body", "loc-key", "loc-args")
        if let node = alert["action-loc-key"], node == .null {
            content.actionButton = nil
        } else if let key = alert["action-loc-key"]?.string {
            content.actionButton = table?[key].flatMap { $0.isEmpty ? nil : $0 } ?? key
        } else {
            content.actionButton = "View"
        }
        return content
    }

    /// A strings format with its arguments put in, as Foundation's `String(format:)` would for
    /// string arguments: `%@`, `%d`, `%1$@`; `%%` is a percent sign.
    public static func format(_ format: String, _ arguments: [String]) -> String {
        var out = ""
        var next = 0
        var scalars = Array(format.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            var spec = ""
            while let peek = scalars.first, "0123456789$.-+ #'hlqzjt".unicodeScalars.contains(peek) {
                spec.unicodeScalars.append(peek)
                scalars.removeFirst()
            }
            guard let conversion = scalars.popFirst() else { break }
            if conversion == "%" {
                out += "%"
                continue
            }
            var index = next
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]), position > 0 {
                index = position - 1
            } else {
                next += 1
            }
            out += index < arguments.count ? arguments[index] : ""
        }
        return out
    }
}
