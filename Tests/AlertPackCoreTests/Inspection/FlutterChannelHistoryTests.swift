import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A Flutter app's notification channels, created in Dart, compared with a git revision's
/// (`android.channel-sound-changed`, issue 46), on the Flutter repositories
/// scripts/make-android-channel-history.py writes into `flutter/`: a sound changed in Dart fires
/// once, naming the id, both sounds and the Dart file; an unchanged channel, or one whose id changed
/// with its sound, is silent; a computed sound is said, never compared; a Kotlin channel at the
/// revision and a Dart one now are the same channel when their ids are.
@Suite(TestSupport.needs("python3", "git"))
struct FlutterChannelHistoryTests {
    typealias Case = AndroidChannelSoundChangedTests.Case

    /// The generated Flutter repositories (in a new folder whose parent the caller removes) and their cases.
    static func generate() throws -> (folder: String, cases: [Case]) {
        try AndroidChannelSoundChangedTests.generate(corpus: "flutter")
    }

    /// The module report's channel findings and what its facts say was not read.
    static func check(_ repository: String, since revision: String?) throws -> (findings: [Finding], notRead: [String]) {
        var checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        checker.changedSince = revision
        let report = checker.check(paths: [repository])
        #expect(report.problems.isEmpty)
        let module = report.files.first { $0.path.hasSuffix("android/app/src/main/AndroidManifest.xml") }
        guard case .androidProject(let facts)? = module?.facts else {
            Issue.record("no module report in \(report.files.map(\.path))")
            return ([], [])
        }
        return (module?.findings.filter { $0.rule == "android.channel-sound-changed" } ?? [], facts.notRead)
    }

    @Test("each Flutter case: a changed Dart sound fires once with the id, both sounds and file:line; the rest is silent")
    func generatedCases() throws {
        let (folder, cases) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: folder)) }
        #expect(cases.count == 8)
        for test in cases {
            let repository = folder + "/" + test.repository
            let (found, notRead) = try Self.check(repository, since: test.since)
            #expect(found.count == test.fires.count, "\(test.repository): \(found.map(\.message))")
            for (finding, change) in zip(found, test.fires) {
                #expect(finding.severity == .warning)
                #expect(finding.message.contains("channel \"\(change.id)\" (\(repository)/\(change.file):"), "\(finding.message)")
                #expect(finding.message.contains("now sets \(change.new), but at \(test.since) it set \(change.old)"), "\(finding.message)")
                if let old = change.oldFile { #expect(finding.message.contains("(\(repository)/\(old):"), "\(finding.message)") }
                #expect(finding.fix?.advice.contains("deleteNotificationChannel(\"\(change.id)\")") == true)
            }
            for note in test.notes ?? [] {
                #expect(notRead.contains { $0.hasPrefix("channel history: ../../lib/") && $0.contains(note) }, "\(test.repository): \(notRead)")
            }
            // Without a revision there is nothing to compare, and nothing about channels to say.
            let plain = try Self.check(repository, since: nil)
            #expect(plain.findings.isEmpty && !plain.notRead.contains { $0.hasPrefix("channel history") }, "\(test.repository)")
        }
    }

    @Test("the revision's Dart is read from git's objects, named from the module's folder, beside its Kotlin")
    func historyReadsDartAndKotlin() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: folder)) }
        let changed = AndroidChannelHistory.read(folder: folder + "/changed/android/app", sets: ["main"], flutter: true, revision: "HEAD~1")
        #expect(changed.notRead.isEmpty, "\(changed.notRead)")
        #expect(
            changed.channels.map { "\($0.file):\($0.line) \($0.id ?? "?")=\($0.sound ?? "-")" } == [
                "../../lib/notifications.dart:4 orders=chime", "../../lib/notifications.dart:13 orders=chime",
            ])
        // Without `flutter`, the app's lib/ is not the module's.
        #expect(AndroidChannelHistory.read(folder: folder + "/changed/android/app", sets: ["main"], revision: "HEAD~1").channels.isEmpty)
        let moved = AndroidChannelHistory.read(folder: folder + "/moved/android/app", sets: ["main"], flutter: true, revision: "HEAD~1")
        #expect(moved.channels.map(\.file) == ["src/main/kotlin/com/example/chirp/MainActivity.kt"])
        #expect(moved.channels.first?.sound == "chime")
        let computed = AndroidChannelHistory.read(folder: folder + "/computed/android/app", sets: ["main"], flutter: true, revision: "HEAD")
        #expect(computed.channels.count == 2 && computed.channels.allSatisfy { $0.sound == nil })
        #expect(
            computed.notRead.count == 2 && computed.notRead.allSatisfy { $0.hasPrefix("HEAD:../../lib/notifications.dart:") }, "\(computed.notRead)")
    }

    @Test("today's Dart channels: only a Flutter app's android/app has them; the walk is bounded and said")
    func todaysChannels() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: folder)) }
        let sources = try #require(FlutterChannelSources.read(module: folder + "/awesome/android/app"))
        #expect(sources.channels.map { "\($0.file) \($0.id ?? "?")=\($0.sound ?? "-")" } == ["../../lib/notifications.dart orders=bell"])
        #expect(sources.notRead.isEmpty)
        #expect(FlutterChannelSources.read(module: folder + "/awesome") == nil)
        #expect(FlutterChannelSources.read(module: FileName.parent(of: folder) + "/broken/app") == nil)
        var limits = AndroidProjectReader.Limits.standard
        limits.maxSourceFiles = 1
        let bounded = try #require(FlutterChannelSources.read(module: folder + "/awesome/android/app", limits: limits))
        #expect(bounded.notRead.contains { $0.contains("more than 1 Dart files") }, "\(bounded.notRead)")
        limits = .standard
        limits.maxSourceBytes = 100
        let small = try #require(FlutterChannelSources.read(module: folder + "/awesome/android/app", limits: limits))
        #expect(small.channels.isEmpty && small.notRead.contains { $0.hasPrefix("../../lib/notifications.dart: not read") }, "\(small.notRead)")
    }

    @Test("an android/ that is a link, or a pubspec without the Flutter SDK, is no Flutter app's module")
    func linksAndPlainPackages() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: folder)) }
        let linked = folder + "/linked"
        try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder + "/changed/pubspec.yaml", toPath: linked + "/pubspec.yaml")
        try FileManager.default.copyItem(atPath: folder + "/changed/lib", toPath: linked + "/lib")
        try FileManager.default.createSymbolicLink(atPath: linked + "/android", withDestinationPath: folder + "/changed/android")
        #expect(FlutterChannelSources.read(module: linked + "/android/app") == nil)
        try Data("name: plain\ndependencies:\n  path: ^1.0.0\n".utf8).write(to: URL(fileURLWithPath: folder + "/unchanged/pubspec.yaml"))
        #expect(FlutterChannelSources.read(module: folder + "/unchanged/android/app") == nil)
    }

    @Test("a changed Dart file of lib/ names its app's module manifest, so the module is checked with --changed-since")
    func changedDartNamesItsModule() throws {
        #expect(AndroidChannelHistoryScope.manifest(governing: "lib/notifications.dart") == "android/app/src/main/AndroidManifest.xml")
        #expect(
            AndroidChannelHistoryScope.manifest(governing: "apps/chirp/lib/src/lib/a.dart") == "apps/chirp/android/app/src/main/AndroidManifest.xml")
        #expect(AndroidChannelHistoryScope.manifest(governing: ".dart_tool/x/lib/a.dart") == nil)
        #expect(AndroidChannelHistoryScope.manifest(governing: "lib/build/a.dart") == nil)
        #expect(AndroidChannelHistoryScope.manifest(governing: "test/a.dart") == nil)
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: FileName.parent(of: folder)) }
        let changed = try ChangedFiles.since("HEAD", in: folder + "/pending")
        #expect(changed.paths.contains { $0.hasSuffix("pending/android/app/src/main/AndroidManifest.xml") }, "\(changed.paths)")
    }

    @Test("a Dart file of an app kept in a folder named lib names that app's module, not one at the top")
    func appInsideALibFolder() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let write = { (path: String) in
            try FileManager.default.createDirectory(atPath: FileName.parent(of: root + "/" + path), withIntermediateDirectories: true)
            try Data("name: x\n".utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }
        // A Flutter app at lib/apps/shop (its pubspec.yaml), one at lib/apps/cart (its module only).
        try write("lib/apps/shop/pubspec.yaml")
        try write("lib/apps/cart/android/app/src/main/AndroidManifest.xml")
        let scope = { (path: String) in AndroidChannelHistoryScope.manifest(governing: path, in: root) }
        #expect(scope("lib/apps/shop/lib/x.dart") == "lib/apps/shop/android/app/src/main/AndroidManifest.xml")
        #expect(scope("lib/apps/cart/lib/src/y.dart") == "lib/apps/cart/android/app/src/main/AndroidManifest.xml")
        // No app below: the first lib's, as without the repository (a package's lib/src/lib/ is its own).
        #expect(scope("apps/chirp/lib/src/lib/a.dart") == "apps/chirp/android/app/src/main/AndroidManifest.xml")
        #expect(AndroidChannelHistoryScope.manifest(governing: "lib/apps/shop/lib/x.dart") == "android/app/src/main/AndroidManifest.xml")
        // A pubspec.yaml that is a link is not followed (it may lead out of the repository).
        try FileManager.default.createDirectory(atPath: root + "/lib/apps/linked", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/lib/apps/linked/pubspec.yaml", withDestinationPath: root + "/lib/apps/shop/pubspec.yaml")
        #expect(scope("lib/apps/linked/lib/z.dart") == "android/app/src/main/AndroidManifest.xml")
    }

    @Test("a Dart file's path from the module's folder is named as the run names files")
    func pathsFromTheModule() {
        let history = AndroidChannelHistory(revision: "HEAD")
        let subject = { (module: String) in AndroidChannelHistorySubject(module: module, channels: [], history: history) }
        #expect(subject("chirp/android/app").path("../../lib/a.dart") == "chirp/lib/a.dart")
        #expect(subject("android/app").path("../../lib/a.dart") == "lib/a.dart")
        #expect(subject("/r/chirp/android/app").path("../../lib/a.dart") == "/r/chirp/lib/a.dart")
        #expect(subject("").path("../../lib/a.dart") == "../../lib/a.dart")
        #expect(subject("../app").path("../../lib/a.dart") == "../../lib/a.dart")
        #expect(subject("app").path("src/main/java/A.kt") == "app/src/main/java/A.kt")
    }
}
