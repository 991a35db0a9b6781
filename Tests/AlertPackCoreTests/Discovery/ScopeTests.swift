import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

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

    @Test("a path's spellings are one key (./, //, trailing /, absolute, ..); discovery keeps the first spelling met")
    func pathSpellings() throws {
        // `..` is taken by name after a folder that is no link (so the folders must exist).
        let top = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(top) }
        let here = top + "/app"
        for folder in ["Sounds", "Other"] {
            try FileManager.default.createDirectory(atPath: here + "/" + folder, withIntermediateDirectories: true)
        }
        let key = PathKey("Sounds/a.caf", from: here)
        for spelling in ["./Sounds/a.caf", "Sounds//a.caf", here + "/Sounds/a.caf", "Other/../Sounds/./a.caf", "../app/Sounds/a.caf"] {
            #expect(PathKey(spelling, from: here) == key, "\(spelling)")
        }
        #expect(PathKey("Sounds/b.caf", from: here) != key)
        #expect(PathKey("caf\u{E9}.caf", from: here) != PathKey("cafe\u{301}.caf", from: here), "two files on Linux")
        let samples = TestSupport.repositoryPath("Samples")
        let found = FileDiscovery().discover([samples + "/sounds", samples + "/./sounds/", samples])
        #expect(Set(found.sounds).count == found.sounds.count)
        let inSounds = found.sounds.filter { AbsolutePath.of($0).hasPrefix(samples + "/sounds/") }
        #expect(inSounds.allSatisfy { $0.hasPrefix(samples + "/sounds/") && !$0.contains("/./") }, "\(inSounds.prefix(3))")
        #expect(inSounds.count == FileDiscovery().discover([samples + "/sounds"]).sounds.count)
    }
}
