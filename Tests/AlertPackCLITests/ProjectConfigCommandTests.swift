import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Project configs as the binary finds and reports them: walked up to from the working folder,
/// --no-config, the linters' walks, and every mistake on standard error at its line and column.
/// Presets themselves are checked in process (AlertPackCoreTests' PresetTests).
struct ProjectConfigCommandTests {
    static func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("a project config is found by walking up, and applies its preset, overrides and ignores")
    func projectConfig() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/app/sounds/drafts", withIntermediateDirectories: true)
        try Self.write(
            """
            version: 1
            preset: ios
            rules:
              sound.silence: { severity: error, maxLeadingSeconds: 3 }
            ignore:
              - "sounds/drafts/**"
              - "*-old.wav"
            """, folder + "/app/.alertpack.yml")
        for name in ["late-start.wav", "drafts/too-long.caf", "chime-old.wav"] {
            let source = name.hasSuffix("caf") ? "too-long.caf" : (name.hasPrefix("chime") ? "clipped.wav" : name)
            try FileManager.default.copyItem(
                atPath: TestSupport.repositoryPath("Samples/sounds/" + source), toPath: folder + "/app/sounds/" + name)
        }
        let found = ProjectConfig.find(from: folder + "/app/sounds/drafts")
        #expect(found?.hasSuffix("/app/.alertpack.yml") == true)

        let result = try TestSupport.alertpack(["check", ".", "--format", "json"], in: folder + "/app/sounds")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let files = try CheckOutput.of(result).files
        // sounds/drafts/ (relative to the config) and *-old.wav (any depth) are ignored; the 2 s lead-in is within the config's 3 s.
        #expect(files.map(\.path) == ["./late-start.wav"])
        #expect(files.first?.verdict == "pass")

        // --no-config restores the built-in behaviour.
        let plain = try TestSupport.alertpack(["check", ".", "--no-config"], in: folder + "/app/sounds")
        #expect(plain.status == 1)
        #expect(plain.stdout.contains("sound.duration"))
    }

    @Test("lint-payload and lint-actions walk folders as check does: the config's ignore patterns and hidden names are skipped")
    func lintersHonourIgnores() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for sub in ["app/pushes/drafts", "app/pushes/.cache"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        try Self.write("version: 1\nignore:\n  - \"pushes/drafts/**\"\n", folder + "/app/.alertpack.yml")
        let good = #"{"aps": {"alert": {"title": "New message", "body": "Ana sent you a photo."}}}"#
        for name in ["pushes/ok.json", "pushes/drafts/broken.json", "pushes/.cache/broken.json"] {
            try Self.write(name.hasSuffix("ok.json") ? good : "{ not json", folder + "/app/" + name)
        }
        let result = try TestSupport.alertpack(["lint-payload", "pushes", "--format", "json"], in: folder + "/app")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let files = (try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])?["files"] as? [[String: Any]] ?? []
        #expect(files.compactMap { $0["path"] as? String }.allSatisfy { $0.hasPrefix("pushes/ok.json") }, "\(files)")
        #expect(!files.isEmpty)
    }

    @Test("every mistake of a config in one run, each at its line and column in the config named from the working folder")
    func everyMistakeAtItsLine() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/app/sounds", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.wav"), toPath: folder + "/app/sounds/chime.wav")
        try Self.write(
            """
            version: 1
            rules:
              sound.long: loud
              sound.silence: { severity: bogus, maxLeadingSecs: 2 }
            overrides:
              - files: ["Legacy/**"]
                rules: { sound.duration: nope }
              - files: 3
                rules: { sound.long: errorr }
            suppress:
              - { files: "x.wav", rule: icon.alpha }
              - { files: "x.wav", rule: icon.alph, reason: "vendor art" }
            """, folder + "/app/.alertpack.yml")
        // Run from below the config (found by walking up): it is named from the working folder.
        let result = try TestSupport.alertpack(["check", "chime.wav"], in: folder + "/app/sounds")
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "alertpack: ../.alertpack.yml:3:15: rules.sound.long: 'loud' is not a severity (error, warning, info or off)",
                "alertpack: ../.alertpack.yml:4:30: rules.sound.silence.severity: 'bogus' is not a severity (error, warning, info or off)",
                "alertpack: ../.alertpack.yml:7:30: overrides[0].rules.sound.duration: 'nope' is not a severity (error, warning, info or off)",
                "alertpack: ../.alertpack.yml:8:12: overrides[1].files must be a pattern or a list of patterns",
                "alertpack: ../.alertpack.yml:9:26: overrides[1].rules.sound.long: 'errorr' is not a severity (error, warning, info or off)",
                "alertpack: ../.alertpack.yml:11:5: suppress[0].reason must say why the finding does not apply",
                "alertpack: warning: ../.alertpack.yml:4:37: rules.sound.silence.maxLeadingSecs is not a known key; did you mean 'maxLeadingSeconds'?"
                    + " (known: severity, source, thresholdDBFS, maxLeadingSeconds, maxTrailingSeconds)",
                "alertpack: warning: ../.alertpack.yml:12:29: suppress[1].rule: unknown rule id 'icon.alph'; did you mean 'icon.alpha'?",
            ], "\(result.stderr)")

        // A key a rule does not have is the config's mistake, said once, however many overrides
        // entries combine with it.
        try Self.write(
            """
            version: 1
            rules:
              sound.silence: { maxLeadingSecs: 2 }
            overrides:
              - { files: ["a/**"], rules: { sound.long: warning } }
              - { files: ["b/**"], rules: { sound.long: info } }
            """, folder + "/app/.alertpack.yml")
        let warned = try TestSupport.alertpack(["check", "sounds/chime.wav"], in: folder + "/app")
        #expect(warned.status == 0, "\(warned.stderr)")
        let warnings = warned.stderr.split(separator: "\n").filter { $0.contains("maxLeadingSecs") }
        #expect(
            warnings.count == 1 && warnings[0].hasPrefix("alertpack: warning: .alertpack.yml:3:20: rules.sound.silence.maxLeadingSecs"),
            "\(warned.stderr)")
        #expect(!warned.stderr.contains("preset 'ios'"), "\(warned.stderr)")

        // A YAML syntax error is said at its line: a quote opened on line 3 and never closed.
        try Self.write("version: 1\nrules:\n  sound.long: \"off\n  sound.silence: error\nignore: []\n\n", folder + "/app/.alertpack.yml")
        let broken = try TestSupport.alertpack(["check", "sounds/chime.wav"], in: folder + "/app")
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("alertpack: .alertpack.yml:3:15: not valid YAML: while scanning a quoted scalar"), "\(broken.stderr)")
    }
}
