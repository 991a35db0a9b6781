import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `report --watch` as a designer uses it: the command runs, a file is copied into the folder,
/// the terminal says so, and the page (which reloads itself) shows the file with its verdict in
/// headless Chromium; a file deleted leaves the page.
@Suite(TestSupport.needs("chromium-headless-shell"))
struct LiveReportTests {
    /// Waits up to 60 s for `condition`.
    static func waitFor(_ what: String, _ condition: () -> Bool) throws {
        for _ in 0..<600 {
            if condition() { return }
            usleep(100_000)
        }
        throw TestSupport.PeerFailure(message: "timed out waiting for \(what)")
    }

    static func dom(_ html: String) throws -> String {
        try TestSupport.run("chromium-headless-shell", ["--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + html]).stdout
    }

    @Test("a file copied into a watched folder appears in the page with its verdict, a deleted one leaves it")
    func watch() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let folder = root + "/Assets"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: folder + "/chime.caf")
        let html = root + "/report.html"
        let out = root + "/out.txt"
        #expect(FileManager.default.createFile(atPath: out, contents: nil))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestSupport.binary)
        process.arguments = ["report", "Assets", "-o", html, "--watch", "--interval", "0.2", "--no-config"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let terminal = { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }
        try Self.waitFor("the first report") { terminal().contains("watching") }
        let first = try Self.dom(html)
        #expect(first.contains("http-equiv=\"refresh\""), "the page reloads itself")
        #expect(first.contains("Assets/chime.caf"))
        #expect(!first.contains("Assets/too-long.caf"))

        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: folder + "/too-long.caf")
        try Self.waitFor("the change on the terminal") { terminal().contains("added Assets/too-long.caf  FAIL") }
        let second = try Self.dom(html)
        let section = try #require(second.range(of: "<code>Assets/too-long.caf</code>"), "the new file is in the page")
        // Its heading carries its verdict.
        #expect(second[..<section.lowerBound].suffix(200).contains("<span class=\"badge fail\">FAIL</span>"))
        #expect(second.contains("1 failed, 0 with warnings, 1 passed"))

        try FileManager.default.removeItem(atPath: folder + "/chime.caf")
        try Self.waitFor("the removal on the terminal") { terminal().contains("removed Assets/chime.caf") }
        #expect(!(try Self.dom(html)).contains("Assets/chime.caf"))
        #expect(process.isRunning)
    }
}
