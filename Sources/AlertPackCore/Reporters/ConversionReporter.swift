/// Renders a conversion report as text or JSON, reusing the check reporters' facts and findings.
public enum ConversionReporter {
    public static func json(_ report: ConversionReport) -> String { report.json() }

    public static func text(_ report: ConversionReport, style: TerminalStyle = .plain) -> String { report.text(style: style) }
}

extension ConversionReport: CommandReport {
    /// `convert --format json`: each conversion with its input and output checked, and the counts.
    public struct Body: Encodable {
        var preset: String
        var conversions: [Conversion]
        var summary: Counts
    }

    struct Conversion: Encodable {
        var input: String
        var output: String?
        var target: String
        var steps: [String]
        var error: String?
        var before: JSONValue
        var after: JSONValue
    }

    struct Counts: Encodable {
        var inputs: Int, converted: Int, pass: Int, warn: Int, fail: Int, errors: Int
    }

    public var body: Body {
        func side(_ file: FileReport?) -> JSONValue {
            guard let file else { return .null }
            return .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)),
                ("facts", FactsJSON.facts(file.facts, slots: file.slots)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        let conversions = results.map { result in
            Conversion(
                input: result.input, output: result.output, target: result.target.rawValue, steps: result.steps, error: result.error,
                before: side(result.before), after: side(result.after))
        }
        let summary = self.summary
        let counts = Counts(
            inputs: summary.inputs, converted: summary.converted, pass: summary.pass, warn: summary.warn, fail: summary.fail,
            errors: summary.errors)
        return Body(preset: preset, conversions: conversions, summary: counts)
    }

    public func text(style: TerminalStyle) -> String {
        let check = TextReporter(style: style)
        var out = ""
        // Names and messages come from files: every one is shown escaped (`VisibleText`).
        for result in results {
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
        let summary = self.summary
        out +=
            "\n\(summary.inputs) input\(summary.inputs == 1 ? "" : "s"), \(summary.converted) converted with preset \(preset): "
            + "\(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))"
            + (summary.errors > 0 ? ", \(style.red("\(summary.errors) not converted"))" : "") + "\n"
        return out
    }
}
