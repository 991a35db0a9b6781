import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `check` and `lint-payload --app` on built apps (issue 44), on what `scripts/make-built-apps.py`
/// writes: every sample as an `.ipa`, an `.app` and an `.xcarchive`, and Stale/ (a project beside
/// its app built without its extension). The witness for the facts is the script itself: what it
/// wrote into each catalog, dumped by Python.
@Suite(TestSupport.needs("python3"))
struct BuiltAppCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-built-apps.py", name: "built-apps-cli")

    /// The one finding each sample fires (rule and severity), none for Good.
    static let expected: [String: [String]] = [
        "Good": [],
        "TransparentIcon": ["built.icon-alpha error"],
        "AlphaChannel": ["built.icon-alpha warning"],
        "NoMarketingIcon": ["built.icon-missing error"],
        "NoIconName": ["built.icon-name error"],
        "MissingAlternate": ["built.alternate-icons error"],
        "SoundInFolder": ["built.sound-location warning"],
        "DevelopmentPush": ["built.aps-environment error"],
        "Unreadable": ["built.unreadable error"],
    ]

    /// Where each rendition of a sample lies below the corpus.
    static func path(_ name: String, as kind: String) -> String {
        switch kind {
        case "ipa": return "\(corpus)/ipa/\(name).ipa"
        case "app": return "\(corpus)/app/\(name)/Bark.app"
        default: return "\(corpus)/xcarchive/\(name)/Bark.xcarchive"
        }
    }

    /// The JSON report's files, by path, as plain JSON (facts are read key by key).
    static func files(_ result: TestSupport.ProcessResult) throws -> [String: [String: Any]] { try LooseReport.files(result) }

    static func findings(_ file: [String: Any]?) -> [String] { LooseReport.findings(file) }

    @Test("each sample fires its one finding, the same as an .ipa, an .app and an .xcarchive", arguments: ["ipa", "app", "xcarchive"])
    func oneFindingEach(kind: String) throws {
        let paths = Self.expected.keys.sorted().map { Self.path($0, as: kind) }
        let result = try TestSupport.alertpack(["check", "--format", "json"] + paths)
        #expect(result.status == 1, "\(result.stderr)")
        let files = try Self.files(result)
        for (name, rules) in Self.expected {
            let file = files[Self.path(name, as: kind)]
            #expect(file?["kind"] as? String == "built-app", "\(name).\(kind): \(file?["kind"] ?? "not reported")")
            #expect(Self.findings(file) == rules, "\(name).\(kind): \(Self.findings(file))")
        }
        // Each bundled sound is a report of its own, under the app's path and its path inside.
        let inside = kind == "ipa" ? "Payload/Bark.app/" : kind == "app" ? "" : "Products/Applications/Bark.app/"
        for sound in ["ping.caf", "chime.caf"] {
            let report = files[Self.path("Good", as: kind) + "/" + inside + sound]
            #expect(report?["kind"] as? String == "sound" && report?["verdict"] as? String == "pass", "\(kind) \(sound): \(report ?? [:])")
        }
        #expect(files[Self.path("SoundInFolder", as: kind) + "/" + inside + "Sounds/alarm.caf"]?["kind"] as? String == "sound")
        // Exit codes: a sample with an error fails the run alone, one with a warning does not.
        let good = try TestSupport.alertpack(["check", Self.path("Good", as: kind), Self.path("AlphaChannel", as: kind)])
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        let bad = try TestSupport.alertpack(["check", Self.path("TransparentIcon", as: kind)])
        #expect(bad.status == 1, "\(bad.stdout)\(bad.stderr)")
    }

    @Test("the JSON report lists every rendition the script wrote, with its size, appearance, opaque flag and transparent pixels")
    func renditionFacts() throws {
        let script = """
            import importlib.util, json, sys
            spec = importlib.util.spec_from_file_location("built", sys.argv[1])
            m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
            print(json.dumps({n: sorted("%s %s %dx%d@%d %s %s %d" % (r.name, r.idiom, r.pixels, r.pixels, r.scale, r.appearance or "any",
                "opaque" if r.opaque_flag else "alpha", r.transparent) for r in (a.renditions or [])) for n, (a, _) in m.samples().items()}))
            """
        let witness = try TestSupport.peer("python3", ["-c", script, TestSupport.repositoryPath("scripts/make-built-apps.py")])
        let written = try #require(try JSONSerialization.jsonObject(with: Data(witness.stdout.utf8)) as? [String: [String]])
        let paths = Self.expected.keys.sorted().map { Self.path($0, as: "ipa") }
        let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json"] + paths))
        for (name, renditions) in written where name != "Unreadable" {
            let facts = files[Self.path(name, as: "ipa")]?["facts"] as? [String: Any]
            let app = (facts?["bundles"] as? [[String: Any]])?.first
            let icons = app?["icons"] as? [String: Any]
            let listed = ((icons?["renditions"] as? [[String: Any]]) ?? []).map { r in
                let size = "\(r["width"] ?? "")x\(r["height"] ?? "")@\(r["scale"] ?? "")"
                return "\(r["name"] ?? "") \(r["idiom"] ?? "") \(size) \(r["appearance"] as? String ?? "any") "
                    + "\(r["flaggedOpaque"] as? Bool == true ? "opaque" : "alpha") \(r["transparentPixels"] as? Int ?? -1)"
            }
            #expect(listed.sorted() == renditions, "\(name): alertpack \(listed.sorted())\n script \(renditions)")
            #expect(facts?["container"] as? String == "ipa")
        }
    }

    @Test("text and SARIF name the app and the rule; the format never changes the exit code")
    func textAndSARIF() throws {
        let transparent = Self.path("TransparentIcon", as: "ipa")
        let text = try TestSupport.alertpack(["check", transparent, Self.path("Good", as: "ipa")])
        #expect(text.status == 1)
        #expect(text.stdout.contains("TransparentIcon.ipa") && text.stdout.contains("built.icon-alpha"), "\(text.stdout)")
        let sarif = try TestSupport.alertpack(["check", transparent, "--format", "sarif"])
        #expect(sarif.status == 1)
        let results = try TestSupport.decode(SARIFOutput.self, sarif).runs.flatMap(\.results)
        #expect(results.map(\.ruleId) == ["built.icon-alpha"], "\(results.map(\.ruleId))")
        #expect(results.first?.locations.first?.physicalLocation.artifactLocation.uri.hasSuffix("TransparentIcon.ipa") == true)
    }

    @Test("an IPA that is no zip, or is cut short, is exit 2 naming it; the other apps are still reported")
    func hostileIPA() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let good = try Data(contentsOf: URL(fileURLWithPath: Self.path("Good", as: "ipa")))
        try Data("not a zip at all".utf8).write(to: URL(fileURLWithPath: folder + "/Garbage.ipa"))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: folder + "/Cut.ipa"))
        try good.write(to: URL(fileURLWithPath: folder + "/Whole.ipa"))
        for name in ["Garbage.ipa", "Cut.ipa"] {
            let result = try TestSupport.alertpack(["check", name, "Whole.ipa", "--format", "json"], in: folder)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("alertpack: \(name): "), "\(name): \(result.stderr)")
            let document = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
            #expect((document?["problems"] as? [String])?.contains { $0.hasPrefix(name + ": ") } == true, "\(document ?? [:])")
            #expect(try Self.files(result)["Whole.ipa"]?["kind"] as? String == "built-app")
        }
        // Found by a walk: one cut short is named, one that does not even start as a zip (a Git
        // LFS pointer, a placeholder) is no built app and is left alone.
        let walked = try TestSupport.alertpack(["check", "."], in: folder)
        #expect(walked.status == 2 && !walked.stderr.contains("Garbage.ipa") && walked.stderr.contains("Cut.ipa"), "\(walked.stderr)")
    }

    @Test("a committed build is one built app: its files are judged through it, once, whatever is named; package leaves it out")
    func committedBuild() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let products = root + "/Build/Products/Release-iphoneos"
        try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.path("SoundInFolder", as: "app"), toPath: products + "/Bark.app")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: root + "/chime.caf")
        let walked = try Self.files(try TestSupport.alertpack(["check", ".", "--format", "json"], in: root))
        let app = "./Build/Products/Release-iphoneos/Bark.app"
        #expect(walked[app]?["kind"] as? String == "built-app", "\(walked.keys.sorted())")
        // Nothing inside the app is a loose source: only the app and its sounds, each once.
        let sounds = walked.keys.filter { $0.hasPrefix(app + "/") }.sorted()
        #expect(sounds == [app + "/Sounds/alarm.caf", app + "/ping.caf"], "\(sounds)")
        #expect(walked["./chime.caf"]?["kind"] as? String == "sound")
        // Named alone, from another folder or spelled otherwise: the same findings for it.
        let alone = try Self.files(
            try TestSupport.alertpack(["check", "Release-iphoneos/Bark.app/", "--format", "json"], in: root + "/Build/Products"))
        #expect(Self.findings(alone["Release-iphoneos/Bark.app"]) == Self.findings(walked[app]))
        #expect(Self.findings(walked[app]) == ["built.sound-location warning"])
        // A file named inside it (as --changed-since names one) is judged through the whole app.
        let named = "Build/Products/Release-iphoneos/Bark.app"
        let inside = try Self.files(try TestSupport.alertpack(["check", named + "/ping.caf", "--format", "json"], in: root))
        #expect(inside.keys.sorted() == [named, named + "/Sounds/alarm.caf", named + "/ping.caf"], "\(inside.keys.sorted())")
        #expect(Self.findings(inside[named]) == Self.findings(walked[app]))
        // package: the loose sound is a source, nothing of the app is.
        let package = try TestSupport.alertpack(["package", ".", "--out", "Out", "--quiet"], in: root)
        #expect(package.status == 0, "\(package.stdout)\(package.stderr)")
        let manifest = try TestSupport.manifest(root + "/Out")
        #expect(manifest.assets.map(\.path) == ["Sounds/chime.caf"], "\(manifest.assets.map(\.path))")
        // fix: nothing inside a signed build is repaired.
        let fix = try TestSupport.alertpack(["fix", ".", "--dry-run"], in: root)
        #expect(!fix.stdout.contains("Bark.app"), "\(fix.stdout)")
    }

    @Test("--project with --built, both named, or the project beside it: what the project declares and the build lacks")
    func sourceAgainstBuild() throws {
        let stale = Self.corpus + "/Stale"
        let declared = ["built.declared error"]
        let paired = try TestSupport.alertpack(
            ["check", "--project", stale + "/Stale.xcodeproj", "--built", stale + "/Stale.ipa", "--format", "json"])
        let pairedFiles = try Self.files(paired)
        #expect(Self.findings(pairedFiles[stale + "/Stale.ipa"]) == declared, "\(paired.stderr)")
        let message = ((pairedFiles[stale + "/Stale.ipa"]?["findings"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        #expect(message.contains("Service"), "\(message)")
        // Both named; the IPA alone (its project is beside it); its folder walked: the same.
        for arguments in [[stale + "/Stale.xcodeproj", stale + "/Stale.ipa"], [stale + "/Stale.ipa"], [stale]] {
            let files = try Self.files(try TestSupport.alertpack(["check", "--format", "json"] + arguments))
            #expect(Self.findings(files[stale + "/Stale.ipa"]) == declared, "\(arguments)")
        }
        // Good is built from no project of its name: nothing to compare, nothing said.
        #expect(
            Self.findings(
                try Self.files(try TestSupport.alertpack(["check", Self.path("Good", as: "ipa"), "--format", "json"]))[Self.path("Good", as: "ipa")])
                == [])
        // Paired with a project of two apps, neither of its name: exit 2, saying so.
        let twoApps = TestSupport.generatedCorpus("make-notify-projects.py", name: "built-notify") + "/TwoApps/TwoApps.xcodeproj"
        let wrong = try TestSupport.alertpack(["check", "--project", twoApps, "--built", Self.path("Good", as: "ipa")])
        #expect(wrong.status == 2, "\(wrong.stderr)")
        #expect(wrong.stderr.contains("Good.ipa: cannot tell which app of TwoApps.xcodeproj it is"), "\(wrong.stderr)")
        let alone = try TestSupport.alertpack(["check", "--built", stale + "/Stale.ipa"])
        #expect(alone.status != 0 && alone.stderr.contains("give the project too"), "\(alone.stderr)")
    }

    @Test("lint-payload --app: payloads judged against what the build bundles and is entitled to")
    func lintPayloadAgainstBuild() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let payloads: [String: String] = [
            "bundled.json": #"{"aps": {"alert": "Ping", "sound": "ping.caf"}}"#,
            "library.json": #"{"aps": {"alert": "Chime", "sound": "chime.caf"}}"#,
            "missing.json": #"{"aps": {"alert": "Gone", "sound": "gone.caf"}}"#,
            "folder.json": #"{"aps": {"alert": "Alarm", "sound": "alarm.caf"}}"#,
            "urgent.json": #"{"aps": {"alert": "Now", "interruption-level": "time-sensitive"}}"#,
            "mutable.json": #"{"aps": {"alert": "Changed", "mutable-content": 1}}"#,
        ]
        for (name, text) in payloads { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        // An app without the time-sensitive entitlement, as the script writes one.
        let script = """
            import importlib.util, sys
            spec = importlib.util.spec_from_file_location("built", sys.argv[1])
            m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
            m.write_ipa(m.good(name="Plain", entitlements={}, sounds=["ping.caf", "Library/Sounds/chime.caf", "Sounds/alarm.caf"], extensions=[]), sys.argv[2])
            """
        try TestSupport.peer("python3", ["-c", script, TestSupport.repositoryPath("scripts/make-built-apps.py"), folder + "/Plain.ipa"])
        func notify(_ app: String) throws -> [String: [String]] {
            let result = try TestSupport.alertpack(["lint-payload", "--app", app, "--format", "json"] + payloads.keys.sorted(), in: folder)
            #expect(result.status != 2, "\(result.stderr)")
            return try Self.files(result).mapValues { file in
                Self.findings(file).filter { $0.hasPrefix("notify.") || $0.hasPrefix("payload.sound") }
            }
        }
        let plain = try notify("Plain.ipa")
        #expect(plain["bundled.json"] == [], "\(plain)")
        // A Library/Sounds inside the bundle is a folder like any other: the system looks in the
        // container's Library/Sounds, written at run time, and at the bundle's top level.
        #expect(plain["library.json"] == ["notify.bundle-file error"], "\(plain)")
        #expect(plain["missing.json"] == ["notify.bundle-file warning"], "\(plain)")
        #expect(plain["folder.json"] == ["notify.bundle-file error"], "\(plain)")
        #expect(plain["urgent.json"] == ["notify.time-sensitive error"], "\(plain)")
        #expect(plain["mutable.json"] == ["notify.mutable-content warning"], "\(plain)")
        // Good is entitled and embeds its service extension; as an .app folder the same.
        for good in [Self.path("Good", as: "ipa"), Self.path("Good", as: "app"), Self.path("Good", as: "xcarchive")] {
            let found = try notify(good)
            #expect(found["urgent.json"] == [] && found["mutable.json"] == [] && found["bundled.json"] == [], "\(good): \(found)")
            #expect(found["missing.json"] == ["notify.bundle-file warning"], "\(good): \(found)")
        }
        let broken = try TestSupport.alertpack(["lint-payload", "--app", "Nope.ipa", "bundled.json"], in: folder)
        #expect(broken.status == 2 && broken.stderr.contains("Nope.ipa"), "\(broken.stderr)")
        try Data("no zip".utf8).write(to: URL(fileURLWithPath: folder + "/Bad.ipa"))
        let bad = try TestSupport.alertpack(["lint-payload", "--app", "Bad.ipa", "bundled.json"], in: folder)
        #expect(bad.status == 2 && bad.stderr.contains("Bad.ipa"), "\(bad.stderr)")
    }
}
