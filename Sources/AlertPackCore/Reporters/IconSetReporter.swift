/// Renders what `alertpack icons` made as text or JSON.
public enum IconSetReporter {
    public static func json(_ result: IconSetResult) -> String {
        JSONValue.object([
            ("schemaVersion", .int(Int64(JSONReporter.schemaVersion))),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("command", .string("icons")),
            ("output", .string(result.output)),
            (
                "images",
                .array(
                    result.images.map {
                        .object([
                            ("filename", .string($0.filename)), ("pixels", .int(Int64($0.pixels))), ("layout", .string($0.layout)),
                            ("source", .string($0.source)),
                        ])
                    })
            ),
            ("kept", .array(result.kept.map(JSONValue.string))),
            ("replaced", .array(result.replaced.map(JSONValue.string))),
            ("notes", .array(result.notes.map(JSONValue.string))),
            (
                "check",
                .array(
                    result.check.files.map { file in
                        .object([
                            ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)),
                            ("findings", .array(file.findings.map(FactsJSON.finding))),
                        ])
                    })
            ),
        ]).serialized()
    }

    public static func text(_ result: IconSetResult, style: TerminalStyle = .plain) -> String {
        var out = "\(style.bold(result.output))\n"
        for image in result.images {
            out += "  \(style.dim("·")) \(image.filename)  \(image.pixels)x\(image.pixels) \(image.layout)  \(style.dim(image.source))\n"
        }
        for note in result.notes { out += "  \(style.yellow("note"))  \(note)\n" }
        if !result.kept.isEmpty { out += "  kept from the existing set: \(result.kept.joined(separator: ", "))\n" }
        if !result.replaced.isEmpty { out += "  replaced: \(result.replaced.joined(separator: ", "))\n" }
        let check = TextReporter(style: style)
        for file in result.check.files where !file.findings.isEmpty {
            out += "  \(file.path)  \(check.verdictLabel(file.verdict))\n" + check.findingLines(file.findings, indent: "    ")
        }
        let summary = result.check.summary
        out += "\n\(result.images.count) image\(result.images.count == 1 ? "" : "s") written; the set checked with preset \(result.check.preset): "
        out += "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))\n"
        return out
    }
}
