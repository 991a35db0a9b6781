import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack check --changed-since REV` in a generated Android repository
/// (scripts/make-android-channel-history.py): a change to a channel's Kotlin alone brings its
/// module into the check, and a channel id whose sound changed is a warning naming the id and
/// both sounds; plain `check` says nothing of it.
@Suite(TestSupport.needs("python3", "git"))
struct AndroidChannelSoundCommandTests {
    @Test("check --changed-since: an uncommitted sound change of an existing channel is named; plain check is silent")
    func changedSinceNamesTheChannel() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-android-channel-history.py"), folder])
        let repository = folder + "/pending"
        let changed = try TestSupport.alertpack(["check", "--changed-since", "HEAD", "--format", "json"], in: repository)
        #expect(changed.status == 0, "\(changed.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: changed.stdoutData) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let module = try #require(files.first { ($0["path"] as? String) == "app/src/main/AndroidManifest.xml" }, "\(files)")
        let findings = (module["findings"] as? [[String: Any]] ?? []).filter { ($0["rule"] as? String) == "android.channel-sound-changed" }
        #expect(findings.count == 1)
        let message = findings.first?["message"] as? String ?? ""
        #expect(message.contains("channel \"alerts\" (app/src/main/java/com/example/chirp/Channels.kt:"), "\(message)")
        #expect(message.contains("now sets raw/bell, but at HEAD it set raw/chime"), "\(message)")
        #expect(findings.first?["severity"] as? String == "warning")
        let plain = try TestSupport.alertpack(["check", ".", "--format", "json"], in: repository)
        #expect(!plain.stdout.contains("android.channel-sound-changed"))
        // Nothing was written into the repository: the change is still the only one.
        let status = try TestSupport.run("git", ["-C", repository, "status", "--porcelain"])
        #expect(status.stdout == " M app/src/main/java/com/example/chirp/Channels.kt\n")
    }

    @Test("check --changed-since: a module in a nested repository is not compared, and the report says why")
    func nestedRepositoryIsSaid() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-android-channel-history.py"), folder])
        let changed = try TestSupport.alertpack(["check", "--changed-since", "HEAD", "--format", "json"], in: folder + "/nested")
        #expect(changed.status == 0, "\(changed.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: changed.stdoutData) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let module = try #require(files.first { ($0["path"] as? String) == "inner/app/src/main/AndroidManifest.xml" }, "\(files)")
        let notRead = (module["facts"] as? [String: Any])?["notRead"] as? [String] ?? []
        #expect(notRead.contains { $0.hasPrefix("channel history: HEAD: the module is in another git repository") }, "\(notRead)")
        let text = try TestSupport.alertpack(["check", "--changed-since", "HEAD", "--verbose"], in: folder + "/nested")
        #expect(text.stdout.contains("not read 1 part"), "\(text.stdout)")
    }

    @Test("check --changed-since in a Flutter app: a sound changed in uncommitted Dart alone brings the module in, and is named")
    func flutterDartChangeIsNamed() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-android-channel-history.py"), folder])
        let repository = folder + "/flutter/pending"
        let changed = try TestSupport.alertpack(["check", "--changed-since", "HEAD", "--format", "json"], in: repository)
        #expect(changed.status == 0, "\(changed.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: changed.stdoutData) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let module = try #require(files.first { ($0["path"] as? String) == "android/app/src/main/AndroidManifest.xml" }, "\(files)")
        let findings = (module["findings"] as? [[String: Any]] ?? []).filter { ($0["rule"] as? String) == "android.channel-sound-changed" }
        #expect(findings.count == 1)
        let message = findings.first?["message"] as? String ?? ""
        #expect(message.contains("channel \"orders\" (lib/notifications.dart:4) now sets raw/bell, but at HEAD it set raw/chime"), "\(message)")
        // The same bytes on a second run; nothing written into the repository.
        let again = try TestSupport.alertpack(["check", "--changed-since", "HEAD", "--format", "json"], in: repository)
        #expect(again.stdout == changed.stdout)
        let status = try TestSupport.run("git", ["-C", repository, "status", "--porcelain"])
        #expect(status.stdout == " M lib/notifications.dart\n")
    }
}
