import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Notification features that span files, on the projects `scripts/make-notify-projects.py`
/// writes: each `notify.*` rule fires on its misconfiguration and stays silent on the fixed form.
@Suite(TestSupport.needs("python3"))
struct NotifyTests {
    static let corpus = TestSupport.generatedCorpus("make-notify-projects.py", name: "notify")

    /// The `notify.*` rule ids (with their severity) of each reported file, by path below the corpus.
    static func notifyFindings(_ result: TestSupport.ProcessResult) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for file in try CheckOutput.of(result).files {
            let path = String(file.path.dropFirst(corpus.count + 1))
            found[path] = file.findings.filter { $0.rule.hasPrefix("notify.") }.map { "\($0.rule) \($0.severity)" }.sorted()
        }
        return found
    }

    @Test("check: the communication setup of each app is held to its entitlements and Info.plist")
    func projects() throws {
        let result = try TestSupport.alertpack(["check", Self.corpus, "--format", "json"])
        #expect(result.status != 2, "\(result.stderr)")
        let found = try Self.notifyFindings(result)
        let expected: [String: [String]] = [
            "Comms/Comms.xcodeproj/project.pbxproj": [],
            "Fixed/Fixed.xcodeproj/project.pbxproj": [],
            "Broken/Broken.xcodeproj/project.pbxproj": ["notify.communication error", "notify.communication info"],
            "NoIntents/NoIntents.xcodeproj/project.pbxproj": ["notify.communication error"],
            "NoService/NoService.xcodeproj/project.pbxproj": ["notify.communication info"],
            "NoTimeSensitive/NoTimeSensitive.xcodeproj/project.pbxproj": [],
            "NoCritical/NoCritical.xcodeproj/project.pbxproj": [],
        ]
        for (path, rules) in expected { #expect(found[path] == rules, "\(path): \(found[path] ?? ["not reported"])") }
    }

    @Test("lint-payload: each payload is held against the app of the project above it")
    func payloads() throws {
        let result = try TestSupport.alertpack(["lint-payload", Self.corpus, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let found = try Self.notifyFindings(result)
        let expected: [String: [String]] = [
            "Comms/payloads/message.json": [],
            "Comms/payloads/live-activity.json": [],
            "Fixed/payloads/all.json": [],
            "Fixed/payloads/time-sensitive.json": [],
            "NoTimeSensitive/payloads/time-sensitive.json": ["notify.time-sensitive error"],
            "NoCritical/payloads/critical-level.json": ["notify.critical warning"],
            "NoCritical/payloads/critical-sound.json": ["notify.critical warning"],
            "NoService/payloads/mutable.json": ["notify.mutable-content warning"],
            "NoService/payloads/mutable-silent.json": ["notify.mutable-content warning"],
            "WrongCase/payloads/sound.json": ["notify.bundle-file error"],
            "WrongCase/payloads/missing.json": ["notify.bundle-file warning"],
            "LongSound/payloads/alarm.json": ["notify.bundle-file error"],
            // A blue folder reference is copied as the folder (BlueFolder.app/Sounds/ping.caf), where
            // the system never looks; a synchronized folder's files land at the bundle's top level.
            "BlueFolder/payloads/sound.json": ["notify.bundle-file error"],
            "BlueFolder/payloads/launch.json": ["notify.bundle-file error"],
            "SyncFolder/payloads/sound.json": [],
            "SyncFolder/payloads/launch.json": [],
            "Avatars/payloads/tiny.json": ["notify.avatar warning"],
            "Avatars/payloads/huge.json": ["notify.avatar warning"],
            "Avatars/payloads/broken.json": ["notify.avatar warning"],
            "Avatars/payloads/beside.json": ["notify.avatar warning"],
            "Avatars/payloads/remote.json": [],
            "Categories/payloads/message.json": [],
            "Categories/payloads/order.json": [],
            "Categories/payloads/promo.json": ["notify.category warning"],
            "Broken/payloads/critical.json": ["notify.avatar warning", "notify.bundle-file error", "notify.critical warning"],
            "Broken/payloads/misspelt-level.json": ["notify.interruption-level error", "notify.relevance-score error"],
            // Two apps in the project above: no receiver unless --project and --target say which.
            "TwoApps/payloads/time-sensitive.json": [],
        ]
        for (path, rules) in expected { #expect(found[path] == rules, "\(path): \(found[path] ?? ["not reported"])") }
    }

    @Test("--project and --target name the receiving app; a wrong or missing name is exit 2 with what there is")
    func projectAndTarget() throws {
        let payload = Self.corpus + "/TwoApps/payloads/time-sensitive.json"
        let project = Self.corpus + "/TwoApps/TwoApps.xcodeproj"
        let chosen = try TestSupport.alertpack(["lint-payload", payload, "--project", project, "--target", "TwoApps", "--format", "json"])
        #expect(try CheckOutput.of(chosen).files.first?.rules.contains("notify.time-sensitive") == true)
        let ambiguous = try TestSupport.alertpack(["lint-payload", payload, "--project", project])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("the apps Service, TwoApps; name the one that receives with --target"), "\(ambiguous.stderr)")
        let unknown = try TestSupport.alertpack(["lint-payload", payload, "--project", project, "--target", "Nope"])
        #expect(unknown.status == 2 && unknown.stderr.contains("has no app target Nope"), "\(unknown.stderr)")
        let notProject = try TestSupport.alertpack(["lint-payload", payload, "--project", Self.corpus + "/TwoApps"])
        #expect(notProject.status == 2 && notProject.stderr.contains("not an Xcode project"), "\(notProject.stderr)")
        let targetAlone = try TestSupport.alertpack(["lint-payload", payload, "--target", "TwoApps"])
        #expect(targetAlone.status == 2 && targetAlone.stderr.contains("give the project too"), "\(targetAlone.stderr)")
        // --actions: a category the app's categories file does not register; an unreadable file is exit 2.
        let categories = TestSupport.repositoryPath("Samples/actions/good.yml")
        let registered = try TestSupport.alertpack([
            "lint-payload", TestSupport.repositoryPath("Samples/payloads/unknown-category.json"),
            TestSupport.repositoryPath("Samples/payloads/category.json"),
            "--actions", categories, "--format", "json",
        ])
        let byName = Dictionary(uniqueKeysWithValues: try CheckOutput.of(registered).files.map { (FileName.last(of: $0.path), $0.rules) })
        #expect(byName["unknown-category.json"]?.contains("notify.category") == true && byName["category.json"]?.contains("notify.category") == false)
        let unreadable = try TestSupport.alertpack(["lint-payload", payload, "--actions", Self.corpus + "/none.yml"])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("none.yml"), "\(unreadable.stderr)")
        // --no-project: the payload alone, as before.
        let alone = try TestSupport.alertpack(["lint-payload", Self.corpus + "/NoTimeSensitive/payloads", "--no-project", "--format", "json"])
        #expect(try CheckOutput.of(alone).files.allSatisfy { !$0.rules.contains { $0.hasPrefix("notify.time") } })
    }
}
