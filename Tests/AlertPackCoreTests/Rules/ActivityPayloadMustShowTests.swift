import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Issue 47's Must show, "≥ 20 mutated fixtures, each firing exactly one named rule", held in one
/// place over the three generators that write them: the pushes of `make-push-fixtures.py`
/// (Samples/payloads/push), the pushes held against an app's `ContentState` of
/// `make-activity-projects.py` (Samples/activity/Delivery/payloads), and the widget extensions of
/// `make-activity-assets.py`. Each case the issue names is linted here and fires its one rule.
struct ActivityPayloadMustShowTests {
    static let push = TestSupport.repositoryPath("Samples/payloads/push")
    static let delivery = TestSupport.repositoryPath("Samples/activity/Delivery/payloads")
    static let assets = TestSupport.generatedCorpus("make-activity-assets.py", name: "activity-must-show")

    /// The list: its words, the fixture, the one rule it fires.
    static let named: [(said: String, fixture: String, rule: RuleID)] = [
        ("no timestamp", push + "/la-no-timestamp.json", .liveactivityTimestamp),
        ("millisecond timestamp", push + "/la-milliseconds.json", .liveactivityTimestamp),
        ("4,097-byte state", push + "/la-state-4097.json", .liveactivityStateSize),
        ("the 1.91 expansion crossing the budget", push + "/la-state-191-expansion.json", .liveactivityStateSize),
        ("a renamed ContentState property", delivery + "/renamed-property.json", .liveactivityStateKeys),
        ("a missing non-optional property", delivery + "/missing-property.json", .liveactivityStateMissing),
        ("a wrong JSON type", delivery + "/wrong-type.json", .liveactivityStateType),
        ("sound without title", push + "/la-sound-without-title.json", .liveactivityAlert),
        ("dismissal-date on update", push + "/la-dismissal-on-update.json", .liveactivityDismissalDate),
        ("attributes on update", push + "/la-attributes-on-update.json", .liveactivityAttributes),
        ("a widget push with an alert", push + "/widget-with-alert.json", .payloadWidget),
    ]

    static func lint(_ paths: [String]) throws -> CheckReport {
        var context = PayloadContext()
        context.columnsReason = "--measure columns"
        return PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context).lintPayloads(paths: paths)
    }

    /// Each mutated payload's table row, "name<TAB>rule…", for the rows that name one rule.
    static func singleRuleRows(_ table: String) throws -> [String: String] {
        var rows: [String: String] = [:]
        for line in try String(contentsOfFile: table, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            if parts.count >= 2, parts[1] != "-", !parts[1].contains(",") { rows[parts[0]] = parts[1] }
        }
        return rows
    }

    @Test("each payload case the issue names fires exactly its one rule")
    func namedPayloadCases() throws {
        let report = try Self.lint(Self.named.map(\.fixture))
        #expect(report.problems.isEmpty && report.files.count == Self.named.count)
        for named in Self.named {
            let file = report.files.first { $0.path == named.fixture }
            #expect(file?.findings.map(\.rule) == [named.rule.rawValue], "\(named.said): \(file?.findings.map(\.message) ?? [])")
        }
    }

    @Test("an oversize Dynamic Island image fires liveactivity.image-size alone, naming the region")
    func oversizeDynamicIslandImage() throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [Self.assets + "/OversizeBadge"])
        let project = try #require(report.files.first { $0.path.hasSuffix("project.pbxproj") })
        let fired = project.findings.filter { $0.rule.hasPrefix("liveactivity.") }
        #expect(fired.map(\.rule) == [RuleID.liveactivityImageSize.rawValue], "\(fired.map(\.message))")
        #expect(fired.first?.message.contains("minimal presentation") == true)
    }

    @Test("at least 20 mutated fixtures across the generators, each firing exactly one rule, every one of them")
    func twentyMutations() throws {
        var mutations: [(path: String, rule: String)] = []
        for (name, rule) in try Self.singleRuleRows(Self.push + "/expected.tsv") { mutations.append((Self.push + "/" + name + ".json", rule)) }
        for (name, rule) in try Self.singleRuleRows(Self.delivery + "/expected.tsv") {
            mutations.append((Self.delivery + "/" + name + ".json", rule))
        }
        #expect(mutations.count >= 20)
        #expect(Set(mutations.map(\.rule)).count >= 15, "the mutations spread over the rules")
        let report = try Self.lint(mutations.map(\.path))
        #expect(report.problems.isEmpty && report.files.count == mutations.count)
        let wanted = Dictionary(uniqueKeysWithValues: mutations.map { ($0.path, $0.rule) })
        for file in report.files {
            #expect(file.findings.map(\.rule) == [wanted[file.path] ?? "not linted"], "\(file.path): \(file.findings.map(\.message))")
        }
    }
}
