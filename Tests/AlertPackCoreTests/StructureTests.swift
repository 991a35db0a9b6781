import Foundation
import Testing

@testable import AlertPackCore

/// The code keeps the shape docs/architecture.md gives it: the stage order, read from the
/// document, holds for every type reference in Sources/AlertPackCore.
@Suite("structure")
struct StructureTests {
    /// References allowed to run against the order, each with its reason. At most three; the
    /// test fails if the list grows past that.
    static let allowed: [(reference: String, reason: String)] = []

    /// The order's line in docs/architecture.md, as layers of sibling folders, earliest first.
    static func documentedLayers() throws -> [[String]] {
        let document = try String(contentsOfFile: TestSupport.repositoryPath("docs/architecture.md"), encoding: .utf8)
        let lines = document.components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- stage order:") }, "docs/architecture.md has no stage order")
        let line = try #require(lines[(marker + 1)...].first { !$0.hasPrefix("```") && !$0.isEmpty })
        return line.components(separatedBy: "→").map { layer in
            layer.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test("every type reference follows the documented stage order")
    func stageOrder() throws {
        #expect(Self.allowed.count <= 3, "the allow-list may hold at most three references")
        let layers = try Self.documentedLayers()
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        let named = Set(layers.joined())
        #expect(graph.stages.subtracting(named).isEmpty, "folders the order does not name: \(graph.stages.subtracting(named).sorted())")
        #expect(named.subtracting(graph.stages).isEmpty, "the order names folders that do not exist: \(named.subtracting(graph.stages).sorted())")
        let allowed = Set(Self.allowed.map(\.reference))
        let backward = graph.backwardReferences(layers: layers).filter { !allowed.contains($0.description) }
        #expect(backward.isEmpty, "references against the stage order:\n\(backward.map(\.description).joined(separator: "\n"))")
        // The graph found what it should: every stage declares types, and later stages name earlier ones.
        #expect(graph.declarations.count > 300)
    }

    /// The test of the test: a misplaced reference, made up, is caught; the same reference the
    /// right way round is not; comments and strings do not count.
    @Test("a reference against the order is caught")
    func misplacedReferenceIsCaught() {
        let layers = [["Support"], ["Rules"], ["Reporters", "Convert"], ["Pipeline"]]
        let graph = SourceGraph(files: [
            .init(stage: "Support", path: "Tool.swift", text: "package enum Tool { static let x = 1 }\n"),
            .init(stage: "Rules", path: "SomeRule.swift", text: "struct SomeRule {\n    var checker: Checker // uses Tool\n}\n"),
            .init(stage: "Reporters", path: "Text.swift", text: "public struct TextReporter { let s = \"Converter\"; let t = Tool.x }\n"),
            .init(stage: "Convert", path: "Converter.swift", text: "public struct Converter { var reporter: TextReporter }\n"),
            .init(stage: "Pipeline", path: "Checker.swift", text: "@frozen public struct Checker { let rule = SomeRule(); let c: Converter }\n"),
        ])
        let found = graph.backwardReferences(layers: layers).map(\.description)
        #expect(
            found == [
                "Convert/Converter.swift names TextReporter, declared in Reporters/", "Rules/SomeRule.swift names Checker, declared in Pipeline/",
            ])
    }

    @Test("declarations and references are read from code, not from comments or strings")
    func codeReading() {
        let code = SourceGraph.code(
            of: "let a = \"Quoted \\\"Name\\\"\" /* Block /* Nested */ Still */ // Line\nlet b = B\n\"\"\"\nMulti Line\n\"\"\"\n")
        #expect(SourceGraph.capitalisedWords(in: code) == ["B"])
        let declared = SourceGraph.topLevelDeclarations(
            in:
                "public struct A: Sendable {\n    struct Nested {}\n}\n@MainActor final class B {}\npackage typealias C = Int\nextension D {}\nenum E<T> {}\n"
        )
        #expect(declared == ["A", "B", "C", "E"])
    }

    /// The build's generator of `RuleRegistry.all`, beside the binary the tests run.
    static var generator: String {
        let besideBinary = URL(fileURLWithPath: TestSupport.binary).deletingLastPathComponent().appendingPathComponent("rule-registry-generator").path
        return FileManager.default.isExecutableFile(atPath: besideBinary)
            ? besideBinary : TestSupport.repositoryPath(".build/debug/rule-registry-generator")
    }

    /// Every rule file under Sources/AlertPackCore/Rules (`<Family>/<Name>Rule.swift`).
    static func ruleFiles(under root: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix("Rule.swift") && $0.split(separator: "/").count == 2 }
            .sorted().map { root + "/" + $0 }
    }

    @Test("a rule's id, type and folder agree, and each has its preset entry: the registry is generated from the files")
    func ruleIdentity() throws {
        let files = try Self.ruleFiles(under: TestSupport.repositoryPath("Sources/AlertPackCore/Rules"))
        let output = NSTemporaryDirectory() + "registry-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try TestSupport.run(Self.generator, [output, TestSupport.repositoryPath("Presets/ios.yml")] + files)
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        let listed = generated.split(separator: "\n").filter { $0.hasSuffix("Rule(),") }
        #expect(listed.count == files.count)
        #expect(listed.count == RuleRegistry.all.count)
        for rule in RuleRegistry.all {
            let id = rule.description.id.split(separator: ".")
            let family = id[0].prefix(1).uppercased() + id[0].dropFirst()
            let type = String(describing: type(of: rule))
            let path = "/Rules/\(family)/\(type).swift"
            #expect(files.contains { $0.hasSuffix(path) }, "\(rule.description.id) is not in \(path)")
        }
    }

    /// The test of the test: rules put in the wrong folder, under the wrong name, without a
    /// preset entry, or two in one file fail the generator (and so the build), naming the file.
    @Test(
        "a misplaced or misnamed rule fails the build",
        arguments: [
            ("Image/LaunchSizeRule.swift", "launch.size", "LaunchSizeRule", "belongs in Rules/Launch/"),
            ("Launch/SizeRule.swift", "launch.size", "SizeRule", "must be named LaunchSizeRule, not SizeRule"),
            ("Launch/LaunchSizeRule.swift", "launch.sizes", "LaunchSizesRule", "has no entry for the rule 'launch.sizes'"),
        ])
    func misplacedRuleIsCaught(file: String, id: String, type: String, expected: String) throws {
        let root = NSTemporaryDirectory() + "rules-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Rules/" + file.split(separator: "/")[0], withIntermediateDirectories: true)
        let text =
            "package struct \(type): ImageRule {\n    package static let description = RuleDescription(\n        id: \"\(id)\", name: \"x\")\n}\n"
        try text.write(toFile: root + "/Rules/" + file, atomically: true, encoding: .utf8)
        try "rules:\n  launch.size:\n    severity: error\n".write(toFile: root + "/preset.yml", atomically: true, encoding: .utf8)
        let result = try TestSupport.run(Self.generator, [root + "/out.swift", root + "/preset.yml", root + "/Rules/" + file])
        #expect(result.status == 1)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.contains(root + "/"), "the problem names the file")
        #expect(!FileManager.default.fileExists(atPath: root + "/out.swift"))
    }

    /// Numbers the preset owns (limits, targets, sizes) are said by the preset and the findings
    /// that quote it, never fixed in a rule's name or in `--help`: a custom preset changes them.
    @Test("no number the preset owns is written into a rule's name or --help")
    func presetNumbersStayInThePreset() throws {
        var owned = Set<Double>()
        func collect(_ value: PresetValue) {
            switch value {
            case .number(let number): owned.insert(number)
            case .list(let values): values.forEach(collect)
            case .table(let table): table.values.forEach(collect)
            default: break
            }
        }
        let preset = try PresetLibrary.load("ios").preset
        for settings in preset.rules.values { settings.values.values.forEach(collect) }
        #expect(owned.contains(30) && owned.contains(4096))
        // A number followed by a unit the preset measures in.
        let quantity = #/(-?[0-9]+(?:\.[0-9]+)?)\s*(?:s|seconds?|dBFS|LUFS|bytes|pixels|px)\b/#
        func owns(_ text: String) -> [String] {
            text.matches(of: quantity).compactMap { match -> String? in
                guard let number = Double(match.1), owned.contains(number) else { return nil }
                return String(match.0)
            }
        }
        for rule in RuleRegistry.all {
            let hasNumber = rule.description.name.contains { $0.isNumber }
            #expect(!hasNumber, "\(rule.description.id)'s name \"\(rule.description.name)\" holds a number")
        }
        for command in ["check", "convert", "package", "verify", "lint-payload", "lint-actions", "report", "rules", "presets", "init", "keys"] {
            let help = try TestSupport.run(TestSupport.binary, [command, "--help"]).stdout
            let quoted = owns(help)
            #expect(quoted.isEmpty, "alertpack \(command) --help says \(quoted), which the preset owns")
        }
    }

    /// A file holds one concept: none in the core grows past 300 lines.
    @Test("no file in AlertPackCore is over 300 lines")
    func fileLength() throws {
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        let long = graph.files.filter { $0.text.split(separator: "\n", omittingEmptySubsequences: false).count > 301 }.map {
            "\($0.stage)/\($0.path)"
        }
        #expect(long.isEmpty, "over 300 lines: \(long)")
    }

    @Test("no function in AlertPackCore is over 60 lines")
    func functionLength() throws {
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        var long: [String] = []
        var measured = 0
        for file in graph.files {
            for (name, length) in SourceGraph.functionLengths(in: file.text) {
                measured += 1
                if length > 60 { long.append("\(file.stage)/\(file.path) \(name): \(length) lines") }
            }
        }
        #expect(long.isEmpty, "over 60 lines: \(long.sorted())")
        // The reader must see the functions at all (a reader that finds none passes anything).
        #expect(measured > 500)
    }

    @Test("function lengths are read from the braces at the declaration's indent")
    func functionLengthReading() {
        let text = "struct A {\n    func short() { 1 }\n    func long(\n        a: Int\n    ) -> Int {\n        a\n    }\n    init() {\n    }\n}\n"
        #expect(SourceGraph.functionLengths(in: text).map { "\($0.name) \($0.length)" } == ["long 5", "init 2"])
    }
}
