import AlertPackTestSupport
import Foundation
import Testing

/// `check` on Tuist projects with no `.xcodeproj` committed (issue 45): the manifest stands for
/// the project, is reported under its Project.swift, is judged by the project rules (fires on
/// the broken form, silent on the fixed), says what it computes instead of guessing, and gives
/// the same verdicts whether the tree, the app's folder, the manifest or a set alone is named.
/// Projects are written by scripts/make-tuist-projects.py.
@Suite(TestSupport.needs("python3"))
struct TuistCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-tuist-projects.py", name: "tuist-cli")

    static func files(_ result: TestSupport.ProcessResult) throws -> [String: [String: Any]] { try LooseReport.files(result) }

    static func rules(_ file: [String: Any]?) -> [String] { LooseReport.findings(file) }

    @Test("the manifest is the project: reported under Project.swift with its targets' icons, judged by the project rules")
    func manifestReported() throws {
        let folder = Self.corpus + "/chime"
        let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder]))
        let manifest = try #require(files[folder + "/Project.swift"], "\(files.keys.sorted())")
        #expect(manifest["kind"] as? String == "project")
        let facts = try #require(manifest["facts"] as? [String: Any])
        let icons = (facts["icons"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(icons == ["AppIcon", "Dark"], "\(facts)")
        #expect(facts["notRead"] == nil, "\(facts)")
        #expect(Self.rules(manifest).contains("notify.communication error"), "\(Self.rules(manifest))")
        let fixed = Self.corpus + "/chime-fixed"
        let fixedFiles = try Self.files(try TestSupport.alertpack(["check", "--format", "json", fixed]))
        let fixedRules = Self.rules(fixedFiles[fixed + "/Project.swift"])
        #expect(!fixedRules.contains { $0.hasPrefix("notify.communication") }, "\(fixedRules)")
    }

    @Test("the same verdicts whether the tree, the app's folder, the manifest or a set alone is named")
    func sameVerdictWhateverIsNamed() throws {
        let folder = Self.corpus + "/chime"
        let set = folder + "/Resources/Assets.xcassets/Dark.appiconset"
        let image = set + "/Dark.png"
        var verdicts: [String: [String]] = [:]
        for named in [Self.corpus, folder, set] {
            let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", named]))
            verdicts[named] = Self.rules(files[image])
            #expect(files[image] != nil, "\(named)")
        }
        #expect(Set(verdicts.values).count == 1, "\(verdicts)")
        let whole = try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder]))
        let alone = try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder + "/Project.swift"]))
        #expect(Self.rules(alone[folder + "/Project.swift"]) == Self.rules(whole[folder + "/Project.swift"]))
        #expect(alone[folder + "/Project.swift"]?["facts"] as? NSDictionary == whole[folder + "/Project.swift"]?["facts"] as? NSDictionary)
    }

    @Test("what the manifest computes is listed as not read, and no project rule errs on it")
    func computedIsSaidNotGuessed() throws {
        for name in ["computed", "helper-app"] {
            let folder = Self.corpus + "/" + name
            let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder]))
            let manifest = try #require(files[folder + "/Project.swift"], "\(name): \(files.keys.sorted())")
            let notRead = (manifest["facts"] as? [String: Any])?["notRead"] as? [String] ?? []
            #expect(!notRead.isEmpty && notRead.allSatisfy { $0.contains("computed") || $0.contains("not known") }, "\(name): \(notRead)")
            #expect(!Self.rules(manifest).contains { $0.hasSuffix(" error") }, "\(name): \(Self.rules(manifest))")
        }
    }

    @Test("a Project.swift without `import ProjectDescription`, or beside a committed .xcodeproj, stands for no project")
    func notEveryProjectSwiftIsAProject() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/other", withIntermediateDirectories: true)
        try Data("import Foundation\nlet project = Project()\n".utf8).write(to: URL(fileURLWithPath: root + "/other/Project.swift"))
        try FileManager.default.copyItem(atPath: Self.corpus + "/chime", toPath: root + "/committed")
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/Chirp.xcodeproj"), toPath: root + "/committed/Chirp.xcodeproj")
        let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", root]))
        #expect(files[root + "/other/Project.swift"] == nil)
        #expect(files[root + "/committed/Project.swift"] == nil)
        #expect(files[root + "/committed/Chirp.xcodeproj/project.pbxproj"]?["kind"] as? String == "project")
    }
}
