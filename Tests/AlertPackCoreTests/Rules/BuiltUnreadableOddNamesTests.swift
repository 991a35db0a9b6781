import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// built.unreadable on files left out of a built app because their names are not UTF-8: one
/// finding at oddNameSeverity (warning in the preset, configurable) quoting the first names,
/// beside the error of each part that could not be read; and the summary line counts them.
struct BuiltUnreadableOddNamesTests {
    static func facts(skipped: [String], problems: [BuiltProblem] = []) -> BuiltAppFacts {
        let app = BuiltBundle(
            path: "Payload/Bark.app", role: .app, info: [:], executable: "Bark", icons: .none, sounds: [], signature: nil, profile: nil)
        var facts = BuiltAppFacts(container: .ipa, bundles: [app], problems: problems)
        facts.skippedEntries = skipped
        return facts
    }

    static func findings(_ facts: BuiltAppFacts, config: String? = nil) throws -> [Finding] {
        var path: String?
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        if let config {
            path = folder + "/.alertpack.yml"
            try config.write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        }
        let configuration = try CheckConfiguration.resolve(presetReference: "ios", configPath: path, useConfigFile: path != nil)
        return configuration.rules.evaluate(BuiltAppSubject(facts: facts, declared: nil)).filter { $0.rule == RuleID.builtUnreadable.rawValue }
    }

    @Test("seven names: one warning quoting five and counting the rest, beside the error of a part not read")
    func quoted() throws {
        let names = (1...7).map { "Payload/Bark.app/res/\($0)\\x82.txt" }
        let problem = BuiltProblem(path: "Payload/Bark.app/Assets.car", reason: "it is damaged")
        let facts = Self.facts(skipped: names, problems: [problem])
        let findings = try Self.findings(facts)
        #expect(findings.map(\.severity) == [.error, .warning], "\(findings)")
        let odd = try #require(findings.last)
        #expect(odd.subject == "names-not-utf8" && odd.message.hasPrefix("7 files have names that are not UTF-8"))
        #expect(odd.message.contains(names[0..<5].joined(separator: ", ") + " and 2 more") && !odd.message.contains(names[5]))
        #expect(facts.summaryLine.hasSuffix("unread 1 part · skipped 7 files named not in UTF-8"), "\(facts.summaryLine)")
    }

    @Test("none skipped, nothing said; oddNameSeverity set to info (or error) in .alertpack.yml is the finding's severity")
    func severity() throws {
        #expect(try Self.findings(Self.facts(skipped: [])).isEmpty)
        let one = Self.facts(skipped: ["Payload/Bark.app/caf\\x82.txt"])
        for level in [Severity.info, .error] {
            let findings = try Self.findings(
                one, config: "version: 1\npreset: ios\nrules:\n  built.unreadable: { oddNameSeverity: \(level.rawValue) }\n")
            #expect(findings.map(\.severity) == [level] && findings.first?.message.hasPrefix("1 file has a name that is not UTF-8") == true)
        }
    }
}
