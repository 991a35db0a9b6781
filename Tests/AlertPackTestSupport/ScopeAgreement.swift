import AlertPackCore
import Foundation

/// One verdict at every scope: a file checked in the whole tree, in its app's folder or named
/// alone gets the same verdict and the same rule ids (issue 27).
package enum ScopeAgreement {
    /// "verdict: rule, rule" for each report, by absolute path.
    package static func verdicts(_ report: CheckReport) -> [String: String] {
        var verdicts: [String: String] = [:]
        for file in report.files {
            verdicts[AbsolutePath.of(file.path)] = "\(file.verdict.rawValue): " + file.findings.map(\.rule).sorted().joined(separator: ", ")
        }
        return verdicts
    }

    /// Checks `root` whole, each folder in it, and every file reported alone; returns every
    /// report that differs from the whole tree's (empty when all agree), and how many files
    /// were compared.
    package static func disagreements(root: String, configuration: CheckConfiguration) -> (problems: [String], files: Int) {
        let whole = verdicts(Checker(configuration: configuration, jobs: 2).check(paths: [root]))
        var problems: [String] = []
        func compare(_ scope: String, _ report: CheckReport, expecting named: String? = nil) {
            for (path, verdict) in verdicts(report) where whole[path] != verdict {
                problems.append("\(path) checked as \(scope): \(verdict); in the whole tree: \(whole[path] ?? "not reported")")
            }
            if let named, verdicts(report)[AbsolutePath.of(named)] == nil {
                problems.append("\(named) named alone was not reported (\(report.skipped) \(report.problems))")
            }
        }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root))?.sorted().map { root + "/" + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return !URL(fileURLWithPath: path).lastPathComponent.hasPrefix(".")
                && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        for folder in folders ?? [] {
            compare("folder \(folder)", Checker(configuration: configuration, jobs: 2).check(paths: [folder]))
        }
        let alone = whole.keys.sorted()
        // Two at a time (as the machines that run this have two cores), each into its own slot.
        let slots = Locked([CheckReport?](repeating: nil, count: alone.count))
        DispatchQueue.concurrentPerform(iterations: alone.count) { index in
            let report = Checker(configuration: configuration, jobs: 1).check(paths: [alone[index]])
            slots.update { $0[index] = report }
        }
        let reports = slots.current.compactMap { $0 }
        for (path, report) in zip(alone, reports) { compare("alone", report, expecting: path) }
        return (problems, whole.count)
    }

    /// The tree `scripts/make-scope-tree.py` makes (a project with an alternate and an extension's
    /// icon set, sets with slots and an unassigned file, watch and launch sets, sounds, .icon
    /// documents), in a new folder of its own.
    package static func fixtureTree() throws -> String {
        let root = try TestSupport.temporaryDirectory()
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-scope-tree.py"), root + "/tree"])
        return root + "/tree"
    }
}
