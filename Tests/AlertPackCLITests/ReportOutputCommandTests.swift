import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What only the binary shows of its reports: the exit code in every format, --output and
/// --html beside the terminal summary, --verbose, progress on a terminal, paths relative to
/// the working folder, and the HTML report in headless Chromium. The formats' contents are
/// checked in process (AlertPackCoreTests' ReporterTests).
@Suite(TestSupport.needs("xmllint", "python3", "chromium-headless-shell"))
struct ReportOutputCommandTests {
    static func run(_ format: String, _ extra: [String] = []) throws -> TestSupport.ProcessResult {
        try TestSupport.alertpack(["check", "Samples", "--format", format, "--color", "never"] + extra)
    }

    static var report: CheckReport { TestSupport.samplesReport }

    @Test("exit codes are identical across formats", arguments: ["text", "json", "junit", "sarif", "github", "xcode", "gitlab", "checkstyle"])
    func sameExitCode(_ format: String) throws {
        #expect(try TestSupport.alertpack(["check", "Samples/sounds", "--format", format]).status == 1)
        #expect(try TestSupport.alertpack(["check", "Samples/sounds/chime.caf", "--format", format]).status == 0)
        #expect(try TestSupport.alertpack(["check", "Samples/sounds/late-start.wav", "--format", format, "--strict"]).status == 1)
    }

    @Test("GitHub annotations from another folder name files relative to the repository's top")
    func githubFromAnotherFolder() throws {
        // From another folder the paths stay relative to the repository's top, which is where
        // GitHub resolves them (outside a git work tree: to the folder it runs in).
        let inside = try TestSupport.alertpack(["check", "sounds/too-long.caf", "--format", "github"], in: TestSupport.repositoryPath("Samples"))
        let top = RepositoryRoot.of(TestSupport.repositoryRoot) == nil ? "" : "Samples/"
        #expect(inside.stdout.hasPrefix("::error file=\(top)sounds/too-long.caf,"))
    }

    @Test("--output writes the chosen format to a file while the terminal keeps the text summary")
    func outputFile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.run("sarif", ["--output", folder + "/r.sarif"])
        #expect(result.stdout.contains("files checked with preset ios"))
        let written = try String(contentsOfFile: folder + "/r.sarif", encoding: .utf8)
        #expect(written.contains("\"version\": \"2.1.0\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["r.sarif"])
    }

    @Test("text lists passing files only with --verbose")
    func verbose() throws {
        let quiet = try Self.run("text")
        #expect(!quiet.stdout.contains("Samples/sounds/chime.wav  PASS"))
        #expect(quiet.stdout.contains("not listed; --verbose lists them"))
        #expect(try Self.run("text", ["--verbose"]).stdout.contains("Samples/sounds/chime.wav  PASS"))
    }

    @Test("progress appears on a terminal for a large batch, never when piped or with --quiet")
    func progress() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for index in 0..<60 {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: "\(folder)/s\(index).caf")
        }
        // `script` gives the command a terminal; its transcript holds what the terminal saw.
        let onTerminal = try TestSupport.run("script", ["-qec", "\(TestSupport.binary) check \(folder) 2>&1 >/dev/null", "/dev/null"])
        #expect(onTerminal.stdout.contains("[60/60]"), "\(onTerminal.stdout)")
        let quiet = try TestSupport.run("script", ["-qec", "\(TestSupport.binary) check \(folder) --quiet 2>&1 >/dev/null", "/dev/null"])
        #expect(!quiet.stdout.contains("[60/60]"))
        #expect(try TestSupport.alertpack(["check", folder]).stderr.isEmpty)
    }

    @Test("the HTML report opens in headless Chromium without script errors and shows every asset")
    func htmlInBrowser() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let html = folder + "/report.html"
        let result = try TestSupport.alertpack(["report", "Samples", "-o", html])
        #expect(result.status == 1, "exit codes are those of check")
        let text = try String(contentsOfFile: html, encoding: .utf8)
        // Every sound with a length, except one past the decoding budget, gets a waveform and a player.
        let sounds = Self.report.files.filter {
            $0.kind == .sound && $0.facts.sound?.frames != nil && !$0.ruleIDs.contains("sound.not-measured")
        }.count
        #expect(text.components(separatedBy: "<svg class=\"wave\"").count - 1 == sounds)
        #expect(text.components(separatedBy: "<audio ").count - 1 == sounds)
        #expect(text.components(separatedBy: "<section class=\"asset").count - 1 == Self.report.files.count)
        #expect(!text.contains("http://") && !text.contains("https://"), "the file is self-contained")
        // The same input gives the same file.
        try TestSupport.alertpack(["check", "Samples", "--html", folder + "/again.html", "--quiet"])
        #expect(try String(contentsOfFile: folder + "/again.html", encoding: .utf8) == text)
        // HTML is a format like the others: to a file, or to standard output.
        try TestSupport.alertpack(["check", "Samples", "--format", "html", "-o", folder + "/format.html", "--quiet"])
        #expect(try String(contentsOfFile: folder + "/format.html", encoding: .utf8) == text)
        #expect(try TestSupport.alertpack(["check", "Samples", "--format", "html"]).stdout == text)

        let dom = try TestSupport.run("chromium-headless-shell", ["--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + html])
        #expect(dom.stdout.contains("data-ready=\"yes\""), "the page's script ran to the end")
        #expect(dom.stdout.contains("<pre id=\"script-errors\" hidden=\"\"></pre>"), "no script error was caught")
        try TestSupport.run(
            "chromium-headless-shell",
            [
                "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1100,1400", "--screenshot=\(folder)/shot.png", "file://" + html,
            ])
        let shot = try Data(contentsOf: URL(fileURLWithPath: folder + "/shot.png"))
        #expect(shot.count > 20_000 && shot.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("--html works with every command that reports: verify and the linters write it too, with placeholders where there are no media")
    func htmlFromEveryCommand() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for (name, arguments) in [
            ("verify", ["verify", "Tests/Fixtures/packages/Good"]),
            ("payload", ["lint-payload", "Samples/payloads/good.json"]),
            ("actions", ["lint-actions", "Samples/actions/good.yml"]),
        ] {
            let html = folder + "/\(name).html"
            let result = try TestSupport.alertpack(arguments + ["--html", html])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let text = try String(contentsOfFile: html, encoding: .utf8)
            #expect(text.hasPrefix("<!doctype html>") && text.hasSuffix("</html>\n"), "\(name)")
            #expect(text.contains("<section class=\"asset pass\""), "\(name)")
        }
    }

    @Test("the visual report stays small: 20 sounds and 50 icons in under 5 MB, previews as FLAC, large icons embedded at the size shown")
    func reportSize() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let sounds = ["chime.wav", "long.caf", "late-start.wav", "chime.aiff", "quiet.wav"]
        try FileManager.default.createDirectory(atPath: folder + "/Sounds", withIntermediateDirectories: true)
        for index in 0..<20 {
            let name = sounds[index % sounds.count]
            try FileManager.default.copyItem(
                atPath: TestSupport.repositoryPath("Samples/sounds/" + name), toPath: folder + "/Sounds/\(index)-" + name)
        }
        let masters = IconsTests.masters
        for (index, master) in ["master.png", "detail.png", "transparent.png"].enumerated() {
            let made = try TestSupport.alertpack([
                "icons", masters + "/" + master, "--out", folder + "/Icons\(index).appiconset", "--all-sizes", "--background", "white",
            ])
            #expect(made.status == 0, "\(made.stderr)")
        }
        let listing = try TestSupport.alertpack(["check", "--format", "json", folder + "/Icons0.appiconset", folder + "/Icons1.appiconset"])
        #expect(try CheckOutput.of(listing).files.filter { $0.path.hasSuffix(".png") }.count >= 34)
        let html = folder + "/report.html"
        #expect(
            try TestSupport.alertpack(["report", folder + "/Sounds", folder + "/Icons0.appiconset", folder + "/Icons1.appiconset", "-o", html]).status
                == 0)
        let text = try String(contentsOfFile: html, encoding: .utf8)
        let size = try FileManager.default.attributesOfItem(atPath: html)[.size] as? Int ?? 0
        #expect(size < 5_000_000, "\(size) bytes")
        #expect(text.components(separatedBy: "data:audio/flac;base64,").count - 1 == 20)
        #expect(!text.contains("data:audio/wav"))
        // The 1024 App Store image is shown at 256 px, and embedded at that size.
        let marker = "1024x1024 px, shown at 25%"
        #expect(text.contains(marker))
        let start = try #require(text.range(of: "<code>" + folder + "/Icons0.appiconset/Icons0.png</code>"))
        let section = text[start.upperBound...]
        let uri = try #require(section.range(of: "data:image/png;base64,"))
        let encoded = section[uri.upperBound...].prefix { $0 != "'" && $0 != "\"" }
        let png = try #require(Data(base64Encoded: String(encoded)))
        let width = png.count > 24 ? Int(png[16]) << 24 | Int(png[17]) << 16 | Int(png[18]) << 8 | Int(png[19]) : 0
        #expect(width == 256, "embedded at \(width) px")
    }
}
