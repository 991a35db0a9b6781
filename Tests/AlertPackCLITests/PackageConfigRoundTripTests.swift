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

    /// Packages `app` into `pkg` and `pkg.zip` (its digest in `pkg.digest`): exit 0 expected.
    static func package(_ folder: String, _ extra: [String] = []) throws {
        let made = try TestSupport.alertpack(
            ["package", ".", "--out", "../pkg", "--zip", "../pkg.zip", "--digest-file", "../pkg.digest", "--quiet"] + extra, in: folder + "/app")
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
    }

    /// The package digest `package` wrote.
    static func digest(_ folder: String) throws -> String {
        try String(contentsOfFile: folder + "/pkg.digest", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `verify --digest` of the folder and of the zip: exit 0, and no package.preset finding
    /// (the digest proves the rules the package records).
    static func verifiesAsPackaged(_ folder: String) throws {
        let digest = try Self.digest(folder)
        for written in ["pkg", "pkg.zip"] {
            let verify = try TestSupport.alertpack(["verify", written, "--digest", digest, "--format", "json"], in: folder)
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

    /// The unproved-rules warning, as the text report says it.
    static func unproved(_ departure: String) -> String {
        "warning  package.preset  judged with the rules the package records (\(departure)), which no digest or signature proves: verify with --digest or --public-key"
    }

    @Test(
        "an unsigned package edited to record rules that pass a replaced sound: verify warns (--strict exit 1), --digest refuses it, and the named preset still holds the package rules"
    )
    func unprovedRecordedRules() throws {
        // The package released: chime.caf under the bare ios preset.
        let folder = try Self.project(["chime.caf"], config: "version: 1\n")
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        let digest = try Self.digest(folder)
        #expect(try TestSupport.alertpack(["verify", "pkg", "--strict"], in: folder).status == 0)

        // Rules that pass anything, as any alertpack records them (the attacker's own package).
        let helper = try Self.project(
            ["chime.caf"],
            config: """
                version: 1
                rules:
                  sound.duration: off
                  package.preset: off
                  package.changed: off
                """)
        defer { TestSupport.remove(helper) }
        try Self.package(helper)
        let recorded = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: helper + "/pkg/manifest.json"))) as? [String: Any])

        // The edit: a 31 s sound in place of chime.caf, its hash and size updated, the rules added.
        let manifestPath = folder + "/pkg/manifest.json"
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath))) as? [String: Any])
        let replacement = TestSupport.repositoryPath("Samples/sounds/too-long.caf")
        try FileManager.default.removeItem(atPath: folder + "/pkg/Sounds/chime.caf")
        try FileManager.default.copyItem(atPath: replacement, toPath: folder + "/pkg/Sounds/chime.caf")
        let hashed = try TestSupport.peer("shasum", ["-a", "256", replacement]).stdout.prefix(64)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: replacement)[.size] as? Int)
        var assets = try #require(document["assets"] as? [[String: Any]])
        let index = try #require(assets.firstIndex { $0["path"] as? String == "Sounds/chime.caf" })
        assets[index]["sha256"] = String(hashed)
        assets[index]["size"] = size
        document["assets"] = assets
        document["schemaVersion"] = 2
        document["preset"] = recorded["preset"]
        document["configuration"] = recorded["configuration"]
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: manifestPath))

        let verify = try TestSupport.alertpack(["verify", "pkg"], in: folder)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains(Self.unproved("they differ from preset 'ios'")), "\(verify.stdout)")
        #expect(!verify.stdout.contains("rules: recorded in the package"), "nothing proved, nothing said: \(verify.stdout)")
        let strict = try TestSupport.alertpack(["verify", "pkg", "--strict", "--format", "json"], in: folder)
        #expect(strict.status == 1, "\(strict.stdout)\(strict.stderr)")
        #expect(try CheckOutput.of(strict).files.flatMap(\.rules).contains("package.preset"))

        // The released digest refuses it.
        let pinned = try TestSupport.alertpack(["verify", "pkg", "--digest", digest], in: folder)
        #expect(pinned.status == 1, "\(pinned.stdout)\(pinned.stderr)")
        #expect(pinned.stdout.contains("not the \(digest) verify was given"), "\(pinned.stdout)")

        // The record cannot switch off the package's own rules: a file changed behind the
        // manifest is still package.changed, an error, as preset ios says.
        try Data("not a sound".utf8).write(to: URL(fileURLWithPath: folder + "/pkg/Sounds/chime.caf"))
        let changed = try TestSupport.alertpack(["verify", "pkg", "--format", "json"], in: folder)
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(try CheckOutput.of(changed).files.flatMap(\.findings).contains { $0.rule == "package.changed" && $0.severity == "error" })
    }

    @Test("a genuine configured package: --digest proves its rules (no warning, exit 0, \"rules: recorded in the package\"); without it, the warning")
    func provedByDigest() throws {
        let folder = try Self.project(["too-long.caf"], config: Self.longSound)
        defer { TestSupport.remove(folder) }
        try Self.package(folder)
        let digest = try Self.digest(folder)
        for written in ["pkg", "pkg.zip"] {
            let proved = try TestSupport.alertpack(["verify", written, "--digest", digest, "--strict"], in: folder)
            #expect(proved.status == 1, "sound.duration is a warning: \(proved.stdout)")
            #expect(!proved.stdout.contains("package.preset"), "\(written): \(proved.stdout)")
            #expect(proved.stdout.contains("rules: recorded in the package; digest: matches"), "\(written): \(proved.stdout)")
            let plain = try TestSupport.alertpack(["verify", written, "--digest", digest], in: folder)
            #expect(plain.status == 0, "\(written): \(plain.stdout)")
            let json = try TestSupport.alertpack(["verify", written, "--digest", digest, "--format", "json"], in: folder)
            let document = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
            let rules = (document["verification"] as? [String: Any])?["rules"] as? [String: String]
            #expect(rules == ["source": "recorded"], "\(json.stdout)")

            let unproved = try TestSupport.alertpack(["verify", written], in: folder)
            #expect(unproved.status == 0, "\(written): \(unproved.stdout)")
            #expect(unproved.stdout.contains(Self.unproved("they differ from preset 'ios'")), "\(written): \(unproved.stdout)")
        }
        // With --preset, the preset is said.
        let named = try TestSupport.alertpack(["verify", "pkg", "--preset", "ios", "--digest", digest], in: folder)
        #expect(named.stdout.contains("rules: preset ios; digest: matches"), "\(named.stdout)")
    }

    @Test("a genuine configured package signed (package --sign): verify --public-key proves its rules; the package's own signature alone does not")
    func provedBySignature() throws {
        let folder = try Self.project(
            ["chime.wav", "late-start.wav"],
            config: Self.longSound + "\noverrides:\n  - files: sounds/late-start.wav\n    rules: { sound.silence: off }\n")
        defer { TestSupport.remove(folder) }
        #expect(try TestSupport.alertpack(["keys", "generate", "--out", "release.key"], in: folder).status == 0)
        try Self.package(folder, ["--sign", "../release.key"])
        for written in ["pkg", "pkg.zip"] {
            let proved = try TestSupport.alertpack(["verify", written, "--public-key", "release.key.pub", "--strict"], in: folder)
            #expect(proved.status == 0, "\(written): \(proved.stdout)\(proved.stderr)")
            #expect(!proved.stdout.contains("package.preset"), "\(written): \(proved.stdout)")
            #expect(proved.stdout.contains("rules: recorded in the package; signature: good"), "\(written): \(proved.stdout)")
            // A signature any key could have made proves nothing about who wrote the rules.
            let own = try TestSupport.alertpack(["verify", written], in: folder)
            #expect(
                own.stdout.contains(Self.unproved("they differ from preset 'ios'; overrides: give some files other rules")),
                "\(written): \(own.stdout)")
        }
    }

    @Test(
        "a suppress: or overrides: entry silencing a set-level finding (icon.missing, at the set's Contents.json): check, package and verify all pass",
        arguments: [
            """
            version: 1
            suppress:
              - files: "**/AppIcon.appiconset/**"
                rule: icon.missing
                reason: "the App Store icon is added at release"
            """,
            """
            version: 1
            overrides:
              - files: "**/AppIcon.appiconset/Contents.json"
                rules: { icon.missing: off }
            """,
        ])
    func setLevelConfiguration(_ config: String) throws {
        let folder = try Self.project([], config: config)
        defer { TestSupport.remove(folder) }
        // An icon set without its App Store icon: icon.missing, judged at its Contents.json.
        let set = folder + "/app/Art.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: folder + "/app/Art.xcassets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/icons/Good.xcassets/AppIcon.appiconset"), toPath: set)
        try FileManager.default.removeItem(atPath: set + "/ItunesArtwork@2x.png")
        let contents = try String(contentsOfFile: set + "/Contents.json", encoding: .utf8)
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("ios-marketing") }
        var edited = lines.joined(separator: "\n")
        edited = edited.replacingOccurrences(of: "\"Icon-App-83.5x83.5@2x.png\"},\n  ]", with: "\"Icon-App-83.5x83.5@2x.png\"}\n  ]")
        try edited.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let bare = try TestSupport.alertpack(["check", "Art.xcassets", "--no-config"], in: folder + "/app")
        #expect(bare.status == 1 && bare.stdout.contains("icon.missing"), "the set fails without the config: \(bare.stdout)")

        let check = try TestSupport.alertpack(["check", "."], in: folder + "/app")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        try Self.package(folder)
        let manifest = try Self.manifestText(folder)
        #expect(manifest.contains("Assets.xcassets/AppIcon.appiconset/Icon-App-60x60@3x.png"), "the set is packaged: \(manifest.prefix(600))")
        try Self.verifiesAsPackaged(folder)
        #expect(try TestSupport.alertpack(["verify", "pkg"], in: folder).status == 0)
    }
}
