import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The `config.*` and `project.*` rules on Expo projects scripts/make-expo-projects.py writes,
/// read by `ExpoConfigReader` and judged with the ios preset: the old top-level notification keys
/// beside the plugin's own, an unreadable config's words, and unnamed sounds beside declared
/// ones only.
@Suite(TestSupport.needs("python3"))
struct AppConfigRulesTests {
    static let corpus = TestSupport.generatedCorpus("make-expo-projects.py", name: "expo-projects-rules")

    static func project(_ name: String) throws -> AppConfigProject {
        try #require(ExpoConfigReader.read(folder: corpus + "/" + name), "\(name) is not read as an Expo project")
    }

    /// The findings of `rule` on `project`, each "SEVERITY SUBJECT: MESSAGE".
    static func findings(_ project: AppConfigProject, _ rule: RuleID) throws -> [String] {
        let book = try TestSupport.defaultConfiguration().rules
        return book.evaluate(AppConfigSubject(project: project, platforms: [.ios, .android])).filter { $0.rule == rule.rawValue }.map {
            "\($0.severity.rawValue) \($0.subject ?? "-"): \($0.message)"
        }
    }

    @Test("the old icon beside the plugin's own icon is only redundant (a warning); the old colour, the only one, is an error")
    func legacyKeyRedundant() throws {
        let findings = try Self.findings(try Self.project("legacy-redundant"), .configLegacyKey)
        #expect(findings.count == 2, "\(findings)")
        #expect(
            findings.first
                == "warning app.json: expo.notification.icon: app.json: expo.notification.icon is no longer read; the plugin's own icon is used (expo-notifications' \"icon\"), so this only repeats it"
        )
        let color = "error app.json: expo.notification.color: app.json: expo.notification.color sets the notification icon"
        #expect(findings.last?.hasPrefix(color) == true, "\(findings)")
        #expect(try Self.findings(try Self.project("legacy-notification"), .configLegacyKey).allSatisfy { $0.hasPrefix("error ") })
    }

    @Test("redundant whatever the SDK is known to be from 54; nothing before 54")
    func legacyKeyBySDK() throws {
        var project = try Self.project("legacy-redundant")
        for (version, severities) in [("~54.0.0", ["warning", "warning"]), ("latest", ["warning", "warning"]), ("~53.0.0", [])] {
            project.facts.version = version
            let found = try Self.findings(project, .configLegacyKey).map { String($0.prefix { $0 != " " }) }
            #expect(found == severities, "\(version): \(found)")
        }
        project.facts.version = "latest"
        #expect(try Self.findings(project, .configLegacyKey).first?.contains("is no longer read; the plugin's own icon is used") == true)
    }

    @Test("config.unreadable names the file once: \"app.json cannot be read …: not valid JSON: …\"")
    func unreadableMessage() throws {
        let findings = try Self.findings(try Self.project("broken-json"), .configUnreadable)
        #expect(findings.count == 1)
        let message = try #require(findings.first)
        let expected = "error app.json: app.json cannot be read, so the icons and sounds it declares are not checked: not valid JSON: "
        #expect(message.hasPrefix(expected), "\(message)")
        #expect(!message.contains(Self.corpus))
    }

    @Test("project.unused-asset: a sound beside the declared ones; none for sound effects elsewhere, none without a declared sound")
    func unusedAsset() throws {
        #expect(
            try Self.findings(try Self.project("sound-effects"), .projectUnusedAsset).map { String($0.prefix(while: { $0 != ":" })) } == [
                "info assets/notifications/old-ping.wav"
            ])
        #expect(try Self.findings(try Self.project("sfx-only"), .projectUnusedAsset).isEmpty)
    }
}
