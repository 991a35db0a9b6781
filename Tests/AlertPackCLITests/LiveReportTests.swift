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

    /// `report Assets -o report.html --watch` in a fresh folder holding `sounds` (from
    /// Samples/sounds), its terminal output in out.txt: the root, the report, the process.
    static func startWatching(_ sounds: [String]) throws -> (root: String, html: String, out: String, process: Process) {
        let root = try TestSupport.temporaryDirectory()
        let folder = root + "/Assets"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for sound in sounds {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/" + sound), toPath: folder + "/" + sound)
        }
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
        return (root, html, out, process)
    }

    @Test("a file copied into a watched folder appears in the page with its verdict, a deleted one leaves it")
    func watch() throws {
        let (root, html, out, process) = try Self.startWatching(["chime.caf"])
        defer { TestSupport.remove(root) }
        let folder = root + "/Assets"
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let terminal = { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }
        try Self.waitFor("the first report") { terminal().contains("watching") }
        let first = try Self.dom(html)
        #expect(!first.contains("http-equiv=\"refresh\""), "no blind reload")
        #expect(first.contains("data-live=\""), "the page looks at its stamp")
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

    /// Reads one line from a pipe (waiting up to 60 s).
    static func line(_ handle: FileHandle, _ buffer: inout Data) throws -> String {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                return line
            }
            let more = handle.availableData
            if more.isEmpty { break }
            buffer.append(more)
        }
        throw TestSupport.PeerFailure(message: "the probe said nothing more: \(String(decoding: buffer, as: UTF8.self))")
    }

    static func json(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }

    @Test(
        "the page in Chromium: no reload while nothing changes, one reload after a change with the filter kept; the file left at Ctrl-C is a plain report"
    )
    func reloadsOnlyOnChange() throws {
        let (root, html, out, watcher) = try Self.startWatching(["clipped.wav", "alert.mp3"])
        defer { TestSupport.remove(root) }
        let folder = root + "/Assets"
        defer { if watcher.isRunning { watcher.terminate() } }
        let terminal = { (try? String(contentsOfFile: out, encoding: .utf8)) ?? "" }
        try Self.waitFor("the first report") { terminal().contains("watching") }
        #expect(FileManager.default.fileExists(atPath: html + ".live.js"))

        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", TestSupport.repositoryPath("scripts/live-report-probe.py"), html, "3"]
        let input = Pipe(), output = Pipe()
        probe.standardInput = input
        probe.standardOutput = output
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        defer { if probe.isRunning { probe.terminate() } }
        var buffer = Data()
        let idle = try Self.json(Self.line(output.fileHandleForReading, &buffer))
        #expect(idle["loads"] as? Int == 1, "no reload while nothing changes: \(idle)")
        #expect(idle["filter"] as? String == "fail")
        #expect(try Self.json(Self.line(output.fileHandleForReading, &buffer))["phase"] as? String == "ready")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: folder + "/too-long.caf")
        try Self.waitFor("the change on the terminal") { terminal().contains("added Assets/too-long.caf") }
        input.fileHandleForWriting.write(Data("changed\n".utf8))
        let changed = try Self.json(Self.line(output.fileHandleForReading, &buffer))
        #expect(changed["loads"] as? Int == 2, "one reload after the change: \(changed["loads"] ?? "?")")
        #expect(changed["filter"] as? String == "fail", "the filter is kept")
        #expect((changed["text"] as? String ?? "").contains("Assets/too-long.caf"))
        probe.waitUntilExit()

        kill(watcher.processIdentifier, SIGINT)
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 0, "a stopped watch ends well")
        #expect(terminal().contains("plain report"))
        let left = try String(contentsOfFile: html, encoding: .utf8)
        #expect(!left.contains("data-live=") && left.contains("Assets/too-long.caf"), "the file left is a plain report")
        #expect(!FileManager.default.fileExists(atPath: html + ".live.js"), "the stamp is gone")
    }
}
