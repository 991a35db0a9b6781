/// What makes a report page live (`report --watch`): the version it shows, and the small script
/// beside it (`REPORT.live.js`, calling `alertpackLive("VERSION")`) that the page loads again every
/// second or so. The page reloads only when the stamp names another version, keeping its filter
/// and scroll position, and not while a sound is playing.
public struct LivePage: Sendable, Equatable {
    public var version: String
    /// The stamp's file name, beside the report.
    public var stampName: String

    public init(version: String, stampName: String) {
        self.version = version
        self.stampName = stampName
    }

    /// The stamp's content.
    public var stamp: String { "alertpackLive(\"\(version)\");\n" }

    /// The stamp's name for a report written to `output`.
    public static func stampName(for output: String) -> String { FileName.last(of: output) + ".live.js" }
}
