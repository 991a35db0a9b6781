/// Renders what `alertpack icons` made as text or JSON.
public enum IconSetReporter {
    public static func json(_ result: IconSetResult) -> String { result.json() }

    public static func text(_ result: IconSetResult, style: TerminalStyle = .plain) -> String { result.text(style: style) }
}

extension IconSetResult: CommandReport {
    /// `icons --format json`: the set, each image made, what was kept and replaced, and the check.
    public struct Body: Encodable {
        var command = "icons"
        var output: String
        var images: [Image]
        var kept: [String]
        var replaced: [String]
        var notes: [String]
        var check: [JSONValue]
    }

    struct Image: Encodable {
        var filename: String
        var pixels: Int
        var layout: String
        var source: String
    }

    public var body: Body {
        let images = self.images.map { Image(filename: $0.filename, pixels: $0.pixels, layout: $0.layout, source: $0.source) }
        let checked = check.files.map { file -> JSONValue in
            .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        return Body(output: output, images: images, kept: kept, replaced: replaced, notes: notes, check: checked)
    }

    public func text(style: TerminalStyle) -> String {
        var out = "\(style.bold(output))\n"
        for image in images {
            out += "  \(style.dim("·")) \(image.filename)  \(image.pixels)x\(image.pixels) \(image.layout)  \(style.dim(image.source))\n"
        }
        for note in notes { out += "  \(style.yellow("note"))  \(note)\n" }
        if !kept.isEmpty { out += "  kept from the existing set: \(kept.joined(separator: ", "))\n" }
        if !replaced.isEmpty { out += "  replaced: \(replaced.joined(separator: ", "))\n" }
        let reporter = TextReporter(style: style)
        for file in check.files where !file.findings.isEmpty {
            out += "  \(file.path)  \(reporter.verdictLabel(file.verdict))\n" + reporter.findingLines(file.findings, indent: "    ")
        }
        let summary = check.summary
        out += "\n\(images.count) image\(images.count == 1 ? "" : "s") written; the set checked with preset \(check.preset): "
        out += "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))\n"
        return out
    }
}
