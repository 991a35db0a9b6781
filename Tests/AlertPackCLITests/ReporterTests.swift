import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Every output format against its consumer's rules, on the Samples: JUnit against an XSD with
/// xmllint, SARIF against the OASIS 2.1.0 schema with Python's jsonschema, GitHub annotations
/// line by line, and the HTML report in headless Chromium.
@Suite(TestSupport.needs("xmllint", "python3", "chromium-headless-shell"))
struct ReporterTests {
    static func run(_ format: String, _ extra: [String] = []) throws -> TestSupport.ProcessResult {
        try TestSupport.alertpack(["check", "Samples", "--format", format, "--color", "never"] + extra)
    }

    static var report: CheckReport { TestSupport.samplesReport }

    static var errorFindings: Int { report.files.flatMap(\.findings).filter { $0.severity == .error }.count }

    static var allFindings: Int { report.files.flatMap(\.findings).count }

    @Test("exit codes are identical across formats", arguments: ["text", "json", "junit", "sarif", "github", "xcode", "gitlab", "checkstyle"])
    func sameExitCode(_ format: String) throws {
        #expect(try Self.run(format).status == 1)
        #expect(try TestSupport.alertpack(["check", "Samples/sounds/chime.caf", "--format", format]).status == 0)
        #expect(try TestSupport.alertpack(["check", "Samples/sounds/late-start.wav", "--format", format, "--strict"]).status == 1)
    }

    @Test("Checkstyle is valid against its XSD: one file element per file, one error per finding, severities kept")
    func checkstyle() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/checkstyle.xml"
        try Self.run("checkstyle").stdoutData.write(to: URL(fileURLWithPath: path))
        try TestSupport.peer("xmllint", ["--noout", "--schema", TestSupport.repositoryPath("Tests/Fixtures/checkstyle.xsd"), path])
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        #expect(xml.components(separatedBy: "<file ").count - 1 == Self.report.files.count)
        #expect(xml.components(separatedBy: "<error ").count - 1 == Self.allFindings)
        #expect(xml.components(separatedBy: "severity=\"error\"").count - 1 == Self.errorFindings)
        #expect(xml.contains("<file name=\"Samples/sounds/too-long.caf\">"))
    }

    @Test("GitLab Code Quality is valid against the format's schema, one issue per finding, with stable unique fingerprints")
    func gitlab() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/gl-code-quality-report.json"
        let first = try Self.run("gitlab").stdoutData
        try first.write(to: URL(fileURLWithPath: path))
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            report = json.load(open(sys.argv[2]))
            jsonschema.validate(report, schema)
            prints = [issue["fingerprint"] for issue in report]
            print(len(report), len(set(prints)), sum(1 for i in report if i["severity"] == "major"))
            """
        let counts = try TestSupport.peer(
            "python3", ["-c", script, TestSupport.repositoryPath("Tests/Fixtures/gitlab-codequality.schema.json"), path]
        )
        .stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(counts == [Self.allFindings, Self.allFindings, Self.errorFindings])
        #expect(try Self.run("gitlab").stdoutData == first)
    }

    @Test("JUnit is well-formed, valid against the JUnit XSD, and its counts match")
    func junit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/junit.xml"
        try Self.run("junit").stdoutData.write(to: URL(fileURLWithPath: path))
        try TestSupport.peer("xmllint", ["--noout", path])
        try TestSupport.peer("xmllint", ["--noout", "--schema", TestSupport.repositoryPath("Tests/Fixtures/junit.xsd"), path])
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        let failing = Self.report.files.filter { $0.verdict == .fail }.count
        #expect(xml.contains("<testsuites name=\"alertpack\" tests=\"\(Self.report.files.count)\" failures=\"\(failing)\""))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == Self.report.files.count)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == Self.errorFindings)
    }

    @Test("SARIF validates against the SARIF 2.1.0 schema and carries the rule catalogue")
    func sarif() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/out.sarif"
        try Self.run("sarif").stdoutData.write(to: URL(fileURLWithPath: path))
        let schema = TestSupport.repositoryPath(".build-tools/sarif-schema-2.1.0.json")
        #expect(FileManager.default.fileExists(atPath: schema), "run `make test-deps` to fetch the SARIF schema")
        let validate = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); document = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator(schema).validate(document)
            print(len(document["runs"][0]["results"]), len(document["runs"][0]["tool"]["driver"]["rules"]))
            """
        let counts = try TestSupport.peer("python3", ["-c", validate, schema, path]).stdout.split(separator: " ")
        #expect(Int(counts[0]) == Self.allFindings)
        #expect(Int(counts[1].trimmingCharacters(in: .whitespacesAndNewlines)) == RuleRegistry.descriptions.count)
        let sarif = try JSONDecoder().decode(SARIFOutput.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let run = try #require(sarif.runs.first)
        let duration = try #require(run.tool.driver.rules.first { $0.id == "sound.duration" })
        #expect(duration.help?.text.contains("SND-03") == true)
        let location = try #require(run.results.first?.locations.first?.physicalLocation.artifactLocation)
        #expect(location.uri.hasPrefix("Samples/"))
    }

    @Test("GitHub annotations: one line per finding, with the right relative file")
    func github() throws {
        let lines = try Self.run("github").stdout.split(separator: "\n")
        #expect(lines.count == Self.allFindings)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=") })
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Samples/sounds/too-long.caf,title=alertpack sound.duration::31.00 s; must be under 30 s%0AFix: ")
            })
        // From another folder the paths stay relative to the repository's top, which is where
        // GitHub resolves them (outside a git work tree: to the folder it runs in).
        let inside = try TestSupport.alertpack(["check", "sounds/too-long.caf", "--format", "github"], in: TestSupport.repositoryPath("Samples"))
        let top = RepositoryRoot.of(TestSupport.repositoryRoot) == nil ? "" : "Samples/"
        #expect(inside.stdout.hasPrefix("::error file=\(top)sounds/too-long.caf,"))
    }

    @Test("Xcode lines name the path, the level, the message and the rule")
    func xcode() throws {
        let out = try TestSupport.alertpack(["check", "Samples/sounds/too-long.caf", "--format", "xcode"]).stdout
        #expect(
            out == """
                Samples/sounds/too-long.caf: error: 31.00 s; must be under 30 s [sound.duration]
                Samples/sounds/too-long.caf: note: 31.00 s; a temporary banner may stop the sound after about 5.00 s [sound.long]

                """)
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
