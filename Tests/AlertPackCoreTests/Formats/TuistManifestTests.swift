import Foundation
import Testing

@testable import AlertPackCore

/// `TuistManifest`, the static reader of Tuist manifests' Swift (over `SwiftLexer`): literals,
/// calls and members as written, declared values resolved (the helpers' too), and anything Swift
/// computes said, never guessed; bounded on hostile input. The projects it reads whole are
/// TuistProjectTests'.
struct TuistManifestTests {
    /// The expression reader on its own: literals, calls and members as written, declared values
    /// resolved (the helpers' too), and anything Swift computes said, never guessed.
    @Test func manifestValuesAreLiteralsOrSaidComputed() {
        let source = """
            import ProjectDescription
            let names = ["a", "b"]
            let joined = names + ["c"]
            let project = Project(name: Constants.name, targets: [.target(name: "\\(x)", product: .app)], other: joined, n: -2.5)
            """
        let helper = "enum Constants { static let name = \"Kit\" }\nlet unrelated = 1"
        let manifest = TuistManifest.read(manifest: Array(source.utf8), helpers: [("Tuist/ProjectDescriptionHelpers/C.swift", Array(helper.utf8))])
        #expect(manifest.bindings["names"] == .array([.string("a"), .string("b")]))
        #expect(manifest.bindings["joined"]?.computedReason?.0 == "computed: an expression with an operator")
        let project = manifest.bindings["project"]
        #expect(project?.callName == "Project")
        #expect(project?.argument("name") == .string("Kit"))
        #expect(project?.argument("n") == .number("-2.5"))
        let target = project?.argument("targets")?.array?.first
        #expect(target?.callName == "target" && target?.argument("product")?.memberName == "app")
        #expect(target?.argument("name")?.computedReason?.0 == "computed: an interpolated or multi-line string")
        #expect(TuistManifest.importsProjectDescription(Array(source.utf8)))
        #expect(!TuistManifest.importsProjectDescription(Array("// import ProjectDescription\nlet x = 1".utf8)))
    }

    /// Deep nesting, values that name each other, and unclosed brackets end, said computed.
    @Test func hostileSourceEndsAndSaysSo() {
        let deep = "import ProjectDescription\nlet project = Project(targets: " + String(repeating: "[", count: 5_000) + ")"
        let nested = TuistManifest.read(manifest: Array(deep.utf8)).bindings["project"]
        #expect(nested?.callName == "Project")
        let described = String(describing: nested?.argument("targets"))
        #expect(described.contains("computed: nested too deep"))
        let cycle = "let a = b\nlet b = a\nlet project = Project(name: a)"
        let looped = TuistManifest.read(manifest: Array(cycle.utf8)).bindings["project"]
        #expect(looped?.argument("name")?.computedReason?.0.contains("names itself") == true, "\(String(describing: looped))")
        let unclosed = TuistManifest.read(manifest: Array("let project = Project(name: \"X\", targets: [.target(".utf8)).bindings["project"]
        #expect(unclosed?.argument("name") == .string("X"))
        // A long chain of calls or members is described in a few words, not copied at each step.
        let calls = "import ProjectDescription\nlet project = x" + String(repeating: "()", count: 200_000)
        let called = TuistManifest.read(manifest: Array(calls.utf8)).bindings["project"]?.computedReason?.0 ?? ""
        #expect(called.hasPrefix("computed: x(…)(…)") && called.hasSuffix(" …") && called.count < 100, "\(called)")
        let members = "let project = x" + String(repeating: "\n.a", count: 100_000)
        let chained = TuistManifest.read(manifest: Array(members.utf8)).bindings["project"]?.computedReason?.0 ?? ""
        #expect(chained.hasPrefix("computed: x.a.a") && chained.hasSuffix(" …") && chained.count < 100, "\(chained)")
    }

    /// Values that share sub-values (`d01 = ["a": d00, "b": d00]`, and so on) would double at each
    /// step: one past `maxNodes` is not put in where another names it, and said too large.
    @Test func sharedValuesThatWouldExplodeAreSaidTooLarge() {
        var source = "import ProjectDescription\nlet d00 = [\"k\": \"v\"]\n"
        for step in 1...60 { source += String(format: "let d%02d = [\"a\": d%02d, \"b\": d%02d]\n", step, step - 1, step - 1) }
        source += "let project = Project(name: \"P\", targets: [.target(name: \"A\", product: .app, "
        source += "infoPlist: .extendingDefault(with: [\"x\": d60]))])"
        let manifest = TuistManifest.read(manifest: Array(source.utf8))
        let sizes = manifest.bindings.values.map { TuistManifestTests.nodes(in: $0, upTo: 2 * TuistExpressionParser.maxNodes) }
        #expect(sizes.allSatisfy { $0 <= 2 * TuistExpressionParser.maxNodes }, "\(sizes.max() ?? 0)")
        let said = manifest.bindings.values.flatMap(TuistManifestTests.reasons).filter { $0.hasSuffix("is too large") }
        #expect(!said.isEmpty && said.allSatisfy { $0.hasPrefix("computed: d") }, "\(said.prefix(3))")
        #expect(manifest.bindings["project"]?.callName == "Project")
        let small = TuistManifest.read(manifest: Array("let a = [1, 2]\nlet b = [a, a]".utf8))
        #expect(small.bindings["b"] == .array([.array([.number("1"), .number("2")]), .array([.number("1"), .number("2")])]))
    }

    /// How many nodes `value` has, counted no further than `limit`.
    static func nodes(in value: TuistManifestValue, upTo limit: Int) -> Int {
        var count = 0
        var pending = [value]
        while let next = pending.popLast(), count <= limit {
            count += 1
            switch next {
            case .array(let items): pending += items
            case .dictionary(let entries): pending += entries.flatMap { [$0.key, $0.value] }
            case .call(_, let arguments): pending += arguments.map(\.value)
            default: break
            }
        }
        return count
    }

    /// The reasons of the computed values in `value`, each shared value's once.
    static func reasons(in value: TuistManifestValue) -> [String] {
        switch value {
        case .computed(let reason, _): return [reason]
        case .array(let items): return items.prefix(2).flatMap(reasons)
        case .dictionary(let entries): return entries.prefix(2).flatMap { reasons(in: $0.value) }
        case .call(_, let arguments): return arguments.flatMap { reasons(in: $0.value) }
        default: return []
        }
    }
}
