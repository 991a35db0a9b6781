import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `liveactivity.image-size`, `.alert-sound` and `.sound-extension` rules on the apps
/// `scripts/make-activity-assets.py` writes: each project's report gives exactly the
/// `liveactivity.*` findings its `expected.tsv` lists, and the fixed project none.
struct ActivityAssetRulesTests {
    static let corpus = TestSupport.generatedCorpus("make-activity-assets.py", name: "activity-assets")
    static let cases = ["Alarms", "Fixed", "OversizeBanner", "OversizeBadge", "MissingSound", "NoExtension", "LongSound", "Mp3Sound"]

    /// The `liveactivity.*` findings of the project's report.
    static func findings(_ project: String) throws -> [Finding] {
        let folder = corpus + "/" + project
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [folder])
        #expect(report.problems.isEmpty)
        let projectReport = report.files.first { $0.path.hasSuffix("project.pbxproj") }
        #expect(projectReport != nil)
        return projectReport?.findings.filter { $0.rule.hasPrefix("liveactivity.") } ?? []
    }

    @Test("each project gives exactly the findings its table lists", arguments: cases)
    func everyProject(_ project: String) throws {
        let text = try String(contentsOfFile: Self.corpus + "/" + project + "/expected.tsv", encoding: .utf8)
        let expected = text.split(separator: "\n").map { $0.replacingOccurrences(of: "\t", with: " ") }.sorted()
        let findings = try Self.findings(project)
        let fired = findings.map { "\($0.rule) \($0.severity.rawValue)" }.sorted()
        #expect(fired == expected, "\(findings.map(\.message))")
    }

    @Test("an oversize image is said with its size and the presentation's")
    func imageSizes() throws {
        let banner = try Self.findings("OversizeBanner").first
        #expect(banner?.message.contains("1800x600 px, 600x200 pt at @3x") == true)
        #expect(banner?.message.contains("lock screen presentation, 500x160 pt at most (iPad 1366x1024)") == true)
        // 100x100 pt fits the Lock Screen; the Swift loads it only in the minimal region.
        let badge = try Self.findings("OversizeBadge").first
        #expect(badge?.message.contains("minimal presentation (its Swift loads it only in minimal), 45x36.67 pt") == true)
    }

    @Test("a sound finding names the Swift file and line; a name in a string literal is no reference")
    func soundPlaces() throws {
        let missing = try Self.findings("MissingSound")
        #expect(missing.first?.message.hasPrefix("App/Alarms.swift:9 names the alarm sound \"gong.wav\"") == true)
        #expect(!missing.contains { $0.message.contains("decoy") })
        let bare = try Self.findings("NoExtension").first
        #expect(bare?.message.contains("App bundles it as alarm.wav") == true)
        let long = try Self.findings("LongSound").first
        #expect(long?.message.contains("which lasts 31 s") == true)
    }

    @Test("literal sounds are read only where the context makes them sounds")
    func literalContexts() {
        let source = """
            import AlarmKit
            let a = AlertConfiguration.AlertSound.named("one.caf")
            let b = Config(sound: .named("two.caf"))
            let c: AlertConfiguration.AlertSound = .named("three.caf")
            let d = UIImage(named: "four.png")
            let e = Font.named("five")
            let f = Config(sound: .named("\\(name).caf"))
            """
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        let found = AlarmSoundLiterals.references(in: lexer.tokens(), file: "A.swift")
        #expect(found.map(\.name) == ["one.caf", "two.caf", "three.caf"])
        #expect(found.map(\.line) == [2, 3, 4])
        var plain = SwiftLexer(bytes: Array("let a = AlertSound.named(\"x.caf\")".utf8))
        #expect(AlarmSoundLiterals.references(in: plain.tokens(), file: "B.swift").isEmpty)
    }
}
