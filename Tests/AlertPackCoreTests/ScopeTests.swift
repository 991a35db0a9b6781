import Foundation
import Testing

@testable import AlertPackCore

/// One verdict at every scope: a file checked in the whole tree, in its app's folder or named
/// alone gets the same verdict and the same rule ids (issue 27).
enum ScopeAgreement {
    /// "verdict: rule, rule" for each report, by absolute path.
    static func verdicts(_ report: CheckReport) -> [String: String] {
        var verdicts: [String: String] = [:]
        for file in report.files {
            verdicts[AbsolutePath.of(file.path)] = "\(file.verdict.rawValue): " + file.findings.map(\.rule).sorted().joined(separator: ", ")
        }
        return verdicts
    }

    /// Checks `root` whole, each folder in it, and every file reported alone; returns every
    /// report that differs from the whole tree's (empty when all agree), and how many files
    /// were compared.
    static func disagreements(root: String, configuration: CheckConfiguration) -> (problems: [String], files: Int) {
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
            return !FileName.last(of: path).hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        for folder in folders ?? [] {
            compare("folder \(folder)", Checker(configuration: configuration, jobs: 2).check(paths: [folder]))
        }
        let alone = whole.keys.sorted()
        let reports = ParallelMap.map(alone, jobs: 2) { path in Checker(configuration: configuration, jobs: 1).check(paths: [path]) }
        for (path, report) in zip(alone, reports) { compare("alone", report, expecting: path) }
        return (problems, whole.count)
    }

    /// The tree `scripts/make-scope-tree.py` makes (a project with an alternate and an extension's
    /// icon set, sets with slots and an unassigned file, watch and launch sets, sounds, .icon
    /// documents), in a new folder of its own.
    static func fixtureTree() throws -> String {
        let root = try TestSupport.temporaryDirectory()
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-scope-tree.py"), root + "/tree"])
        return root + "/tree"
    }
}

struct ScopeTests {
    @Test("the same verdict and rule ids for every file: whole tree, each folder, each file alone (fixture tree)")
    func fixtureAgreement() throws {
        let root = try ScopeAgreement.fixtureTree()
        defer { TestSupport.remove(FileName.parent(of: root)) }
        let result = ScopeAgreement.disagreements(root: root, configuration: try TestSupport.defaultConfiguration())
        #expect(result.files > 60)
        #expect(result.problems.isEmpty, "\(result.problems.joined(separator: "\n"))")
        // What the context decides, as the whole tree and the file alone both see it: the
        // alternate's transparent App Store image is a warning, not the primary icon's error.
        let light = root + "/Chirp/Chirp/Assets.xcassets/Light.appiconset/icon.png"
        let alone = ScopeAgreement.verdicts(Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [light]))
        #expect(alone[AbsolutePath.of(light)] == "warn: icon.alpha")
    }

    /// Public iOS app repositories (docs/real-world.md lists the ones used): set
    /// ALERTPACK_SCOPE_CORPUS to their folders, separated by colons. CI has none and skips.
    @Test(
        "the same verdict and rule ids for every file of real repositories, at every scope",
        .enabled(if: ProcessInfo.processInfo.environment["ALERTPACK_SCOPE_CORPUS"] != nil))
    func realAgreement() throws {
        let roots = (ProcessInfo.processInfo.environment["ALERTPACK_SCOPE_CORPUS"] ?? "").split(separator: ":").map(String.init)
        for root in roots {
            let result = ScopeAgreement.disagreements(root: root, configuration: try TestSupport.defaultConfiguration())
            print("scope agreement: \(root): \(result.files) files, \(result.problems.count) disagreements")
            #expect(result.problems.isEmpty, "\(root):\n\(result.problems.prefix(40).joined(separator: "\n"))")
        }
    }

    @Test("a file in a set is judged in its slot; a set's finding about a file goes with the file; Contents.json checks its set")
    func fileInSet() throws {
        let set = TestSupport.repositoryPath("Samples/icons/Broken.xcassets/AppIcon.appiconset")
        let wrongSize = try TestSupport.check(set + "/Icon-20@3x.png")
        #expect(wrongSize.findings.map(\.rule) == ["icon.size"])
        let unassigned = try TestSupport.check(set + "/old-icon.png")
        #expect(unassigned.findings.map(\.rule) == ["icon.unassigned"])
        #expect(unassigned.findings.first?.subject == "old-icon.png")
        let whole = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [set + "/Contents.json"])
        #expect(whole.files.count == 7)
        #expect(whole.files.first { $0.path.hasSuffix("Contents.json") }?.findings.map(\.rule) == ["icon.missing"])
        // A layer of an Icon Composer document is checked as the document.
        let bundles = TestSupport.repositoryPath("Samples/icon-bundles")
        let document = try #require(
            FileManager.default.contentsOfDirectory(atPath: bundles).sorted().first { $0.hasSuffix(".icon") })
        let layers = try FileManager.default.contentsOfDirectory(atPath: "\(bundles)/\(document)/Assets").sorted()
        let layer = try #require(layers.first)
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: ["\(bundles)/\(document)/Assets/\(layer)"])
        #expect(report.files.map(\.path) == ["\(bundles)/\(document)"])
    }

    @Test("named paths that hold nothing are exit 2 naming the path, unless --allow-empty; --force-exclude applies ignore:")
    func emptyPaths() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        try "notes\n".write(toFile: root + "/empty/README.md", atomically: true, encoding: .utf8)
        for path in [root + "/empty", root + "/missing", "/dev/zero"] {
            let result = try TestSupport.alertpack(["check", path, "--color", "never"])
            #expect(result.status == 2, "\(path): \(result.stdout)")
            #expect(result.stderr.contains(path), "\(result.stderr)")
            let allowed = try TestSupport.alertpack(["check", path, "--allow-empty", "--color", "never"])
            #expect(allowed.status == 0, "\(path): \(allowed.stderr)")
        }
        let fifo = root + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let named = try TestSupport.alertpack(["check", fifo])
        #expect(named.status == 2)
        #expect(named.stderr.contains("a FIFO"), "\(named.stderr)")
        // A regular file that is no asset is skipped, as pre-commit hooks name every file.
        let readme = try TestSupport.alertpack(["check", root + "/empty/README.md"])
        #expect(readme.status == 0)
        // --force-exclude: the config's ignore patterns apply to what is named.
        try FileManager.default.createDirectory(atPath: root + "/Pods", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: root + "/Pods/long.caf")
        try "ignore: [\"Pods/\"]\n".write(toFile: root + "/.alertpack.yml", atomically: true, encoding: .utf8)
        #expect(try TestSupport.alertpack(["check", "Pods/long.caf"], in: root).status == 1)
        #expect(try TestSupport.alertpack(["check", "Pods/long.caf", "--force-exclude"], in: root).status == 0)
        #expect(try TestSupport.alertpack(["check", "."], in: root).status == 2)  // only ignored files: nothing to check
    }
}
