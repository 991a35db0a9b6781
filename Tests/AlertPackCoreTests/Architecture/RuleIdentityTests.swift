import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A rule is named by its type and its `RuleID`, never by a string outside its own file; the
/// generated registry can be read before a build; a rule owns its repair, and the planner
/// composes plans from what rules say.
@Suite("rule identity")
struct RuleIdentityTests {
    /// Rule-id string literals allowed outside `Rules/` and the presets, each with its reason.
    /// At most two; the test fails if the list grows past that.
    static let allowedLiterals: [(file: String, id: String, reason: String)] = []

    /// The folders whose code may write a rule id as a string: the rules themselves.
    static let scanned = ["Sources/AlertPackCore", "Sources/alertpack"]

    /// Every `"rule.id"` literal in `text` (a string that is a rule id and nothing else).
    static func ruleIDLiterals(in text: String, ids: [String]) -> [String] {
        ids.filter { text.contains("\"\($0)\"") }
    }

    @Test("no rule-id string literal outside Rules/ and the presets: code names a rule by its RuleID")
    func noRuleIDLiterals() throws {
        #expect(Self.allowedLiterals.count <= 2, "the allow-list may hold at most two literals")
        let ids = RuleID.allCases.map(\.rawValue)
        var found: [String] = []
        var scannedFiles = 0
        for folder in Self.scanned {
            let root = TestSupport.repositoryPath(folder)
            let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
            for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("Rules/") {
                scannedFiles += 1
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                for id in Self.ruleIDLiterals(in: text, ids: ids)
                where !Self.allowedLiterals.contains(where: { $0.file == "\(folder)/\(file)" && $0.id == id }) {
                    found.append("\(folder)/\(file): \"\(id)\"")
                }
            }
        }
        #expect(scannedFiles > 100)
        #expect(found.isEmpty, "write RuleID.<case> instead:\n\(found.joined(separator: "\n"))")
    }

    @Test("the literal scan finds a rule id written as a string, and not one said in words")
    func literalScanReading() {
        let ids = ["sound.duration", "image.alpha"]
        #expect(Self.ruleIDLiterals(in: "let x = finding.rule == \"sound.duration\"", ids: ids) == ["sound.duration"])
        #expect(Self.ruleIDLiterals(in: "help: \"the preset's sound.duration limit\"", ids: ids).isEmpty)
    }

    @Test("RuleID has one case per registered rule, in catalogue order, its raw value the id")
    func ruleIDsAreTheRegistry() {
        #expect(RuleID.allCases.map(\.rawValue) == RuleRegistry.all.map(\.description.id))
        #expect(SoundDurationRule.id == .soundDuration && SoundDurationRule.id.rawValue == SoundDurationRule.description.id)
    }

    /// The registry the build generated (`Plugins/GenerateRuleRegistry`), found among the build's
    /// plugin outputs above the test bundle.
    static func generatedRegistry() -> String? {
        let manager = FileManager.default
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            let outputs = url.appendingPathComponent("plugins/outputs").path
            guard let packages = try? manager.contentsOfDirectory(atPath: outputs) else { continue }
            let tail = "AlertPackCore/destination/GenerateRuleRegistry/GeneratedRuleRegistry.swift"
            let candidates = packages.map { "\(outputs)/\($0)/\(tail)" }.filter { manager.fileExists(atPath: $0) }
            // This checkout's own package first (its folder's name), else the newest.
            let own = candidates.first { $0.hasPrefix("\(outputs)/\(URL(fileURLWithPath: TestSupport.repositoryRoot).lastPathComponent)/") }
            let modified = { (path: String) in (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast }
            return own ?? candidates.max { modified($0) < modified($1) }
        }
        return nil
    }

    @Test("docs/RuleRegistry.generated.swift is the registry the build generates (ALERTPACK_RECORD_REGISTRY=1 writes it)")
    func registrySnapshotIsCurrent() throws {
        let generatedPath = try #require(Self.generatedRegistry(), "the build's GeneratedRuleRegistry.swift was not found")
        let generated = try String(contentsOfFile: generatedPath, encoding: .utf8)
        let snapshotPath = TestSupport.repositoryPath("docs/RuleRegistry.generated.swift")
        if ProcessInfo.processInfo.environment["ALERTPACK_RECORD_REGISTRY"] == "1" {
            try generated.write(toFile: snapshotPath, atomically: true, encoding: .utf8)
        }
        let snapshot = try String(contentsOfFile: snapshotPath, encoding: .utf8)
        #expect(snapshot == generated, "run the tests with ALERTPACK_RECORD_REGISTRY=1 to write the snapshot again")
        for id in RuleID.allCases { #expect(snapshot.contains("case \(id) = \"\(id.rawValue)\"")) }
    }

    @Test("every repairable rule's repair is one the planner carries out on the files the rule judges")
    func repairsAreKnownToThePlanner() throws {
        let repairs = RuleRegistry.repairs
        #expect(repairs.count >= 15)
        for (id, repair) in repairs.sorted(by: { $0.key < $1.key }) {
            let kind: AssetKind = id.hasPrefix("sound.") ? .sound : .image
            #expect(RepairPlanner.carriedOut[kind]?.contains(repair.work) == true, "\(id): \(repair.work) is not done to a \(kind)")
            #expect(repair.work.isSound == (kind == .sound), "\(id): \(repair.work)")
            for other in repair.conflicts + repair.alsoClears + repair.requires {
                #expect(RuleRegistry.description(of: other.rawValue) != nil, "\(id) names \(other)")
            }
        }
        // Every work the planner knows is some rule's: none is dead code.
        #expect(Set(repairs.values.map(\.work)) == Set(RuleRepair.Work.allCases))
        // Image repairs are ordered without ties between different works.
        let orders = Dictionary(grouping: repairs.values.filter { !$0.work.isSound }, by: \.order).mapValues { Set($0.map(\.work)) }
        #expect(orders.values.allSatisfy { $0.count == 1 }, "\(orders)")
    }

    /// "Add a rule with a repair": a rule made up here, with its repair, is picked by the
    /// planner with no change to it.
    struct ThrowawayOpaqueRule: ImageRule, RepairableRule {
        static let description = RuleDescription(
            id: "test.throwaway-opaque", name: "Throwaway", defaultSeverity: .warning, summary: "A rule made up by a test.",
            rationale: "", source: "", examples: [])
        static let repair = RuleRepair(.flatten, order: 4, conflicts: RuleRepair.unreadableImage)

        func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
            [context.finding("has an alpha channel", fix: "remove it")]
        }
    }

    @Test("a rule added with a repair is repaired: the planner composes the plan from what the rule says")
    func throwawayRuleIsPlanned() throws {
        let configuration = try TestSupport.defaultConfiguration()
        var facts = ImageFacts()
        facts.format = "png"
        facts.transparentPixels = 0
        let finding = Finding(rule: ThrowawayOpaqueRule.description.id, severity: .warning, message: "has an alpha channel")
        let report = FileReport(path: "Icon.png", kind: .image, facts: .image(facts), findings: [finding])

        let known = RepairPlanner(configuration: configuration, options: RepairOptions(), rules: RuleRegistry.all + [ThrowawayOpaqueRule()])
        let plan = try #require(known.plan(report))
        #expect(plan.addressed == [ThrowawayOpaqueRule.description.id])
        #expect(plan.left.isEmpty)
        guard case .flatten(background: nil)? = plan.work else {
            Issue.record("expected the alpha channel removed, got \(String(describing: plan.work))")
            return
        }
        // Its conflicts hold as the registry's do: pixels that did not read stop it, saying why.
        let unread = FileReport(
            path: "Icon.png", kind: .image, facts: .image(facts),
            findings: [finding, Finding(rule: RuleID.imageUnreadable.rawValue, severity: .error, message: "cannot be decoded")])
        let blocked = try #require(known.plan(unread))
        #expect(blocked.work == nil && blocked.addressed.isEmpty)
        #expect(blocked.left.map(\.rule) == [RuleID.imageUnreadable.rawValue, ThrowawayOpaqueRule.description.id])

        // The registry's planner does not know the rule: its finding is left with its advice.
        let registry = RepairPlanner(configuration: configuration, options: RepairOptions())
        let left = try #require(registry.plan(report))
        #expect(left.work == nil && left.left.map(\.reason) == ["no automatic repair"])
    }

    @Test("a run's problems are typed (path, kind, message) and print as they always did")
    func problemsAreTyped() {
        let problem = Problem(path: "Sounds/gone.caf", kind: .notFound, message: "no such file or folder")
        #expect(problem.description == "Sounds/gone.caf: no such file or folder")
        var report = CheckReport(preset: "ios", files: [], problems: ["said whole"])
        report.pathProblems.append(problem)
        #expect(report.problems == ["said whole", "Sounds/gone.caf: no such file or folder"])
        #expect(report.pathProblems.map(\.kind) == [.other, .notFound])
    }
}
