import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Whole projects scripts/make-android-icons.py --projects writes, checked with the android preset
/// as `alertpack check` does: small icons named only in code (a Capacitor schedule call, notifee's
/// options, both branches of a Dart conditional, just_audio_background) are judged, and the
/// module's minSdk, read from build.gradle(.kts), decides which API-level variants are measured.
@Suite(TestSupport.needs("python3"))
struct AndroidSmallIconProjectTests {
    struct Project: Decodable {
        var name: String
        var expect: [String: [String]]
        var unjudged: [String]
        var what: String
    }

    static let folder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-android-icon-projects-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        let result = try? TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-android-icons.py"), "--projects", folder])
        precondition(result?.status == 0, "make-android-icons.py --projects failed: \(result?.stderr ?? "did not run")")
        return folder
    }()

    static func projects() throws -> [Project] {
        try JSONDecoder().decode([Project].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/projects.json")))
    }

    /// The small-icon findings of one project's Android module, by the resource each is about.
    static func findings(_ project: Project) throws -> [String: [Finding]] {
        let configuration = try CheckConfiguration.resolve(presetReference: "android", configPath: nil, useConfigFile: false)
        let report = Checker(configuration: configuration, jobs: 1).check(paths: [folder + "/" + project.name])
        let module = report.files.filter { $0.kind == .androidProject }
        var found: [String: [Finding]] = [:]
        for finding in module.flatMap(\.findings) where finding.rule.hasPrefix("android.small-icon-") {
            found[finding.subject ?? "", default: []].append(finding)
        }
        return found
    }

    @Test("each project's named icons fire exactly the rules it lists; a literal given to a call, or in a comment, names nothing")
    func eachProject() throws {
        let projects = try Self.projects()
        #expect(projects.count == 5)
        for project in projects {
            let found = try Self.findings(project)
            let said = found.mapValues { $0.map { "\($0.severity) \($0.rule): \($0.message)" } }
            for (resource, rules) in project.expect {
                #expect(Set(found[resource, default: []].map(\.rule)) == Set(rules), "\(project.name) \(resource) (\(project.what)): \(said)")
            }
            #expect(Set(found.keys).isSubset(of: Set(project.expect.keys)), "\(project.name): only the named icons: \(said)")
            for resource in project.unjudged { #expect(found[resource] == nil, "\(project.name): \(resource) is not named") }
        }
    }

    @Test("the finding says where code names the icon")
    func namedPlace() throws {
        let project = try #require(try Self.projects().first { $0.name == "capacitor-schedule" })
        let solid = try #require(try Self.findings(project)["ic_stat_x"]?.first { $0.rule == "android.small-icon-solid" })
        #expect(solid.severity == .error)
        #expect(solid.message.hasSuffix("(used by \(Self.folder)/capacitor-schedule/src/app.ts:6 smallIcon)"), "\(solid.message)")
    }

    @Test("minSdk: a literal in defaultConfig is read, Groovy or Kotlin script; a computed one is not")
    func minSdk() throws {
        func read(_ script: String, named name: String) throws -> Int? {
            let folder = try TestSupport.temporaryDirectory()
            defer { TestSupport.remove(folder) }
            try Data(script.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            var facts = AndroidProjectFacts(module: "app")
            return AndroidProjectReader.readBuild(folder: folder, facts: &facts)?.minSdk
        }
        #expect(try read("android {\n  defaultConfig {\n    minSdkVersion 16\n  }\n}\n", named: "build.gradle") == 16)
        #expect(try read("android {\n  defaultConfig {\n    minSdk = 24\n  }\n}\n", named: "build.gradle.kts") == 24)
        #expect(try read("android {\n  defaultConfig {\n    minSdkVersion(21)\n  }\n}\n", named: "build.gradle.kts") == 21)
        #expect(try read("android {\n  defaultConfig {\n    minSdkVersion flutter.minSdkVersion\n  }\n}\n", named: "build.gradle") == nil)
        #expect(try read("android {\n  productFlavors {\n    old {\n      minSdkVersion 9\n    }\n  }\n}\n", named: "build.gradle") == nil)
    }
}
