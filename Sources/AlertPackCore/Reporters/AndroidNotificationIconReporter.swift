extension AndroidNotificationIconResult: CommandReport {
    /// `icons --android-notification --format json`: the resource folder and name, each image
    /// made, what was replaced, and the check.
    public struct Body: Encodable {
        var command = "icons"
        var platform = "android"
        var output: String
        var name: String
        var images: [IconSetResult.Image]
        var replaced: [String]
        var notes: [String]
        var check: [JSONValue]
    }

    public var body: Body {
        let images = self.images.map { IconSetResult.Image(filename: $0.filename, pixels: $0.pixels, layout: $0.layout, source: $0.source) }
        let checked = check.files.map { file -> JSONValue in
            .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        return Body(output: resFolder, name: name, images: images, replaced: replaced, notes: notes, check: checked)
    }

    public func text(style: TerminalStyle) -> String {
        var out = "\(style.bold(resFolder))  \(name) (Android small notification icon)\n"
        for image in images {
            out += "  \(style.dim("·")) \(image.filename)  \(image.pixels)x\(image.pixels) \(image.layout)  \(style.dim(image.source))\n"
        }
        for note in notes { out += "  \(style.yellow("note"))  \(note)\n" }
        if !replaced.isEmpty { out += "  replaced: \(replaced.joined(separator: ", "))\n" }
        let reporter = TextReporter(style: style)
        for file in check.files where !file.findings.isEmpty {
            out += "  \(file.path)  \(reporter.verdictLabel(file.verdict))\n" + reporter.findingLines(file.findings, indent: "    ")
        }
        let summary = check.summary
        out += "\n\(images.count) image\(images.count == 1 ? "" : "s") written; checked with preset \(check.preset): "
        out += "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))\n"
        return out
    }
}
