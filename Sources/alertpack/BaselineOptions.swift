import AlertPackCore
import ArgumentParser
import Foundation

/// `--baseline`, `--write-baseline` and `--strict-baseline`: adopting a gate on a repository
/// that already has findings (docs/ci.md).
struct BaselineOptions: ParsableArguments {
    @Option(help: "Report only findings that are not in this baseline file; the ones it holds are counted in the summary.")
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Write this run's findings to a baseline file (the entries of files this run did not check are kept).",
            discussion:
                "Entries are a rule id, the path relative to the repository, the finding's subject, its severity and, for a rule of several kinds of message, its class (baseline format version 2; version 1 files, without severities, are still read). A finding whose severity rose, or that crossed into another class, is not hidden by its entry."
        ))
    var writeBaseline: String?

    @Flag(help: "Exit 1 while the baseline lists findings that no longer occur in the files checked (write it again to drop them).")
    var strictBaseline = false

    func validate() throws {
        if strictBaseline && baseline == nil { throw ValidationError("--strict-baseline needs --baseline") }
    }

    var isUsed: Bool { baseline != nil || writeBaseline != nil }

    /// The filter for this run: the baseline read (exit 2 naming it when it is not one).
    func filter() throws -> BaselineFilter {
        let known = try read(baseline)
        if let baseline, known?.lacksSeverities == true {
            Output.error(
                "alertpack: note: \(baseline) is a version 1 baseline, which records no severities: its entries hide a finding of theirs whatever its severity; write it again (--write-baseline) so that a finding whose severity rose is reported"
            )
        }
        return BaselineFilter(baseline: known ?? Baseline(), baselineFile: baseline ?? writeBaseline ?? ".")
    }

    /// Writes the baseline if asked, says what the baseline no longer matches, and gives the
    /// run's exit code.
    func finish(_ filter: BaselineFilter, exitCode: Int32) throws -> Int32 {
        var code = exitCode
        let stale = filter.stale
        if !stale.isEmpty {
            let lines = stale.prefix(20).map {
                "  \($0.severity.map { $0.rawValue + " " } ?? "")\($0.rule)  \(VisibleText.of($0.path))"
                    + ($0.subject.isEmpty ? "" : "  (\(VisibleText.of($0.subject)))")
                    + ($0.messageClass.map { "  [\(VisibleText.of($0))]" } ?? "")
            }
            let more = stale.count > 20 ? ["  … and \(stale.count - 20) more"] : []
            Output.error(
                "alertpack: \(strictBaseline ? "error" : "note"): the baseline lists \(stale.count) finding\(stale.count == 1 ? "" : "s") that no longer occur; write it again (--write-baseline) to drop them:\n"
                    + (lines + more).joined(separator: "\n"))
            if strictBaseline && code == 0 { code = 1 }
        }
        if let writeBaseline {
            // Only a baseline is replaced: any other file there is the user's (exit 2 names it).
            let previous = FileManager.default.fileExists(atPath: writeBaseline) ? try read(writeBaseline) : nil
            do {
                try filter.write(to: writeBaseline, previous: previous)
                Output.error("alertpack: wrote \(writeBaseline): \(filter.updated(previous: previous).total) findings")
            } catch {
                try fail(error)
            }
        }
        return code
    }

    private func read(_ path: String?) throws -> Baseline? {
        guard let path else { return nil }
        do {
            return try Baseline.read(path: path)
        } catch {
            try fail(error)
        }
    }
}
