import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Every command follows one contract (docs/architecture.md, "The command contract"): its
/// options come from the shared groups (`RunOptions`, `OutputOptions`), so no option is
/// declared twice; its result is a `CommandReport`, whose JSON starts with the one envelope.
@Suite("command contract")
struct CommandContractTests {
    /// Long names declared in more than one place because they name different things in
    /// different commands (or have different help there). The list may only shrink.
    static let allowedTwice: [(name: String, reason: String)] = [
        ("actions", "lint-payload's categories to judge against; preview's, for the expanded view"),
        ("app-name", "lint-payload: repeatable names to flag; preview: the one name shown"),
        ("background", "fix: what transparent pixels are composited on; icons: where an opaque icon is required"),
        ("build-configuration", "check's judging configuration; package's packaged configuration"),
        ("changed-since", "check: the files to check; report: the comparison to draw"),
        ("font", "the linters' measuring font; preview's drawing font"),
        ("markdown", "rules: print the catalogue; report: the summary file"),
        ("max-duration", "convert: the cut; package: the cut with --convert"),
        ("no-project", "lint-payload and preview: the same words, in two commands' own groups"),
        ("out", "icons, package, preview, keys generate: each its own kind of output"),
        ("output", "a check's report file; report's HTML page; convert's output sound"),
        ("preset", "the commands that apply rules: the preset; verify: one instead of the rules the manifest records"),
        ("project", "check: a project to check; lint-payload: the receiver; package: the shipped targets"),
        ("quality", "convert and fix: IMA4 effort, with different help"),
        ("strings", "lint-payload and preview: the strings folder, with different help"),
        ("target", "lint-payload: the receiving app; package: the targets packaged"),
        ("to", "convert and package --convert: the target format"),
    ]

    /// The options every command shares through the contract's groups: declared exactly once.
    static let contractOptions = ["jobs", "format", "strict", "color"]

    @Test("no CLI option is declared twice across Sources/alertpack")
    func optionsDeclaredOnce() throws {
        #expect(Self.allowedTwice.count <= 17, "the allow-list may only shrink")
        let folder = TestSupport.repositoryPath("Sources/alertpack")
        var declared: [String: [String]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for name in Self.optionNames(in: text) { declared[name, default: []].append(file) }
        }
        #expect(declared.count > 60, "the reader found too few options: \(declared.keys.sorted())")
        for name in Self.contractOptions {
            #expect(declared[name]?.count == 1, "--\(name) is declared in \(declared[name] ?? [])")
        }
        let allowed = Set(Self.allowedTwice.map(\.name))
        let twice = declared.filter { $0.value.count > 1 && !allowed.contains($0.key) }
        #expect(twice.isEmpty, "declared more than once: \(twice.sorted { $0.key < $1.key }.map { "--\($0.key) in \($0.value)" })")
        let stale = allowed.filter { (declared[$0]?.count ?? 0) < 2 }
        #expect(stale.isEmpty, "on the allow-list but declared once: \(stale.sorted()); take them off")
    }

    @Test("the option reader reads names, custom names and arguments that hold parentheses")
    func optionReader() {
        let text = """
            struct A: ParsableArguments {
                @Option(help: "Files (default: the cores).") var jobs: Int?
                @Option(name: .customLong("size"), help: ArgumentHelp("x (y", valueName: "p")) var sizes: [String] = []
                @Flag(name: .shortAndLong, help: "No \\"line\\".") var quiet = false
                // @Option var commented: Int
                @OptionGroup var group: Other
                @Argument(help: "Paths.") var paths: [String]
                @Option(help: \"\"\"
                    Several ) lines.
                    \"\"\") var minSeverity: Int?
            }
            """
        #expect(Self.optionNames(in: text) == ["jobs", "size", "quiet", "min-severity"])
    }

    /// The long names `@Option` and `@Flag` declare in `text`: a `.customLong` name, else the
    /// property's name in kebab case (as swift-argument-parser derives it).
    static func optionNames(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var names: [String] = []
        var index = 0
        func at(_ word: String, _ position: Int) -> Bool {
            let characters = Array(word.unicodeScalars)
            return position + characters.count <= scalars.count && Array(scalars[position..<position + characters.count]) == characters
        }
        while index < scalars.count {
            if at("//", index) {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            guard at("@Option", index) || at("@Flag", index), !at("@OptionGroup", index) else {
                index += 1
                continue
            }
            index += at("@Option", index) ? 7 : 5
            var arguments = ""
            if index < scalars.count, scalars[index] == "(" {
                let end = Self.closingParenthesis(scalars, from: index)
                arguments = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
            }
            let rest = String(String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 200)]))
            guard let property = rest.firstMatch(of: /^\s*var\s+(\w+)/) else { continue }
            if let custom = arguments.firstMatch(of: /customLong\("([^"]+)"\)/) {
                names.append(String(custom.1))
            } else {
                names.append(Self.kebab(String(property.1)))
            }
        }
        return names
    }

    /// The index after the parenthesis that closes the one at `start`, string literals skipped.
    static func closingParenthesis(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0
        var index = start
        var inString = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" {
                    index += 2
                    continue
                }
                if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "(" {
                depth += 1
            } else if scalar == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return scalars.count
    }

    static func kebab(_ name: String) -> String {
        name.unicodeScalars.map { CharacterSet.uppercaseLetters.contains($0) ? "-" + String($0).lowercased() : String($0) }.joined()
    }

    @Test("the JSON envelope is written in one place")
    func oneEnvelope() throws {
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        let writers = graph.files.filter { file in
            let code = Self.withoutComments(file.text)
            return code.contains("(\"schemaVersion\"") || code.contains("(\"tool\", .object")
        }
        #expect(writers.map { $0.stage + "/" + $0.path } == ["Model/JSONEnvelope.swift"])
    }

    /// The text without `//` comments (strings kept: the envelope's keys are strings).
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let range = line.range(of: "//") else { return String(line) }
            return String(line[..<range.lowerBound])
        }.joined(separator: "\n")
    }

    @Test("every command's result and the check's JSON start with the envelope")
    func resultsUseTheEnvelope() throws {
        let envelope = JSONEnvelope.report.members.map(\.0)
        let check = CheckReport(preset: "ios", files: [])
        let documents: [(String, JSONValue)] = [
            ("check", JSONReporter().document(check)),
            ("convert", ConversionReport(preset: "ios", results: []).jsonDocument()),
            ("fix", RepairReport(files: [], before: CheckReport.Summary(), after: check, dryRun: true).jsonDocument()),
            ("icons", IconSetResult(output: "A.appiconset", images: [], kept: [], replaced: [], notes: [], check: check).jsonDocument()),
            ("report --changed-since", ChangeReport.Result(comparison: ChangeComparison(revision: "HEAD", pairs: []), preset: "ios").jsonDocument()),
        ]
        for (command, document) in documents {
            guard case .object(let members) = document else {
                Issue.record("\(command): no object")
                continue
            }
            #expect(Array(members.prefix(2).map(\.0)) == envelope, "\(command)")
        }
        // preview.json was released without a schema version: the envelope still writes its tool.
        let preview = PreviewReport(renderings: [], font: "Inter", files: [], folder: "out", problems: []).jsonDocument()
        guard case .object(let members) = preview else {
            Issue.record("preview: no object")
            return
        }
        #expect(members.first?.0 == "tool")
    }

    /// The recipe "add a command" of docs/contributing.md, tried: a result type made here
    /// conforms to `CommandReport` and renders in every format.
    @Test("a new command's result renders in every format through the contract")
    func addACommand() {
        struct TallyReport: CommandReport {
            struct Body: Encodable {
                var counted: Int
                var names: [String]
                var note: String?
                var ratio: JSONValue
            }

            var names: [String]
            var body: Body { Body(counted: names.count, names: names, note: nil, ratio: .number(2.0 / 3.0, decimals: 2)) }
            func text(style: TerminalStyle) -> String { "\(style.bold("\(names.count)")) names\n" }
            func html() -> String? { "<p>\(names.count) names</p>\n" }
        }
        let report = TallyReport(names: ["a", "b"])
        #expect(
            report.json() == """
                {
                  "schemaVersion": 1,
                  "tool": {
                    "name": "alertpack",
                    "version": "\(ToolInfo.version)"
                  },
                  "counted": 2,
                  "names": [
                    "a",
                    "b"
                  ],
                  "note": null,
                  "ratio": 0.67
                }

                """)
        #expect(report.text(style: .plain) == "2 names\n")
        #expect(report.text(style: TerminalStyle(enabled: true)) != "2 names\n")
        #expect(report.html() == "<p>2 names</p>\n")
    }

    @Test("the encoder keeps key order, writes null for a missing optional, and takes JSON values whole")
    func encoder() throws {
        struct Inner: Encodable {
            var b: Int
            var a: [Int?]
        }
        struct Outer: Encodable {
            var z: String?
            var inner: Inner
            var flag: Bool
            var raw: JSONValue
        }
        let value = try JSONValueEncoder.encode(Outer(z: nil, inner: Inner(b: 1, a: [1, nil]), flag: true, raw: .object([("x", .null)])))
        let expected: JSONValue = .object([
            ("z", .null), ("inner", .object([("b", .int(1)), ("a", .array([.int(1), .null]))])), ("flag", .bool(true)),
            ("raw", .object([("x", .null)])),
        ])
        #expect(value == expected)
    }
}
