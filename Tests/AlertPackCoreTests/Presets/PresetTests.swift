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

    /// A preset "team" that extends ios with these `rules:` lines (indented by two), resolved.
    static func teamPreset(_ rules: String, in folder: String) throws -> CheckConfiguration {
        try write("schema: 1\nname: team\nextends: ios\nrules:\n" + rules + "\n", folder + "/team.yml")
        return try CheckConfiguration.resolve(presetReference: folder + "/team.yml", configPath: nil, useConfigFile: false)
    }

    @Test("each built-in preset embedded as JSON reads exactly as its YAML")
    func embeddedJSONMatchesYAML() throws {
        for name in PresetLibrary.builtinNames {
            let yaml = try PresetLibrary.parseTable(try #require(PresetLibrary.builtinText(name)), origin: name)
            let json = try PresetLibrary.parseJSONTable(try #require(EmbeddedPresets.json[name]), origin: name)
            #expect(yaml == json, "\(name)")
            let committed = try String(contentsOfFile: TestSupport.repositoryPath("Presets/\(name).yml"), encoding: .utf8)
            #expect(try PresetLibrary.parseTable(committed, origin: name) == yaml, "the binary carries Presets/\(name).yml as committed")
        }
    }

    @Test("the built-in ios preset validates with no warnings")
    func builtinValid() throws {
        let configuration = try TestSupport.defaultConfiguration()
        #expect(configuration.warnings.isEmpty, "\(configuration.warnings)")
        #expect(configuration.preset.name == "ios")
        #expect(PresetLibrary.builtinNames.contains("ios"))
    }

    @Test("a custom preset extends ios, changes a threshold and a severity, and switches a rule off")
    func extendsBuiltin() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let configuration = try Self.teamPreset(
            """
              sound.long: off
              sound.duration:
                maxSeconds: 5
              sound.float-pcm: error
            """, in: folder)
        #expect(configuration.preset.name == "team")
        let checker = Checker(configuration: configuration, jobs: 1)
        let long = checker.checkSound(at: TestSupport.repositoryPath("Samples/sounds/long.caf"))
        #expect(long.ruleIDs == ["sound.duration"])
        #expect(long.findings[0].message == "8.00 s; must be under 5 s")
        let float = checker.checkSound(at: TestSupport.repositoryPath("Samples/sounds/float.wav"))
        #expect(float.findings.first { $0.rule == "sound.float-pcm" }?.severity == .error)
        // Values not overridden are inherited.
        #expect(configuration.preset.settings(for: "sound.silence").number("maxLeadingSeconds") == 0.25)
    }

    @Test("what fixes aim at comes from the preset: the suggested command and convert use the same values")
    func fixPolicyFromPreset() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let configuration = try Self.teamPreset(
            """
              sound.duration:
                cutMarginSeconds: 2
              sound.loudness:
                targetLUFS: -20
                peakCeilingDBFS: -3
            """, in: folder)
        #expect(configuration.fixPolicy.cutLength == 28)
        let checker = Checker(configuration: configuration, jobs: 1)
        let tooLong = checker.checkSound(at: TestSupport.repositoryPath("Samples/sounds/too-long.caf"))
        #expect(tooLong.findings.first { $0.rule == "sound.duration" }?.fix?.text.contains("cut it to 28.00 s") == true, "\(tooLong.findings)")
        let quiet = checker.checkSound(at: TestSupport.repositoryPath("Samples/sounds/quiet.wav"))
        let fix = try #require(quiet.findings.first { $0.rule == "sound.loudness" }?.fix?.text)
        #expect(fix.contains("-20.0 LUFS (peak at most -3.0 dBFS)") && fix.contains("alertpack fix"), "\(fix)")
        // fix aims where the hints say: the sound is cut to the preset's length.
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: folder + "/too-long.caf")
        let repaired = Fixer(checker: checker, options: RepairOptions()).run(paths: [folder + "/too-long.caf"])
        #expect(repaired.files.first?.status == .repaired)
        #expect(abs((checker.checkSound(at: folder + "/too-long.caf").facts.sound?.duration ?? 0) - 28) < 0.01)
        // convert holds the peak at the preset's ceiling (16-bit PCM, so no codec moves it).
        var options = ConversionOptions()
        options.target = .cafLPCM16
        options.loudnessLUFS = -6
        let result = Converter(checker: checker, options: options).convert(
            input: TestSupport.repositoryPath("Samples/sounds/chime.wav"), to: folder + "/loud.caf")
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(result.steps.contains { $0.contains("held back so the peak stays at -3.0 dBFS") }, "\(result.steps)")
        #expect((result.after?.facts.sound?.peakDBFS ?? 0) <= -2.9)
    }

    @Test("mistakes are reported together with their key paths; unknown keys only warn")
    func mistakes() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.write(
            """
            schema: 1
            extends: ios
            colour: blue
            rules:
              sound.duration: { maxSeconds: "thirty", maxSecs: 3 }
              sound.clipping: { minRunSamples: -2 }
              sound.nonexistent: error
            """, folder + "/bad.yml")
        do {
            _ = try CheckConfiguration.resolve(presetReference: folder + "/bad.yml", configPath: nil, useConfigFile: false)
            Issue.record("a bad preset was accepted")
        } catch {
            #expect(error.message.contains("rules.sound.duration.maxSeconds must be a number"))
            #expect(error.message.contains("rules.sound.clipping.minRunSamples must be a whole number"))
        }
        try Self.write(
            "schema: 1\nextends: ios\ncolour: blue\nrules:\n  sound.nonexistent: error\n  sound.long: { maxSecs: 3 }\n", folder + "/warn.yml")
        let configuration = try CheckConfiguration.resolve(presetReference: folder + "/warn.yml", configPath: nil, useConfigFile: false)
        let warnings = configuration.warnings.joined(separator: "\n")
        #expect(warnings.contains("warn.yml:3:1: colour is not a known key"), "\(warnings)")
        #expect(warnings.contains("rules.sound.nonexistent: unknown rule id"))
        #expect(warnings.contains("rules.sound.long.maxSecs is not a known key"))

        for (text, expected) in [
            ("schema: 9\nextends: ios\n", "schema 9 is newer than this alertpack understands"),
            ("extends: ios\nrules:\n  sound.long: loud\n", "'loud' is not a severity"),
            ("extends: nope\n", "no preset named 'nope'"),
            ("extends: ios\nrules: [1, 2]\n", "case.yml:2:8: rules must be a table"),
            ("rules: {sound.long: error}\n", "rules.sound.unreadable is missing"),
            (": : :\n  - [", "not valid YAML"),
            // A quote never closed is said where it opens, not at the end of the file.
            (
                "extends: ios\nrules:\n  sound.long: \"off\n  sound.silence: error\n\n",
                "case.yml:3:15: not valid YAML: while scanning a quoted scalar"
            ),
        ] {
            try Self.write(text, folder + "/case.yml")
            #expect(throws: AlertPackError.self) {
                try CheckConfiguration.resolve(presetReference: folder + "/case.yml", configPath: nil, useConfigFile: false)
            }
            do {
                _ = try CheckConfiguration.resolve(presetReference: folder + "/case.yml", configPath: nil, useConfigFile: false)
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
    }

    @Test("values are typed when the preset is read: a count past any integer, a negative size or an infinite limit is an error, never a trap")
    func valuesAreTypedOnRead() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        do {
            _ = try Self.teamPreset(
                """
                  action.count: { maxActions: 1e30, bannerActions: 2.5 }
                  package.too-large: { maxBytes: -1 }
                  sound.duration: { maxSeconds: .inf }
                  icon.missing: { requiredPixels: [1024, big] }
                  sound.extension: { extensions: { caf: caf } }
                """, in: folder)
            Issue.record("a preset with unusable values was accepted")
        } catch let error as AlertPackError {
            for expected in [
                "rules.action.count.maxActions must be a whole number, not 1e+30",
                "rules.action.count.bannerActions must be a whole number, not 2.5",
                "rules.package.too-large.maxBytes must be a whole number, not -1",
                "rules.sound.duration.maxSeconds must be a number, not inf",
                "rules.icon.missing.requiredPixels must be a list of numbers",
                "rules.sound.extension.extensions must be a table",
            ] {
                #expect(error.message.contains(expected), "\(expected) in \(error.message)")
            }
        }
        // Read once, typed: the checker's rules hold the values the preset gives.
        let configuration = try Self.teamPreset("  action.count: { maxActions: 3 }", in: folder)
        #expect(configuration.rules.parameters(of: ActionCountRule()).maxActions == 3)
        #expect(configuration.rules.parameters(of: ActionCountRule()).bannerActions == 2)
    }

    @Test("the codecs whose failure to decode makes a sound unreadable are sound.codec's, from the preset")
    func playableCodecsFromPreset() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(try TestSupport.defaultConfiguration().measurementSettings.playableCodecs == ["lpcm", "ima4", "ulaw", "alaw", "ima-adpcm"])
        let configuration = try Self.teamPreset("  sound.codec: { allowed: [lpcm, aac], unconfirmed: [] }", in: folder)
        #expect(configuration.measurementSettings.playableCodecs == ["lpcm", "aac"])
    }

    @Test("the image tables refuse scales, sizes and status bars that are not whole, positive and sane, with the table's path")
    func imageTablesAreChecked() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for (table, expected) in [
            ("icons:\n  slots:\n    - {idiom: iphone, sizes: [20], scales: [1e30]}", "icons.slots[0] sizes must be lists of points"),
            ("icons:\n  slots:\n    - {idiom: iphone, sizes: [-20], scales: [2]}", "icons.slots[0] sizes must be lists of points"),
            ("icons:\n  names:\n    Icon: {idiom: iphone, size: 20, scales: [2.5]}", "icons.names.Icon scales must be whole numbers"),
            ("launchImages:\n  - {idiom: iphone, scale: 1e30, size: 320x480}", "launchImages[0] needs idiom, scale (1 to 16)"),
            ("launchImages:\n  - {idiom: iphone, scale: 1, size: 320x480, statusBar: 1e30}", "launchImages[0] statusBar must be a whole number"),
        ] {
            try Self.write("schema: 1\nname: team\nextends: ios\n" + table + "\n", folder + "/team.yml")
            do {
                _ = try CheckConfiguration.resolve(presetReference: folder + "/team.yml", configPath: nil, useConfigFile: false)
                Issue.record("accepted: \(table)")
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
    }

    @Test("a preset that extends itself is refused")
    func extendsCycle() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try Self.write("extends: b.yml\n", folder + "/a.yml")
        try Self.write("extends: a.yml\n", folder + "/b.yml")
        #expect(throws: AlertPackError.self) {
            try CheckConfiguration.resolve(presetReference: folder + "/a.yml", configPath: nil, useConfigFile: false)
        }
    }

    @Test(
        "ignore patterns",
        arguments: [
            ("*.wav", "a/b/c.wav", true), ("*.wav", "a/b/c.caf", false), ("drafts/**", "drafts/x/y.wav", true),
            ("drafts/**", "other/drafts/y.wav", false), ("**/drafts/**", "other/drafts/y.wav", true),
            ("a/*.wav", "a/b/c.wav", false), ("Pods", "x/Pods", true), ("c?.wav", "q/c1.wav", true),
            // A trailing slash names the folder, as .gitignore writes it.
            ("Pods/", "Pods", true), ("Pods/", "Pods/x.wav", false),
            ("[a-c]*.wav", "q/b1.wav", true), ("[!a-c]*.wav", "q/b1.wav", false), ("[^a-c]*.wav", "q/d1.wav", true),
            ("a\\*b", "a*b", true), ("a\\*b", "axb", false), ("[ab", "[ab", true), ("**", "a/b/c", true),
            ("a/**/b/**/c", "a/x/b/y/z/c", true), ("a/**/b/**/c", "a/x/c/y/z/b", false), ("**/x/**", "x", true),
        ])
    func ignorePatterns(pattern: String, path: String, ignored: Bool) {
        let patterns = IgnorePatterns([pattern], root: FileManager.default.currentDirectoryPath)
        #expect(patterns.matches(path) == ignored)
    }

    @Test("hostile ignore patterns are matched without backtracking: many ** and * against long paths finish")
    func hostileGlobs() {
        // A backtracking matcher tries every split at each **: 2^40 ways here.
        let deep = Array(repeating: "**", count: 40).joined(separator: "/") + "/never"
        let path = Array(repeating: "d", count: 60).joined(separator: "/") + "/file.wav"
        #expect(!IgnorePatterns.glob(deep, path))
        #expect(IgnorePatterns.glob(Array(repeating: "**", count: 40).joined(separator: "/") + "/file.wav", path))
        // fnmatch backtracks on many stars in one name.
        let stars = String(repeating: "*a", count: 60) + "b"
        #expect(!IgnorePatterns.matchesName(Array(stars.utf8), Array(String(repeating: "a", count: 255).utf8)))
        #expect(IgnorePatterns.matchesName(Array(stars.utf8), Array((String(repeating: "a", count: 100) + "b").utf8)))
        #expect(IgnorePatterns([deep, stars], root: "/").matches(path) == false)
    }
}
