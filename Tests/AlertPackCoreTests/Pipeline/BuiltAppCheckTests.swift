import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The checker on built apps, in process: which project a built app is compared with, what the
/// project declares for it, and a container that cannot be read as a run problem.
@Suite(TestSupport.needs("python3"))
struct BuiltAppCheckTests {
    static let corpus = TestSupport.generatedCorpus("make-built-apps.py", name: "built-apps-core")

    @Test("a built app and a project are paired when exactly one of each is named")
    func namedPair() {
        let pair = Checker.namedPair(["A.xcodeproj/", "Build/A.ipa", "Sounds"])
        #expect(pair == [AbsolutePath.of("Build/A.ipa"): "A.xcodeproj"])
        let app = Self.corpus + "/app/Good/Bark.app", archive = Self.corpus + "/xcarchive/Good/Bark.xcarchive"
        #expect(Checker.namedPair(["A.xcodeproj/project.pbxproj", app + "/"]) == [app: "A.xcodeproj"])
        #expect(Checker.namedPair(["A.xcodeproj", "./A.xcodeproj", archive]) == [archive: "A.xcodeproj"])
        // A folder named .app that is no bundle is no built app.
        #expect(Checker.namedPair(["A.xcodeproj", Self.corpus + "/app/Good"]).isEmpty)
        #expect(Checker.namedPair(["A.xcodeproj", "X.ipa", "Y.ipa"]).isEmpty)
        #expect(Checker.namedPair(["A.xcodeproj", "B.xcodeproj", "X.ipa"]).isEmpty)
        #expect(Checker.namedPair(["X.ipa"]).isEmpty)
    }

    @Test("what the Stale project declares for its app: icons, sounds, and the service extension the build lacks")
    func declaredFromProject() throws {
        let project = XcodeProject.read(folder: Self.corpus + "/Stale/Stale.xcodeproj")
        let inspection = try BuiltAppInspector(aliases: NameAliases()).inspect(path: Self.corpus + "/Stale/Stale.ipa")
        let declared = try DeclaredApp.read(project, builtAs: inspection.facts, at: Self.corpus + "/Stale/Stale.ipa", preferred: nil).get()
        #expect(declared.target == "Stale")
        #expect(declared.sounds == ["ping.caf"], "\(declared.sounds)")
        #expect(declared.extensions.map(\.target) == ["Service"])
        #expect(declared.extensions.first?.extensionPoint == "com.apple.usernotifications.service")
        // By name only (a project found near the app): Good's Bark is no app of Stale's.
        let good = try BuiltAppInspector(aliases: NameAliases()).inspect(path: Self.corpus + "/ipa/Good.ipa")
        #expect(throws: (any Error).self) {
            try DeclaredApp.read(project, builtAs: good.facts, at: "Good.ipa", preferred: nil, byNameOnly: true).get()
        }
    }

    @Test("a container that cannot be read is a run problem naming it; the others are reported")
    func unreadableIsAProblem() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Data("not a zip".utf8).write(to: URL(fileURLWithPath: folder + "/Bad.ipa"))
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [
            folder + "/Bad.ipa", Self.corpus + "/ipa/Good.ipa",
        ])
        #expect(report.problems.count == 1 && report.problems.first?.hasPrefix(folder + "/Bad.ipa: ") == true, "\(report.problems)")
        #expect(report.exitCode(strict: false) == 2)
        #expect(report.files.first?.path == Self.corpus + "/ipa/Good.ipa" && report.files.first?.kind == .builtApp)
        // Its sounds follow it, each under the app's path and the path inside.
        #expect(
            report.files.dropFirst().map(\.path)
                == ["chime.caf", "ping.caf"].map { Self.corpus + "/ipa/Good.ipa/Payload/Bark.app/" + $0 })
    }

    @Test("the live report keeps a built app's report and its sounds' together; a broken one is a problem until it is fixed")
    func liveReport() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let app = folder + "/Build/Bark.ipa"
        try FileManager.default.createDirectory(atPath: folder + "/Build", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.corpus + "/ipa/Good.ipa", toPath: app)
        let watcher = ReportWatcher(
            checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), paths: [folder + "/Build"],
            output: folder + "/report.html", reloadSeconds: 1)
        try watcher.start()
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(page.contains("Bark.ipa/Payload/Bark.app/ping.caf") && page.contains("Bark.ipa/Payload/Bark.app/chime.caf"))
        #expect(watcher.run.problems.isEmpty)
        // Broken (cut short: a walk leaves alone only what does not even start as a zip): no
        // report, a problem naming it; the page says so.
        let whole = try Data(contentsOf: URL(fileURLWithPath: app))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: app))
        let broken = try watcher.poll()
        #expect(broken.isEmpty || broken.allSatisfy { $0.kind != .added }, "\(broken)")
        #expect(watcher.run.problems.count == 1 && watcher.run.problems.first?.hasPrefix(app + ": ") == true, "\(watcher.run.problems)")
        #expect(!(try String(contentsOfFile: folder + "/report.html", encoding: .utf8)).contains("Payload/Bark.app/ping.caf"))
        // Mended: the reports are back and the problem gone.
        try FileManager.default.removeItem(atPath: app)
        try FileManager.default.copyItem(atPath: Self.corpus + "/ipa/TransparentIcon.ipa", toPath: app)
        let mended = try watcher.poll()
        #expect(mended.map(\.path) == [app] && mended.first?.verdict == .fail, "\(mended)")
        #expect(watcher.run.problems.isEmpty)
    }

    @Test("the receiving app read from a build: its signed entitlements, its service extensions, the files where sounds are looked up")
    func receiverFromBuild() throws {
        let checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        let path = Self.corpus + "/ipa/SoundInFolder.ipa"
        let receiver = try #require(try NotificationReceiver.built(path, checker: checker))
        #expect(receiver.isBuilt && receiver.project == path && receiver.app.target == "Bark")
        #expect(
            receiver.app.isEntitled(TargetSetup.timeSensitiveEntitlement) && receiver.app.entitlementsFile == "the signature of Payload/Bark.app/Bark"
        )
        #expect(receiver.serviceExtensions.map(\.target) == ["NotificationService"])
        #expect(receiver.bundlePaths?["ping.caf"] == path + "/Payload/Bark.app/ping.caf" && receiver.bundlePaths?["Info.plist"] != nil)
        #expect(receiver.bundlePaths?["alarm.caf"] == nil && receiver.bundleFolders == ["alarm.caf": "Sounds/alarm.caf"])
        #expect(receiver.failingSounds.isEmpty)
        // Unsigned and without a profile: what it is entitled to is unknown, never taken as missing.
        let unsigned = try #require(try NotificationReceiver.built(Self.corpus + "/ipa/Unsigned.ipa", checker: checker))
        #expect(!unsigned.app.entitlementsKnown && !unsigned.app.lacks(TargetSetup.timeSensitiveEntitlement))
        // An .app named itself is named by its folder.
        let app = try #require(try NotificationReceiver.built(Self.corpus + "/app/Good/Bark.app", checker: checker))
        #expect(app.app.target == "Bark" && app.bundlePaths?["chime.caf"] == Self.corpus + "/app/Good/Bark.app/chime.caf")
    }
}
