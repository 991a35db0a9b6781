import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The folder walks of one reading of an XcodeGen spec or a Tuist manifest (review of issue 45):
/// each source and patterns, or root glob of a target, walked once; all of them within one
/// budget of names (`ProjectSpecWalks`); what was not walked said in a few notes; the folders
/// each Tuist target names counted once for the manifest. On the specs and manifests
/// scripts/make-xcodegen-projects.py and scripts/make-tuist-projects.py write with `--hostile`,
/// which asked for tens of millions of names (or of set insertions) before: each is read, its
/// targets all there, well within a hang guard.
@Suite(TestSupport.needs("python3"))
struct ProjectSpecWalkTests {
    /// A hang guard, not a timing (speed is `make bench`'s): each case reads in a few seconds in
    /// a debug build on a busy machine, where the unbounded walks took minutes.
    static let guardSeconds = 60.0

    /// The hostile cases `script` writes, in a new folder (removed by the caller), and what it
    /// says a reader finds in each.
    static func hostile(_ script: String) throws -> (folder: String, described: [String: [String: Any]]) {
        let folder = try TestSupport.temporaryDirectory()
        let output = try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/" + script), "--hostile", folder]).stdoutData
        let described = try #require(try JSONSerialization.jsonObject(with: output) as? [String: [String: Any]])
        return (folder, described)
    }

    /// What a hostile case's reading must say: every target read, each expected note among a few.
    static func expectRead(_ project: XcodeProject, _ facts: [String: Any], _ name: String, seconds: Double) {
        #expect(seconds < guardSeconds, "\(name): \(seconds) s")
        #expect(project.problem == nil, "\(name): \(project.problem ?? "")")
        #expect(project.configurations.count == facts["targets"] as? Int, "\(name): \(project.configurations.count) targets")
        let notes = facts["notRead"] as? [String] ?? []
        #expect(project.notRead.count <= ProjectSpecWalks.maxNotes + 1 && (notes.isEmpty == project.notRead.isEmpty), "\(name): \(project.notRead)")
        for words in notes { #expect(project.notRead.contains { $0.contains(words) }, "\(name): \(words) in \(project.notRead)") }
    }

    @Test func repeatedXcodeGenSourcesAreWalkedOnceWithinOneBudget() throws {
        let (folder, described) = try Self.hostile("make-xcodegen-projects.py")
        defer { TestSupport.remove(folder) }
        #expect(!described.isEmpty)
        for (name, facts) in described.sorted(by: { $0.key < $1.key }) {
            let started = Date()
            let project = XcodeGenSpec.read(path: folder + "/" + (facts["spec"] as? String ?? ""))
            Self.expectRead(project, facts, name, seconds: Date().timeIntervalSince(started))
            // Every target shares the sources: each gets what the first does.
            let resources = Set(project.resources.values.map { $0 })
            #expect(resources.count == 1, "\(name): \(resources.count) different resource lists")
        }
    }

    @Test func manyTuistTargetsAndRepeatedRootGlobsFinish() throws {
        let (folder, described) = try Self.hostile("make-tuist-projects.py")
        defer { TestSupport.remove(folder) }
        #expect(described.count == 2)
        for (name, facts) in described.sorted(by: { $0.key < $1.key }) {
            let started = Date()
            let project = TuistProject.read(path: folder + "/" + (facts["manifest"] as? String ?? ""))
            Self.expectRead(project, facts, name, seconds: Date().timeIntervalSince(started))
        }
    }

    /// A walk is done once per key, however often it is asked for; the names are shared until
    /// spent, then no walk is done; refusals past the first few are one count.
    @Test func walksAreRememberedAndShareOneBudget() {
        var walks = ProjectSpecWalks()
        var calls = 0
        for _ in 0..<1_000 {
            let found = walks.walk("R\u{0}*.md", limit: 10) { budget in
                calls += 1
                budget -= 4
                return ["R/a.caf"]
            }
            #expect(found == ["R/a.caf"])
        }
        #expect(calls == 1 && walks.remaining == ProjectSpecWalks.maxNames - 4)
        let large = walks.walk("big", limit: .max) { budget in
            budget -= ProjectSpecWalks.maxNames
            return budget < 0 ? nil : []
        }
        #expect(large == nil && walks.isSpent)
        let after = walks.walk("after", limit: 10) { _ in
            Issue.record("walked when spent")
            return []
        }
        #expect(after == nil)
        var notes: [String] = []
        for index in 0..<(ProjectSpecWalks.maxNotes + 3) { walks.refuse("note \(index)", into: &notes) }
        #expect(notes.count == ProjectSpecWalks.maxNotes && walks.summary?.hasPrefix("3 more sources or globs: not walked") == true)
        #expect(ProjectSpecWalks().summary == nil)
    }

    /// A Tuist target's own folders are not "another target's" to it, a folder two targets name is
    /// another's to both, and a target past those counted has none of its own.
    @Test func tuistFolderOwnersCountEachTargetOnce() {
        let owners = TuistFolderOwners([["A", "A", "Shared"], ["B", "Shared"], []])
        #expect(!owners.namedByOthers("A", besides: 0) && owners.namedByOthers("A", besides: 1) && owners.namedByOthers("A", besides: 2))
        #expect(owners.namedByOthers("Shared", besides: 0) && owners.namedByOthers("Shared", besides: 1))
        #expect(!owners.namedByOthers("C", besides: 0) && owners.namedByOthers("B", besides: 7))
        // What a root glob found inside another target's folder, at any depth, is that target's.
        #expect(owners.namesAnyFolder(of: "B/Sounds/x.caf", besides: 0) && !owners.namesAnyFolder(of: "B/Sounds/x.caf", besides: 1))
        #expect(!owners.namesAnyFolder(of: "Bx/y.caf", besides: 0) && !owners.namesAnyFolder(of: "C/B/y.caf", besides: 0))
    }

    /// XcodeGen's folders that are one file: those whose extension has an Xcode file type.
    @Test func xcodeGenWrappersAreTheFoldersWithAFileType() {
        for name in ["Assets.xcassets", "Extra.bundle", "AppIcon.icon", "Guide.docc", "Model.xcdatamodeld", "Scene.scnassets", "Kit.xcframework"] {
            #expect(XcodeGenFileWrappers.isWrapper(name), "\(name)")
        }
        for name in ["Sounds.v2", "en.lproj", "Sounds", ".xcassets", "Sounds.", "Old.XCASSETS"] {
            #expect(!XcodeGenFileWrappers.isWrapper(name), "\(name)")
        }
    }
}
