import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `TuistProject`, the reader of Tuist manifests committed without their `.xcodeproj`, on the
/// projects scripts/make-tuist-projects.py writes: each gives the `XcodeProject` the script says
/// Tuist would generate (targets, configurations, icon names, resources, entitlements and
/// Info.plists), what Swift computes is listed as not read and never guessed, the project rules'
/// own questions answer as for a pbxproj, and a manifest that cannot be read says why.
@Suite(TestSupport.needs("python3"))
struct TuistProjectTests {
    static let script = TestSupport.repositoryPath("scripts/make-tuist-projects.py")

    static func generate() throws -> (folder: String, described: [String: [String: Any]]) { try ProjectSpecFixtures.generate(script) }

    static func described(_ setup: TargetSetup) -> [String: JSONNode] { ProjectSpecFixtures.described(setup) }

    @Test func eachProjectReadsAsTheGeneratorWroteIt() throws {
        let (folder, described) = try Self.generate()
        defer { TestSupport.remove(folder) }
        for (name, facts) in described.sorted(by: { $0.key < $1.key }) where facts["problem"] == nil {
            let manifest = folder + "/" + (facts["manifest"] as? String ?? "")
            let project = TuistProject.read(path: manifest)
            #expect(project.problem == nil, "\(name): \(project.problem ?? "")")
            #expect(project.documentPath == manifest, "\(name)")
            #expect(project.folder == FileName.parent(of: manifest) + "/" + (facts["folder"] as? String ?? ""), "\(name)")
            #expect(project.configurations == facts["configurations"] as? [String: [String]], "\(name)")
            #expect(project.resources == facts["resources"] as? [String: [String]], "\(name)")
            #expect(project.folderReferences == facts["folderReferences"] as? [String: [String]], "\(name)")
            let icons = (facts["icons"] as? [[String: Any]] ?? []).map { icon in
                var entry = TargetIcons(
                    target: icon["target"] as? String ?? "", configuration: icon["configuration"] as? String ?? "",
                    primary: icon["primary"] as? String, alternates: icon["alternates"] as? [String] ?? [])
                entry.productType = "com.apple.product-type.application"
                return entry
            }
            #expect(project.icons == icons, "\(name)")
            let notRead = facts["notRead"] as? [String] ?? []
            #expect(project.notRead.count == notRead.count, "\(name): \(project.notRead)")
            for words in notRead { #expect(project.notRead.contains { $0.contains(words) }, "\(name): \(words) in \(project.notRead)") }
            let setups = facts["setups"] as? [[String: Any]] ?? []
            #expect(project.setups.count == setups.count, "\(name)")
            for (setup, expected) in zip(project.setups, setups) {
                var want = JSONNode(foundation: expected).object ?? [:]
                let problems = want.removeValue(forKey: "problems")?.array?.compactMap(\.string) ?? []
                #expect(Self.described(setup) == want, "\(name): \(setup.label)")
                #expect(setup.problems.count == problems.count, "\(name): \(setup.label): \(setup.problems)")
                for words in problems { #expect(setup.problems.contains { $0.contains(words) }, "\(name): \(setup.label): \(words)") }
            }
        }
    }

    /// Which app receives notifications, with which extensions and bundled sounds, and what
    /// each icon set is to the app that ships: as for a pbxproj.
    @Test func rulesQuestionsAnswerAsForAPbxproj() throws {
        let (folder, described) = try Self.generate()
        defer { TestSupport.remove(folder) }
        for (name, facts) in described.sorted(by: { $0.key < $1.key }) {
            guard let receiverFacts = facts["receiver"] as? [String: Any], let roles = facts["roles"] as? [String: String] else { continue }
            let manifest = folder + "/" + (facts["manifest"] as? String ?? "")
            let project = TuistProject.read(path: manifest)
            let receiver = try project.receiver(target: nil).get()
            #expect(receiver.app.target == receiverFacts["app"] as? String, "\(name)")
            #expect(receiver.app.configuration == receiverFacts["configuration"] as? String, "\(name)")
            #expect(receiver.serviceExtensions.map(\.target) == receiverFacts["serviceExtensions"] as? [String], "\(name)")
            let sounds = (receiver.bundlePaths ?? [:]).keys.filter { $0.hasSuffix(".caf") }.sorted()
            #expect(sounds == receiverFacts["sounds"] as? [String], "\(name)")
            for (set, role) in roles.sorted(by: { $0.key < $1.key }) {
                let read = project.role(of: FileName.parent(of: manifest) + "/" + set)
                let said: String? =
                    switch read {
                    case .primary?: "primary"
                    case .alternate?: "alternate"
                    case .extensionIcon?: "extensionIcon"
                    case .notShipped?: "notShipped"
                    case nil: nil
                    }
                #expect(said == role, "\(name): \(set)")
            }
        }
    }

    /// Manifests Tuist itself would refuse, or past the bounds: a problem naming the file, and nothing read.
    @Test func unreadableManifestsSayWhyNamingTheFile() throws {
        let (folder, described) = try Self.generate()
        defer { TestSupport.remove(folder) }
        let broken = described.filter { $0.value["problem"] != nil }
        #expect(broken.count >= 3)
        for (name, facts) in broken.sorted(by: { $0.key < $1.key }) {
            let project = TuistProject.read(path: folder + "/" + (facts["manifest"] as? String ?? ""))
            let problem = try #require(project.problem, "\(name)")
            #expect(problem.contains(facts["problem"] as? String ?? "?"), "\(name): \(problem)")
            #expect(problem.contains("Project.swift") && !problem.contains(folder), "\(name): \(problem)")
            #expect(project.setups.isEmpty && project.icons.isEmpty && project.resources.isEmpty, "\(name)")
        }
        let missing = TuistProject.read(path: folder + "/nowhere/Project.swift")
        #expect(missing.problem?.hasPrefix("Project.swift: ") == true, "\(missing.problem ?? "")")
    }

    /// A `Project.swift` that is no Tuist manifest (a Swift package's) does not hide the valid
    /// XcodeGen spec beside it: the spec governs the folder's icon sets.
    @Test func aManifestThatIsNoProjectDoesNotHideTheSpecBesideIt() throws {
        let (folder, _) = try Self.generate()
        defer { TestSupport.remove(folder) }
        var locator = ProjectLocator(ignore: IgnorePatterns())
        let set = AbsolutePath.of(folder) + "/beside-xcodegen/Resources/Assets.xcassets/AppIcon.appiconset"
        #expect(locator.projects(governing: set) == [AbsolutePath.of(folder) + "/beside-xcodegen/project.yml"])
    }

    /// `--changed-since`: a changed manifest brings the icon sets it governs (as a changed
    /// .xcodeproj does); a changed helper file brings every manifest below its `Tuist/` folder,
    /// with their icon sets.
    @Test(TestSupport.needs("git"))
    func changedManifestsAndHelpersBringWhatTheyGovern() throws {
        let (folder, _) = try Self.generate()
        defer { TestSupport.remove(folder) }
        let repository = AbsolutePath.of(folder) + "/helpers"
        TestSupport.remove(repository + "/.git")
        let identity = ["-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"]
        for arguments in [["init", "-q"], ["add", "-A"], identity + ["commit", "-q", "-m", "one"]] {
            #expect(try TestSupport.run("git", ["-C", repository] + arguments).status == 0, "git \(arguments)")
        }
        let sets = ["Beta", "Relay Icon"].map { repository + "/App/Resources/Assets.xcassets/\($0).appiconset" }
        let helper = repository + "/Tuist/ProjectDescriptionHelpers/Constants.swift"
        try (String(contentsOfFile: helper, encoding: .utf8) + "// changed\n").write(toFile: helper, atomically: true, encoding: .utf8)
        let byHelper = try ChangedFiles.since("HEAD", in: repository)
        #expect(Set(byHelper.paths) == Set([helper, repository + "/App/Project.swift"] + sets), "\(byHelper.paths)")
        #expect(try TestSupport.run("git", ["-C", repository, "checkout", "-q", "--", "."]).status == 0)
        let manifest = repository + "/App/Project.swift"
        try (String(contentsOfFile: manifest, encoding: .utf8) + "// changed\n").write(toFile: manifest, atomically: true, encoding: .utf8)
        let byManifest = try ChangedFiles.since("HEAD", in: repository)
        #expect(Set(byManifest.paths) == Set([manifest] + sets), "\(byManifest.paths)")
    }
}
