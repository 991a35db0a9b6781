import AlertPackTestSupport
import Foundation
import Testing

/// `check` on XcodeGen projects with no `.xcodeproj` committed (issue 45): the spec stands for
/// the project, is reported under its project.yml, and gives its icon sets their roles whether
/// the tree, the app's folder or a set alone is named. Specs are written by
/// scripts/make-xcodegen-projects.py.
@Suite(TestSupport.needs("python3"))
struct XcodeGenCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-xcodegen-projects.py", name: "xcodegen-cli")

    static func files(_ result: TestSupport.ProcessResult) throws -> [String: [String: Any]] { try LooseReport.files(result) }

    static func rules(_ file: [String: Any]?) -> [String] { LooseReport.findings(file) }

    @Test("the spec is the project: reported under project.yml with its targets' icons, judged by the project rules")
    func specReported() throws {
        let folder = Self.corpus + "/station"
        let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", folder]))
        let spec = try #require(files[folder + "/project.yml"], "\(files.keys.sorted())")
        #expect(spec["kind"] as? String == "project")
        let facts = try #require(spec["facts"] as? [String: Any])
        let icons = (facts["icons"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(icons == ["AppIcon", "Dark"], "\(facts)")
        #expect(Self.rules(spec).contains("notify.communication error"), "\(Self.rules(spec))")
    }

    @Test("a set only a configuration that does not ship uses is judged so, whether the tree or the set alone is named")
    func setRolesFromTheSpec() throws {
        let folder = Self.corpus + "/station"
        let set = folder + "/Apps/Station/Sources/Resources/Assets.xcassets/Dark.appiconset"
        let image = set + "/Dark.png"
        for named in [folder, set] {
            let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", named]))
            #expect(Self.rules(files[image]) == ["icon.size info"], "\(named): \(files[image] ?? [:])")
        }
    }

    @Test("a ${NAME} in the spec is said as not read, and the report is the same whatever alertpack's environment holds")
    func environmentNeverRead() throws {
        let folder = Self.corpus + "/environment"
        let plain = try TestSupport.alertpack(["check", "--format", "json", folder])
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in ["ICON": "AppIcon", "SRC": ".", "BUNDLE_PREFIX": "com.example", "CI_DIR": ".", "ENTITLEMENTS_DIR": "App"] {
            environment[name] = value
        }
        let set = try TestSupport.run(TestSupport.binary, ["check", "--format", "json", folder], environment: environment)
        #expect(plain.stdout == set.stdout)
        let spec = try #require(try Self.files(plain)[folder + "/project.yml"])
        let notRead = (spec["facts"] as? [String: Any])?["notRead"] as? [String] ?? []
        #expect(notRead.contains("targets.Beacon.settings.ASSETCATALOG_COMPILER_APPICON_NAME: ${ICON}: environment variable, not read"), "\(notRead)")
        #expect(notRead.contains("targets.Beacon.sources[0].path: ${SRC}/App: environment variable, not read"), "\(notRead)")
    }

    @Test("a source's excludes leave its sounds out of the bundle; multi-platform targets have their resources, named as XcodeGen names them")
    func excludesAndPlatforms() throws {
        let bell = Self.corpus + "/excludes"
        let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", bell]))
        let spec = try #require(files[bell + "/project.yml"], "\(files.keys.sorted())")
        #expect(spec["kind"] as? String == "project")
        let clock = Self.corpus + "/multiplatform"
        let report = try Self.files(try TestSupport.alertpack(["check", "--format", "json", clock]))
        let facts = try #require(report[clock + "/project.yml"]?["facts"] as? [String: Any])
        let targets = (facts["targets"] as? [[String: Any]] ?? []).compactMap { $0["target"] as? String }
        #expect(Set(targets) == ["AlarmiOS", "AlarmtvOS", "Clock_iOS", "Clock_tvOS", "Desk", "MyFace", "Pager_iOS"], "\(facts)")
        #expect(!targets.contains("Clock"), "\(facts)")
    }

    @Test("a project.yml of another tool, or one beside a committed .xcodeproj, stands for no project")
    func notEverySpecIsAProject() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/other", withIntermediateDirectories: true)
        try Data("stages:\n  - build\n".utf8).write(to: URL(fileURLWithPath: root + "/other/project.yml"))
        try FileManager.default.copyItem(atPath: Self.corpus + "/station", toPath: root + "/committed")
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/Chirp.xcodeproj"), toPath: root + "/committed/Chirp.xcodeproj")
        let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json", root]))
        #expect(files[root + "/other/project.yml"] == nil)
        #expect(files[root + "/committed/project.yml"] == nil)
        #expect(files[root + "/committed/Chirp.xcodeproj/project.pbxproj"]?["kind"] as? String == "project")
    }
}
