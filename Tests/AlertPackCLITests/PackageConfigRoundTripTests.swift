import AlertPackTestSupport
import Foundation
import Testing

/// A project config that changes the rules keeps the package → verify round trip: the manifest
/// carries the rules the sources were judged with (the effective preset, what `overrides:` made
/// of it for some files, what `suppress:` took out), and verify judges with exactly those, unless
/// `--preset` names others. A changed embedded preset is caught by name.
@Suite(.serialized)
struct PackageConfigRoundTripTests {
    /// A folder `app` holding `sounds` (copies of Samples/sounds) and `.alertpack.yml`.
    static func project(_ sounds: [String], config: String) throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/app/sounds", withIntermediateDirectories: true)
        for name in sounds {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/" + name), toPath: folder + "/app/sounds/" + name)
        }
        try config.write(toFile: folder + "/app/.alertpack.yml", atomically: true, encoding: .utf8)
        return folder
    }

    /// Packages `app` into `pkg` and `pkg.zip`: exit 0 expected.
    static func package(_ folder: String, _ extra: [String] = []) throws {
        let made = try TestSupport.alertpack(["package", ".", "--out", "../pkg", "--zip", "../pkg.zip", "--quiet"] + extra, in: folder + "/app")
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
    }

    /// `verify` of the folder and of the zip: exit 0, and no package.preset finding.
    static func verifiesAsPackaged(_ folder: String) throws {
        for written in ["pkg", "pkg.zip"] {
            let verify = try TestSupport.alertpack(["verify", written, "--format", "json"], in: folder)
            #expect(verify.status == 0, "\(written): \(verify.stdout)\(verify.stderr)")
            let rules = try CheckOutput.of(verify).files.flatMap(\.rules)
            #expect(!rules.contains("package.preset"), "\(written): \(rules)")
            #expect(!rules.contains("package.manifest"), "\(written): \(rules)")
        }
    }

    static func manifestText(_ folder: String) throws -> String {
        try String(contentsOfFile: folder + "/pkg/manifest.json", encoding: .utf8)
    }

    static let longSound = """
        version: 1
        rules:
          sound.duration: warning
        """

    @Test("a config making sound.duration a warning: a 31 s sound is packaged (exit 0), and verify passes it, folder and zip")
    func changedSeverity() throws {
        let folder = try Self.project(["too-long.caf", "chime.wav"], config: Self.longSound)
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        try Self.verifiesAsPackaged(folder)
        let manifest = try Self.manifestText(folder)
        #expect(manifest.contains("\"schemaVersion\": 2"), "\(manifest.prefix(400))")
        #expect(manifest.contains("\"configuration\": {"))
        // The finding is the config's warning, in package and in verify alike.
        let verify = try TestSupport.alertpack(["verify", "pkg"], in: folder)
        #expect(verify.stdout.contains("warning  sound.duration  31.00 s; must be under 30 s"), "\(verify.stdout)")
    }

    @Test("verify --preset ios judges with ios: the error returns, with the package.preset warning")
    func namedPresetStillJudges() throws {
        let folder = try Self.project(["too-long.caf"], config: Self.longSound)
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        for written in ["pkg", "pkg.zip"] {
            let verify = try TestSupport.alertpack(["verify", written, "--preset", "ios", "--format", "json"], in: folder)
            #expect(verify.status == 1, "\(written): \(verify.stdout)\(verify.stderr)")
            let findings = try CheckOutput.of(verify).files.flatMap(\.findings)
            #expect(findings.contains { $0.rule == "sound.duration" && $0.severity == "error" }, "\(findings)")
            #expect(findings.contains { $0.rule == "package.preset" && $0.severity == "warning" }, "\(findings)")
        }
    }

    @Test("an overrides: entry relaxing a rule for one file and a suppress: entry for another: package exit 0, verify exit 0")
    func overridesAndSuppressions() throws {
        let folder = try Self.project(
            ["late-start.wav", "clipped.wav", "chime.wav"],
            config: """
                version: 1
                rules:
                  sound.silence: error
                  sound.clipping: error
                overrides:
                  - files: sounds/late-start.wav
                    rules:
                      sound.silence: { maxLeadingSeconds: 3 }
                suppress:
                  - files: sounds/clipped.wav
                    rule: sound.clipping
                    reason: "the clipping is the designer's intent"
                """)
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        try Self.verifiesAsPackaged(folder)
        // Recorded per file: the overridden rules for the one file, the suppression for the other.
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/pkg/manifest.json"))) as? [String: Any]
        let assets = (manifest?["assets"] as? [[String: Any]]) ?? []
        let byPath = Dictionary(uniqueKeysWithValues: assets.map { ($0["path"] as? String ?? "", $0) })
        #expect(byPath["Sounds/late-start.wav"]?["presetIndex"] as? Int == 1)
        #expect(byPath["Sounds/chime.wav"]?["presetIndex"] == nil)
        let suppressed = byPath["Sounds/clipped.wav"]?["suppressed"] as? [[String: String]]
        #expect(suppressed == [["rule": "sound.clipping", "reason": "the clipping is the designer's intent"]])
        // With another preset, neither applies: the recorded rules are the package's, not ios's.
        let named = try TestSupport.alertpack(["verify", "pkg", "--preset", "ios"], in: folder)
        #expect(named.stdout.contains("sound.clipping"), "\(named.stdout)")
        #expect(named.stdout.contains("package.preset"), "\(named.stdout)")
    }

    @Test("an Icon Composer document is judged as its folder: an override naming it holds in verify, and its fix names its source")
    func iconDocumentOverride() throws {
        let folder = try Self.project(
            [],
            config: """
                version: 1
                rules:
                  icon.xcode: error
                overrides:
                  - files: Composer2.icon
                    rules: { icon.xcode: warning }
                """)
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icon-bundles/Composer2.icon"), toPath: folder + "/app/Composer2.icon")
        try Self.package(folder)
        try Self.verifiesAsPackaged(folder)
        let verify = try TestSupport.alertpack(["verify", "pkg"], in: folder)
        #expect(verify.stdout.contains("warning  icon.xcode"), "\(verify.stdout)")
        #expect(verify.stdout.contains("fix: repair its source, Composer2.icon: "), "\(verify.stdout)")
    }

    @Test("a changed embedded preset fails verify, naming it; one that names another preset to extend is refused")
    func tamperedPreset() throws {
        let folder = try Self.project(["too-long.caf"], config: Self.longSound)
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        let manifest = try Self.manifestText(folder)
        let relaxed = manifest.replacingOccurrences(of: #"\"maxSeconds\": 30"#, with: #"\"maxSeconds\": 40"#)
        #expect(relaxed != manifest)
        try relaxed.write(toFile: folder + "/pkg/manifest.json", atomically: true, encoding: .utf8)
        let verify = try TestSupport.alertpack(["verify", "pkg"], in: folder)
        #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
        #expect(
            verify.stdout.contains(
                "package.manifest  manifest.json: configuration.presets[0] (preset 'ios') is not the preset whose sha256 the manifest records"),
            "\(verify.stdout)")

        // A preset that names another (a file of the machine that verifies) is refused unread.
        var document = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        var configuration = try #require(document["configuration"] as? [String: Any])
        configuration["presets"] = [["sha256": String(repeating: "0", count: 64), "text": "schema: 1\nextends: /etc/passwd\n"]]
        document["configuration"] = configuration
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: folder + "/pkg/manifest.json"))
        let refused = try TestSupport.alertpack(["verify", "pkg"], in: folder)
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stdout.contains("configuration.presets[0]: names a preset to extend; it must stand alone"), "\(refused.stdout)")
    }

    @Test("without a config that changes anything, the manifest is as before: schemaVersion 1, no configuration")
    func unconfigured() throws {
        let folder = try Self.project(["chime.wav"], config: "version: 1\n")
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        let manifest = try Self.manifestText(folder)
        #expect(manifest.hasPrefix("{\n  \"schemaVersion\": 1,"))
        #expect(!manifest.contains("\"configuration\""))
        try Self.verifiesAsPackaged(folder)
    }

    @Test("a manifest that records its rules validates against docs/manifest.schema.json", TestSupport.needs("python3"))
    func schema() throws {
        let folder = try Self.project(
            ["too-long.caf", "late-start.wav"],
            config: Self.longSound + "\noverrides:\n  - files: sounds/late-start.wav\n    rules: { sound.silence: off }\n")
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        let validate = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); document = json.load(open(sys.argv[2]))
            jsonschema.Draft202012Validator(schema).validate(document)
            print("valid", document["schemaVersion"], len(document["configuration"]["presets"]))
            """
        let result = try TestSupport.peer(
            "python3", ["-c", validate, TestSupport.repositoryPath("docs/manifest.schema.json"), folder + "/pkg/manifest.json"])
        #expect(result.stdout.hasPrefix("valid 2 2"), "\(result.stdout)\(result.stderr)")
    }
}
