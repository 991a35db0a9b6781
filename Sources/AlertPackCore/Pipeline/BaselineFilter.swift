import Foundation

/// Applies a baseline to reports as they are delivered (in path order, on one thread): each
/// finding the baseline holds is taken out of its report and counted, so verdicts, exit codes
/// and every format see only new findings. It also records every finding it sees, for
/// `--write-baseline`.
public struct BaselineFilter: Sendable {
    private var remaining: Baseline
    private let original: Baseline
    private var keys: BaselineKeys
    /// Every finding seen, baselined or not: what `--write-baseline` writes.
    public private(set) var seen = Baseline()
    /// The baseline's paths this run reported on.
    private var checkedPaths: Set<String> = []
    /// Findings left out because the baseline holds them.
    public private(set) var baselined = 0

    /// - Parameters:
    ///   - baseline: the findings to leave out (empty to only record).
    ///   - baselineFile: where the baseline is (or will be) written: paths outside a git work
    ///     tree are relative to its folder.
    public init(baseline: Baseline, baselineFile: String) {
        self.remaining = baseline
        self.original = baseline
        self.keys = BaselineKeys(baselineFolder: FileName.parent(of: AbsolutePath.of(baselineFile)))
    }

    /// The report without the findings the baseline holds: they move to its `suppressed`
    /// findings (SARIF shows them as suppressed outside the files).
    public mutating func filter(_ report: FileReport) -> FileReport {
        let path = keys.key(for: report.path)
        checkedPaths.insert(path)
        var kept: [Finding] = []
        var held: [SuppressedFinding] = []
        for finding in report.findings {
            let entry = Baseline.Entry(
                rule: finding.rule, path: path, subject: finding.subject ?? "", severity: finding.severity, messageClass: finding.messageClass)
            seen.add(entry)
            if remaining.take(entry) {
                baselined += 1
                held.append(SuppressedFinding(finding, kind: .baseline))
            } else {
                kept.append(finding)
            }
        }
        guard !held.isEmpty else { return report }
        var filtered = report
        filtered.findings = kept
        filtered.suppressed += held
        return filtered
    }

    /// Entries that matched no finding, of files this run checked or that no longer exist:
    /// fixed since the baseline was written (`--strict-baseline` fails on them). Entries of
    /// other files are not judged by a run that did not check them.
    public var stale: [Baseline.Entry] {
        remaining.counts.filter { checkedPaths.contains($0.key.path) || !keys.exists($0.key.path) }
            .flatMap { Array(repeating: $0.key, count: $0.value) }.sorted()
    }

    /// The baseline to write: this run's findings, with the previous baseline's entries for
    /// files this run did not check but that still exist (a run over some files keeps the
    /// rest; a deleted file's entries go).
    public func updated(previous: Baseline?) -> Baseline {
        var result = seen
        guard let previous else { return result }
        for (entry, count) in previous.excluding(paths: checkedPaths).counts where keys.exists(entry.path) {
            result.add(entry, count: count)
        }
        return result
    }

    /// Writes `updated(previous:)` to `path`, atomically.
    public func write(to path: String, previous: Baseline?) throws(AlertPackError) {
        try AtomicFile.write(updated(previous: previous).encoded(), to: path)
    }
}

/// A report path as a baseline names it: relative to the top of its git work tree, or else to
/// the baseline file's folder; with `/` separators.
struct BaselineKeys: Sendable {
    let baselineFolder: String
    private var roots: [String: String] = [:]
    /// The roots paths were made relative to in this run, and the baseline's own.
    private var knownRoots: [String]

    init(baselineFolder: String) {
        self.baselineFolder = baselineFolder.isEmpty ? "/" : baselineFolder
        knownRoots = [RepositoryRoot.of(self.baselineFolder) ?? self.baselineFolder]
    }

    mutating func key(for path: String) -> String {
        let absolute = AbsolutePath.of(path)
        let folder = FileName.parent(of: absolute)
        let root: String
        if let known = roots[folder] {
            root = known
        } else {
            root = RepositoryRoot.of(folder.isEmpty ? "/" : folder) ?? baselineFolder
            roots[folder] = root
            if !knownRoots.contains(root) { knownRoots.append(root) }
        }
        return AbsolutePath.relative(absolute, to: root)
    }

    /// Whether a baseline path still names a file, below any root this run met.
    func exists(_ key: String) -> Bool {
        knownRoots.contains { FileManager.default.fileExists(atPath: ($0 == "/" ? "" : $0) + "/" + key) }
    }
}
