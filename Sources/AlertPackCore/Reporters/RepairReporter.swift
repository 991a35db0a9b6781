/// Renders what `fix` did (or, with `--dry-run`, would do) as text or JSON.
public enum RepairReporter {
    public static func json(_ report: RepairReport) -> String { report.json() }

    public static func text(_ report: RepairReport, style: TerminalStyle = .plain) -> String { report.text(style: style) }
}

extension RepairReport: CommandReport {
    /// `fix --format json`: each file's repair, the counts before and after, what remains.
    public struct Body: Encodable {
        var command = "fix"
        var preset: String
        var dryRun: Bool
        var files: [File]
        var before: Counts
        var after: Counts
        var remaining: [JSONValue]
        var problems: [String]
    }

    struct File: Encodable {
        var path: String
        var status: String
        var steps: [String]
        var addressed: [String]
        var left: [Left]
        var renamedTo: String?
        var references: [String]
        var error: String?
    }

    struct Left: Encodable {
        var rule: String
        var reason: String
    }

    struct Counts: Encodable {
        var files: Int, pass: Int, warn: Int, fail: Int

        init(_ summary: CheckReport.Summary) {
            (files, pass, warn, fail) = (summary.files, summary.pass, summary.warn, summary.fail)
        }
    }

    public var body: Body {
        let files = self.files.map { file in
            File(
                path: file.path, status: file.status.rawValue, steps: file.steps, addressed: file.addressed,
                left: file.left.map { Left(rule: $0.rule, reason: $0.reason) }, renamedTo: file.renamedTo, references: file.references,
                error: file.error)
        }
        let remaining = after.files.filter { $0.verdict != .pass }.map { file -> JSONValue in
            .object([
                ("path", .string(file.path)), ("verdict", .string(file.verdict.rawValue)), ("findings", .array(file.findings.map(FactsJSON.finding))),
            ])
        }
        return Body(
            preset: after.preset, dryRun: dryRun, files: files, before: Counts(before), after: Counts(after.summary), remaining: remaining,
            problems: after.problems)
    }

    public func text(style: TerminalStyle) -> String {
        var out = ""
        // Names and messages come from files: every one is shown escaped (`VisibleText`).
        for file in files {
            out += "\(style.bold(VisibleText.of(file.path)))  \(Self.label(file, style: style))"
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
        let before = self.before, after = self.after.summary
        let verb = dryRun ? "to repair" : "repaired"
        out += files.isEmpty ? "Nothing to repair: no file has a finding at warning or error level.\n" : "\n"
        out += "\(repairedCount) file\(repairedCount == 1 ? "" : "s") \(verb), "
        out += "\(files.filter { $0.status == .left }.count) left as they are"
        let failed = files.filter { $0.status == .failed }.count
        out += failed > 0 ? ", \(style.red("\(failed) failed"))" : ""
        out += ". Before: \(Self.counts(before, style: style))"
        out += dryRun ? ".\n" : "; after: \(Self.counts(after, style: style)).\n"
        for problem in self.after.problems { out += "\(style.red("error"))  \(VisibleText.of(problem))\n" }
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
