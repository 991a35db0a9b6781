import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Every output format against its consumer's rules, on the Samples: JUnit against an XSD with
/// xmllint, SARIF against the OASIS 2.1.0 schema with Python's jsonschema, GitHub annotations
/// line by line, and the HTML report in headless Chromium.
@Suite(TestSupport.needs("xmllint", "python3", "chromium-headless-shell"))
struct ReporterTests {
    @Test("JSON numbers are printf's %.Nf, trimmed: halfway cases, negatives, large and tiny values, escapes")
    func jsonNumbersAndStrings() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.125, 0.375, 2.675, 1.005, -1.5, 1e15, -1e-9, 123456.789, 0.45455, 29.999999, -120.0]
        for _ in 0..<2000 {
            values.append(Double.random(in: -1000...1000, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000 + 0.0005)
        }
        for value in values {
            for decimals in 0...6 {
                var expected = String(format: "%.\(decimals)f", value)
                if expected.contains(".") {
                    while expected.hasSuffix("0") { expected.removeLast() }
                    if expected.hasSuffix(".") { expected.removeLast() }
                }
                if expected == "-0" { expected = "0" }
                #expect(JSONValue.format(value, decimals: decimals) == expected, "\(value) to \(decimals)")
            }
        }
        let text = JSONValue.object([
            ("plain", .string("caf\u{e9} \u{1F514} bell.caf")), ("escaped", .string("a\"b\\c\nd\te\u{1}")),
        ]).serialized()
        #expect(text.contains(#""plain": "café 🔔 bell.caf""#))
        #expect(text.contains(#""escaped": "a\"b\\c\nd\te\u0001""#))
    }
    static var report: CheckReport { TestSupport.samplesReport }

    static var errorFindings: Int { report.files.flatMap(\.findings).filter { $0.severity == .error }.count }

    static var allFindings: Int { report.files.flatMap(\.findings).count }

    /// The report of `check Samples` in one format, rendered in process as the command renders it
    /// from the repository's top.
    static func render(_ format: ReportFormat, _ report: CheckReport = TestSupport.samplesReport) -> String {
        format.reporter(options: ReporterOptions(verbose: true, baseDirectory: TestSupport.repositoryRoot)).render(report)
    }

    static func written(_ format: ReportFormat, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try render(format).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("Checkstyle is valid against its XSD: one file element per file, one error per finding, severities kept")
    func checkstyle() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try Self.written(.checkstyle, to: "checkstyle.xml", in: folder)
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
        let path = try Self.written(.gitlab, to: "gl-code-quality-report.json", in: folder)
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
        // A second check of the same files gives the same fingerprints, byte for byte.
        let again = Checker(configuration: try TestSupport.samplesConfiguration(), jobs: 2).check(paths: ["Samples/sounds"])
        let sounds = CheckReport(preset: Self.report.preset, files: Self.report.files.filter { $0.path.hasPrefix("Samples/sounds/") })
        #expect(Self.render(.gitlab, again) == Self.render(.gitlab, sounds))
    }

    @Test("JUnit is well-formed, valid against the JUnit XSD, and its counts match")
    func junit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = try Self.written(.junit, to: "junit.xml", in: folder)
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
        let path = try Self.written(.sarif, to: "out.sarif", in: folder)
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
        let lines = Self.render(.github).split(separator: "\n")
        #expect(lines.count == Self.allFindings)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=") })
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Samples/sounds/too-long.caf,title=alertpack sound.duration::31.00 s; must be under 30 s%0AFix: ")
            })
    }

    @Test("Xcode lines name the path, the level, the message and the rule")
    func xcode() throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: ["Samples/sounds/too-long.caf"])
        #expect(
            Self.render(.xcode, report) == """
                Samples/sounds/too-long.caf: error: 31.00 s; must be under 30 s [sound.duration]
                Samples/sounds/too-long.caf: note: 31.00 s; a temporary banner may stop the sound after about 5.00 s [sound.long]

                """)
    }
}
