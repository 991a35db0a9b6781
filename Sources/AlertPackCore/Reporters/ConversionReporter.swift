/// Renders a conversion report as text or JSON, reusing the check reporters' facts and findings.
public enum ConversionReporter {
    public static func json(_ report: ConversionReport) -> String {
        func side(_ file: FileReport?) -> JSONValue {
            guard let file else { return .null }
            return .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)),
                ("facts", FactsJSON.facts(file.facts, slots: file.slots)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        let summary = report.summary
        return JSONValue.object([
            ("schemaVersion", .int(Int64(JSONReporter.schemaVersion))),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("preset", .string(report.preset)),
            (
                "conversions",
                .array(
                    report.results.map { result in
                        .object([
                            ("input", .string(result.input)),
                            ("output", result.output.map(JSONValue.string) ?? .null),
                            ("target", .string(result.target.rawValue)),
                            ("steps", .array(result.steps.map(JSONValue.string))),
                            ("error", result.error.map(JSONValue.string) ?? .null),
                            ("before", side(result.before)),
                            ("after", side(result.after)),
                        ])
                    })
            ),
            (
                "summary",
                .object([
                    ("inputs", .int(Int64(summary.inputs))), ("converted", .int(Int64(summary.converted))),
                    ("pass", .int(Int64(summary.pass))), ("warn", .int(Int64(summary.warn))),
                    ("fail", .int(Int64(summary.fail))), ("errors", .int(Int64(summary.errors))),
                ])
            ),
        ]).serialized()
    }

    public static func text(_ report: ConversionReport, style: TerminalStyle = .plain) -> String {
        let check = TextReporter(style: style)
        var out = ""
        // Names and messages come from files: every one is shown escaped (`VisibleText`).
        for result in report.results {
            let input = VisibleText.of(result.input)
            if let error = result.error {
                out += "\(style.bold(input))  \(style.red("NOT CONVERTED"))\n  \(style.red("error"))  \(VisibleText.of(error))\n"
                continue
            }
            out += "\(style.bold(input)) → \(style.bold(VisibleText.of(result.output ?? "?")))\n"
            for step in result.steps { out += "  \(style.dim("·")) \(VisibleText.of(step))\n" }
            if let before = result.before {
                out += "  before  \(check.verdictLabel(before.verdict))  \(style.dim(TextReporter.factsLine(before.facts, slots: before.slots)))"
                out += before.findings.isEmpty ? "\n" : style.dim("  (\(before.findings.map(\.rule).joined(separator: ", ")))") + "\n"
            }
            if let after = result.after {
                out += "  after   \(check.verdictLabel(after.verdict))  \(style.dim(TextReporter.factsLine(after.facts, slots: after.slots)))\n"
                out += check.findingLines(after.findings, indent: "    ")
            }
        }
        let summary = report.summary
        out +=
            "\n\(summary.inputs) input\(summary.inputs == 1 ? "" : "s"), \(summary.converted) converted with preset \(report.preset): "
            + "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))"
            + (summary.errors > 0 ? ", \(style.red("\(summary.errors) not converted"))" : "") + "\n"
        return out
    }
}
