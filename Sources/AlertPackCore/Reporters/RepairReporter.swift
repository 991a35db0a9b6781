/// Renders what `fix` did (or, with `--dry-run`, would do) as text or JSON.
public enum RepairReporter {
    public static func json(_ report: RepairReport) -> String {
        func summary(_ summary: CheckReport.Summary) -> JSONValue {
            .object([
                ("files", .int(Int64(summary.files))), ("pass", .int(Int64(summary.pass))), ("warn", .int(Int64(summary.warn))),
                ("fail", .int(Int64(summary.fail))),
            ])
        }
        let files = report.files.map { file -> JSONValue in
            .object([
                ("path", .string(file.path)),
                ("status", .string(file.status.rawValue)),
                ("steps", .array(file.steps.map(JSONValue.string))),
                ("addressed", .array(file.addressed.map(JSONValue.string))),
                ("left", .array(file.left.map { .object([("rule", .string($0.rule)), ("reason", .string($0.reason))]) })),
                ("renamedTo", file.renamedTo.map(JSONValue.string) ?? .null),
                ("references", .array(file.references.map(JSONValue.string))),
                ("error", file.error.map(JSONValue.string) ?? .null),
            ])
        }
        let remaining = report.after.files.filter { $0.verdict != .pass }.map { file -> JSONValue in
            .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        return JSONValue.object([
            ("schemaVersion", .int(Int64(JSONReporter.schemaVersion))),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("command", .string("fix")),
            ("preset", .string(report.after.preset)),
            ("dryRun", .bool(report.dryRun)),
            ("files", .array(files)),
            ("before", summary(report.before)),
            ("after", summary(report.after.summary)),
            ("remaining", .array(remaining)),
            ("problems", .array(report.after.problems.map(JSONValue.string))),
        ]).serialized()
    }

    public static func text(_ report: RepairReport, style: TerminalStyle = .plain) -> String {
        var out = ""
        // Names and messages come from files: every one is shown escaped (`VisibleText`).
        for file in report.files {
            out += "\(style.bold(VisibleText.of(file.path)))  \(label(file, style: style))"
            out += file.renamedTo.map { " → \(style.bold(VisibleText.of($0)))" } ?? ""
            out += "\n"
            for step in file.steps { out += "  \(style.dim("·")) \(VisibleText.of(step))\n" }
            if let error = file.error { out += "  \(style.red("error"))  \(VisibleText.of(error))\n" }
            for left in file.left { out += "  \(style.yellow("left"))  \(left.rule): \(VisibleText.of(left.reason))\n" }
            if !file.references.isEmpty {
                out += "  \(style.yellow("named by its old name in")) (update these):\n"
                for reference in file.references { out += "    \(VisibleText.of(reference))\n" }
            }
        }
        let before = report.before, after = report.after.summary
        let verb = report.dryRun ? "to repair" : "repaired"
        out += report.files.isEmpty ? "Nothing to repair: no file has a finding at warning or error level.\n" : "\n"
        out += "\(report.repairedCount) file\(report.repairedCount == 1 ? "" : "s") \(verb), "
        out += "\(report.files.filter { $0.status == .left }.count) left as they are"
        let failed = report.files.filter { $0.status == .failed }.count
        out += failed > 0 ? ", \(style.red("\(failed) failed"))" : ""
        out += ". Before: \(counts(before, style: style))"
        out += report.dryRun ? ".\n" : "; after: \(counts(after, style: style)).\n"
        for problem in report.after.problems { out += "\(style.red("error"))  \(VisibleText.of(problem))\n" }
        return out
    }

    private static func label(_ file: RepairOutcome, style: TerminalStyle) -> String {
        switch file.status {
        case .repaired: return style.green(file.renamedTo == nil ? "REPAIRED" : "RENAMED")
        case .planned: return style.green("WOULD REPAIR")
        case .left: return style.yellow("LEFT")
        case .failed: return style.red("NOT REPAIRED")
        }
    }

    private static func counts(_ summary: CheckReport.Summary, style: TerminalStyle) -> String {
        "\(summary.files) file\(summary.files == 1 ? "" : "s"), \(style.green("\(summary.pass) passed")), \(style.yellow("\(summary.warn) with warnings")), \(style.red("\(summary.fail) failed"))"
    }
}
