import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Presets and project configs: extends, overrides, switching off, ignore patterns, and every
/// mistake reported with its key path.
struct PresetTests {
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
}
