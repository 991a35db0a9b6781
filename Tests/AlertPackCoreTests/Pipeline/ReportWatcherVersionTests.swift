import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A live page reloads when what it shows changes, not when a file's time does.
struct ReportWatcherVersionTests {
    /// The version the page's stamp names, and the page's own file identity and bytes.
    static func state(_ folder: String) throws -> (stamp: String, page: String, inode: UInt64) {
        let stamp = try String(contentsOfFile: folder + "/report.html.live.js", encoding: .utf8)
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        let inode = try #require(FileManager.default.attributesOfItem(atPath: folder + "/report.html")[.systemFileNumber] as? UInt64)
        return (stamp, page, inode)
    }

    /// Sets a file's modification time `seconds` after now, as `touch` or a checkout does.
    static func touch(_ path: String, _ seconds: Int) {
        var times = [timespec(tv_sec: time(nil) + seconds, tv_nsec: 0), timespec(tv_sec: time(nil) + seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    @Test("a touched file, or one written again with the same bytes, keeps the version; new bytes bump it")
    func versionFollowsWhatThePageShows() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Assets", withIntermediateDirectories: true)
        let sound = folder + "/Assets/alert.caf"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: sound)
        let watcher = ReportWatcher(
            checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), paths: [folder + "/Assets"],
            output: folder + "/report.html", reloadSeconds: 1)
        try watcher.start()
        let before = try Self.state(folder)
        #expect(before.stamp.hasPrefix("alertpackLive(\""))

        // touch: a later time, the same bytes.
        Self.touch(sound, 5)
        #expect(try watcher.poll().isEmpty, "a touch is no change")
        #expect(try Self.state(folder) == before, "the page is not written again; its version stays")

        // A checkout that leaves the bytes equal: a new file (new inode, new time), same content.
        try FileManager.default.removeItem(atPath: sound)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: sound)
        Self.touch(sound, 10)
        #expect(try watcher.poll().isEmpty)
        #expect(try Self.state(folder) == before)

        // New bytes under the same name: the version bumps and the change is said.
        try FileManager.default.removeItem(atPath: sound)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: sound)
        Self.touch(sound, 15)
        let changes = try watcher.poll()
        #expect(changes.map(\.kind) == [.modified] && changes.first?.verdict == .fail, "\(changes)")
        let after = try Self.state(folder)
        #expect(after.stamp != before.stamp)
        #expect(after.page.contains("data-live=\"") && !after.page.contains(before.stamp.dropFirst(15).prefix(16)))
    }
}
