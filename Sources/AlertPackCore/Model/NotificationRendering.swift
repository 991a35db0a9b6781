/// One notification drawn on one surface, in one language and appearance, as `alertpack preview`
/// writes it and the report embeds it.
public struct NotificationRendering: Sendable {
    /// The payload file, and the payload's place in it when the file holds several (1-based).
    public var payload: String
    public var item: Int?
    public var language: String
    public var surface: String
    public var surfaceName: String
    public var appearance: String
    public var png: [UInt8]
    /// Where text is cut: "body after 2 of 4 lines (“…words…”)", "button Antworten (218 of 245 pt)".
    public var cuts: [String]
    /// Keys this language lacks (the system shows the key instead).
    public var missing: [String]

    public init(
        payload: String, item: Int?, language: String, surface: String, surfaceName: String, appearance: String, png: [UInt8], cuts: [String],
        missing: [String]
    ) {
        self.payload = payload
        self.item = item
        self.language = language
        self.surface = surface
        self.surfaceName = surfaceName
        self.appearance = appearance
        self.png = png
        self.cuts = cuts
        self.missing = missing
    }

    /// `good.en.banner.light.png`, `several-2.de.expanded.dark.png`.
    public var fileName: String {
        var stem = FileName.last(of: payload)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = String(stem[..<dot]) }
        let safe = { (text: String) in String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) }
        return "\(safe(stem))\(item.map { "-\($0)" } ?? "").\(safe(language)).\(surface).\(appearance).png"
    }
}
