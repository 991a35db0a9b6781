import Foundation
import Testing

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
}
