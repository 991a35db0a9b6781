import Foundation

/// What makes a report page live (`report --watch`): the version it shows, and the small script
/// beside it (`REPORT.live.js`, calling `alertpackLive("VERSION")`) that the page loads again every
/// second or so. The page reloads only when the stamp names another version, keeping its filter
/// and scroll position, and not while a sound is playing. The version is a digest of what the
/// page shows (each file's section, the notifications drawn, the problems), never of file
/// times: a `touch` or a checkout that leaves the bytes as they were does not reload it.
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

    /// A digest of a file's section as the page shows it (its place in the page aside).
    package static func digest(of report: FileReport) -> String {
        FileDigest.sha256(Data(HTMLReporter().asset(report, media: report.media, index: 0).markup.utf8))
    }

    /// A digest of the notifications section as the page shows it.
    package static func digest(of batch: PreviewBatch) -> String {
        FileDigest.sha256(Data(HTMLReporter.notifications(batch).markup.utf8))
    }

    /// The version of a page made of these parts (the sections' digests in page order, the
    /// problems and skipped paths), short.
    package static func version(of parts: [String]) -> String {
        String(FileDigest.sha256(Data(parts.joined(separator: "\n").utf8)).prefix(16))
    }
}
