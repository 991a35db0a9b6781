import Foundation

/// `icons --web-badge`: what the terminal and `--format json` say of a made web badge. The
/// command fills it from the maker's result (`WebBadgeResult`, a sibling stage's type).
public struct WebBadgeReport: Sendable {
    public var output: String
    public var pixels: Int
    public var layout: String
    public var source: String
    public var replaced: Bool
    /// The share of the canvas that is opaque ink, 0 to 1.
    public var opaqueCoverage: Double
    public var inkBox: [Int]
    public var notes: [String]
    public var check: CheckReport

    public init(
        output: String, pixels: Int, layout: String, source: String, replaced: Bool, opaqueCoverage: Double, inkBox: [Int], notes: [String],
        check: CheckReport
    ) {
        self.output = output
        self.pixels = pixels
        self.layout = layout
        self.source = source
        self.replaced = replaced
        self.opaqueCoverage = opaqueCoverage
        self.inkBox = inkBox
        self.notes = notes
        self.check = check
    }
}

extension WebBadgeReport: CommandReport {
    /// `icons --web-badge --format json`: the badge, its silhouette's measure, what it replaced, and the check.
    public struct Body: Encodable {
        var command = "icons"
        var platform = "web"
        var output: String
        var pixels: Int
        var layout: String
        var source: String
        var opaqueCoverage: Double
        /// x, y, width, height of the ink in pixels.
        var inkBox: [Int]
        var replaced: Bool
        var notes: [String]
        var check: [JSONValue]
    }

    public var body: Body {
        let checked = check.files.map { file -> JSONValue in
            .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        return Body(
            output: output, pixels: pixels, layout: layout, source: source, opaqueCoverage: (opaqueCoverage * 10_000).rounded() / 10_000,
            inkBox: inkBox, replaced: replaced, notes: notes, check: checked)
    }

    public func text(style: TerminalStyle) -> String {
        var out = "\(style.bold(output))  \(pixels)x\(pixels) \(layout) (web push badge)\n"
        out += "  \(style.dim("·")) \(style.dim(source))\n"
        let box = inkBox.count == 4 ? "\(inkBox[2])x\(inkBox[3]) at \(inkBox[0]),\(inkBox[1])" : "none"
        out += "  \(style.dim("·")) opaque ink \(String(format: "%.1f", opaqueCoverage * 100)) % of the canvas, ink box \(box)\n"
        for note in notes { out += "  \(style.yellow("note"))  \(note)\n" }
        if replaced { out += "  replaced: \(output)\n" }
        let reporter = TextReporter(style: style)
        for file in check.files where !file.findings.isEmpty {
            out += "  \(file.path)  \(reporter.verdictLabel(file.verdict))\n" + reporter.findingLines(file.findings, indent: "    ")
        }
        let summary = check.summary
        out += "\n1 badge written; checked with preset \(check.preset): "
        out += "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))\n"
        return out
    }
}
