import Foundation

/// The config's `suppress:` list: a rule's findings on some files left out, each entry with the
/// reason it does not apply (binary files carry no inline comments to say so). Findings are
/// taken out as reports are made, on any thread; a suppression that matched nothing is reported
/// afterwards as a warning, so none outlives what it was written for.
package final class Suppressions: @unchecked Sendable {
    struct Entry {
        var matcher: IgnorePatterns
        var files: [String]
        var rule: String
        var reason: String
        var origin: String
    }

    private let entries: [Entry]
    /// Entries naming a rule no preset has, as warnings (with "did you mean").
    package let unknownRules: [String]
    private let lock = NSLock()
    /// Per entry: whether a file it names was checked, and how many findings it took out.
    private var checked: Set<Int> = []
    private var taken: [Int: Int] = [:]

    init(_ suppressions: [ProjectConfig.Suppression], root: String, origin: String) {
        let known = RuleRegistry.all.map(\.description.id)
        var entries: [Entry] = []
        var unknown: [String] = []
        for (index, suppression) in suppressions.enumerated() {
            let at = suppression.origin.isEmpty ? "\(origin): suppress[\(index)]" : suppression.origin
            if !known.contains(suppression.rule) {
                let rule = suppression.ruleOrigin.isEmpty ? "\(at).rule" : suppression.ruleOrigin
                unknown.append("\(rule): unknown rule id '\(suppression.rule)'\(Suggestion.phrase(for: suppression.rule, among: known))")
            }
            entries.append(
                Entry(
                    matcher: IgnorePatterns(suppression.files, root: root), files: suppression.files, rule: suppression.rule,
                    reason: suppression.reason, origin: at))
        }
        self.entries = entries
        self.unknownRules = unknown
    }

    package var isEmpty: Bool { entries.isEmpty }

    /// The report without the findings an entry suppresses: they move to its `suppressed`
    /// findings, with the entry's reason (SARIF shows them as suppressed in source).
    package func apply(_ report: FileReport) -> FileReport {
        guard !entries.isEmpty else { return report }
        let matching = entries.indices.filter {
            entries[$0].matcher.matches(report.path) || CheckScope.isIgnored(report.path, by: entries[$0].matcher)
        }
        guard !matching.isEmpty else { return report }
        var kept: [Finding] = []
        var suppressed: [SuppressedFinding] = []
        var counts: [Int: Int] = [:]
        for finding in report.findings {
            if let entry = matching.first(where: { entries[$0].rule == finding.rule }) {
                counts[entry, default: 0] += 1
                suppressed.append(SuppressedFinding(finding, kind: .config(reason: entries[entry].reason)))
            } else {
                kept.append(finding)
            }
        }
        lock.lock()
        checked.formUnion(matching)
        for (entry, count) in counts { taken[entry, default: 0] += count }
        lock.unlock()
        guard !counts.isEmpty else { return report }
        var filtered = report
        filtered.findings = kept
        filtered.suppressed += suppressed
        return filtered
    }

    /// Warnings for entries that took nothing out of the files they name that were checked; and,
    /// when `complete` (the run covered the whole tree), for entries that name no file checked.
    package func unused(complete: Bool) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.indices.compactMap { index in
            guard taken[index] == nil else { return nil }
            let entry = entries[index]
            let files = entry.files.joined(separator: ", ")
            if checked.contains(index) {
                return "\(entry.origin): suppresses \(entry.rule) on \(files), but no such finding occurs there any more: remove it"
            }
            return complete ? "\(entry.origin): suppresses \(entry.rule) on \(files), which names no file that was checked" : nil
        }
    }
}
