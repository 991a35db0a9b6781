import AlertPackTestSupport
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

    /// Whether Swift source runs the built binary (a command test) or not (an in-process one).
    static func runsTheBinary(_ text: String) -> Bool {
        // Spelled in pieces, so that this file does not count as one that runs it.
        ["alertpack(", "binary"].contains { text.contains("TestSupport." + $0) }
    }

    @Test("the tests mirror the code: in-process tests in a folder per stage, every test that runs the binary in AlertPackCLITests")
    func testsMirrorTheCode() throws {
        let layers = try Self.documentedLayers()
        let stages = Set(layers.joined()).union(["Architecture"])
        let core = TestSupport.repositoryPath("Tests/AlertPackCoreTests")
        let cli = TestSupport.repositoryPath("Tests/AlertPackCLITests")
        let manager = FileManager.default
        var coreFiles = 0
        for folder in try manager.contentsOfDirectory(atPath: core).sorted() {
            var isFolder: ObjCBool = false
            #expect(
                manager.fileExists(atPath: core + "/" + folder, isDirectory: &isFolder) && isFolder.boolValue,
                "\(folder) is loose in AlertPackCoreTests")
            #expect(stages.contains(folder), "AlertPackCoreTests/\(folder) is not a stage of the core")
            for file in (try? manager.contentsOfDirectory(atPath: core + "/" + folder)) ?? [] where file.hasSuffix(".swift") {
                coreFiles += 1
                let text = try String(contentsOfFile: core + "/" + folder + "/" + file, encoding: .utf8)
                #expect(!Self.runsTheBinary(text), "AlertPackCoreTests/\(folder)/\(file) runs the binary: it belongs in AlertPackCLITests")
                #expect(!text.contains("as" + "!"), "AlertPackCoreTests/\(folder)/\(file) force-casts: decode reports with a Decodable")
            }
        }
        let commandFiles = try manager.contentsOfDirectory(atPath: cli).filter { $0.hasSuffix(".swift") }
        for file in commandFiles {
            let text = try String(contentsOfFile: cli + "/" + file, encoding: .utf8)
            #expect(Self.runsTheBinary(text), "AlertPackCLITests/\(file) never runs the binary: it belongs with its stage")
            #expect(!text.contains("as" + "!"), "AlertPackCLITests/\(file) force-casts: decode reports with a Decodable")
        }
        #expect(coreFiles > 20 && commandFiles.count > 20)
        // The check itself tells the two apart.
        #expect(Self.runsTheBinary("let r = try TestSupport." + "alertpack([\"check\"])"))
        #expect(!Self.runsTheBinary("let r = try TestSupport.check(path)"))
    }

    @Test("function lengths are read from the braces at the declaration's indent")
    func functionLengthReading() {
        let text = "struct A {\n    func short() { 1 }\n    func long(\n        a: Int\n    ) -> Int {\n        a\n    }\n    init() {\n    }\n}\n"
        #expect(SourceGraph.functionLengths(in: text).map { "\($0.name) \($0.length)" } == ["long 5", "init 2"])
    }
}
