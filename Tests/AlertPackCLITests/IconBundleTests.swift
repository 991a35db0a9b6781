import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Icon Composer documents (`Name.icon`): read as one asset, their facts checked against an
/// independent reading (Python's json and xml parsers, ImageMagick's identify), the Xcode
/// version gate, packaging whole and verifying.
@Suite(TestSupport.needs("python3", "/usr/bin/identify", "sha256sum"))
struct IconBundleTests {
    static let samples = "Samples/icon-bundles"

    static func json(_ arguments: [String]) throws -> (status: Int32, files: [[String: Any]]) {
        let result = try TestSupport.alertpack(arguments + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        return (result.status, document["files"] as? [[String: Any]] ?? [])
    }

    @Test("a .icon is one asset of kind icon-bundle: its layer files are not checked as loose images")
    func oneAsset() throws {
        let (_, files) = try Self.json(["check", TestSupport.repositoryPath(Self.samples)])
        let paths = files.map { $0["path"] as? String ?? "" }
        #expect(paths.map { FileName.last(of: $0) } == ["AppIcon copy", "AppIcon.icon", "Broken.icon", "Composer2.icon"])
        #expect(files.allSatisfy { $0["kind"] as? String == "icon-bundle" })
        #expect(!paths.contains { $0.contains("/Assets/") })
    }

    @Test("the facts agree with Python's reading of icon.json and identify's of the PNG layers")
    func factsAgreeWithWitnesses() throws {
        for name in ["AppIcon.icon", "Broken.icon", "Composer2.icon"] {
            let folder = TestSupport.repositoryPath(Self.samples + "/" + name)
            let (_, files) = try Self.json(["check", folder])
            let facts = try #require(files.first?["facts"] as? [String: Any])
            let script = """
                import json, sys
                d = json.load(open(sys.argv[1]))
                groups = d.get("groups", [])
                layers = [l for g in groups for l in g.get("layers", [])]
                found = set()
                def walk(v):
                    if isinstance(v, dict):
                        for k, x in v.items():
                            if k.endswith("-specializations"):
                                for e in x:
                                    if "appearance" in e: found.add(e["appearance"])
                            walk(x)
                    elif isinstance(v, list):
                        for x in v: walk(x)
                walk(d)
                print(len(groups), len(layers), ",".join(sorted(found)))
                """
            let witness = try TestSupport.peer("python3", ["-c", script, folder + "/icon.json"]).stdout.split(separator: " ")
            #expect(facts["groups"] as? Int == Int(witness[0]), "\(name)")
            #expect(facts["layers"] as? Int == Int(witness[1]), "\(name)")
            let appearances = (facts["appearances"] as? [String] ?? []).joined(separator: ",")
            #expect(appearances == witness[2].trimmingCharacters(in: .whitespacesAndNewlines), "\(name)")
        }
        // The PNG over the canvas is the size identify measures.
        let big = TestSupport.repositoryPath(Self.samples + "/Broken.icon/Assets/Big.png")
        let size = try TestSupport.peer("/usr/bin/identify", ["-format", "%wx%h", big]).stdout
        let report = try TestSupport.check(TestSupport.repositoryPath(Self.samples + "/Broken.icon"))
        #expect(report.findings.first { $0.rule == "icon.canvas" }?.message.contains("is \(size) pixels") == true, "\(report.findings)")
    }

    @Test("the Xcode that builds it decides: Icon Composer 2 values are an error for Xcode 26, nothing for 27, a warning when unknown")
    func xcodeGate() throws {
        let composer2 = TestSupport.repositoryPath(Self.samples + "/Composer2.icon")
        let unknown = try TestSupport.check(composer2)
        #expect(unknown.findings.map(\.severity) == [.warning] && unknown.ruleIDs == ["icon.xcode"])

        let (status, files) = try Self.json(["check", composer2, "--xcode", "26.4"])
        #expect(status == 1)
        let messages = (files.first?["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("features: features [\"specular-location\"] needs Xcode 27.0 or later") && $0.contains("attempt to insert nil object")
            })
        #expect(messages.contains { $0.hasPrefix("groups[0].specular: specular \"inside\"") })
        // 26.2 predates the crash reports: the values are still not read.
        let older = try Self.json(["check", composer2, "--xcode", "26.2"])
        let olderMessage = (older.files.first?["findings"] as? [[String: Any]])?.first?["message"] as? String ?? ""
        #expect(olderMessage.contains("does not read it"), "\(olderMessage)")
        #expect(try TestSupport.alertpack(["check", composer2, "--xcode", "27.0"]).status == 0)
        // Before Xcode 26 no .icon compiles.
        let good = TestSupport.repositoryPath(Self.samples + "/AppIcon.icon")
        let old = try TestSupport.alertpack(["check", good, "--xcode", "16.4"])
        #expect(old.status == 1 && old.stdout.contains("Xcode 16.4 cannot compile a .icon"), "\(old.stdout)")
        // From the config too; a version that is not one is a usage error.
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "xcode: \"26.5\"\n".write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let configured = try TestSupport.alertpack(["check", composer2, "--config", folder + "/.alertpack.yml"])
        #expect(configured.status == 1 && configured.stdout.contains("Xcode 26.5's actool crashes on it"), "\(configured.stdout)")
        let bad = try TestSupport.alertpack(["check", composer2, "--xcode", "twenty-six"])
        #expect(bad.status == 2 && bad.stderr.contains("'twenty-six' is not a version"))
        #expect(XcodeVersion("26.4.1")!.isRelease(of: XcodeVersion("26.4")!) && XcodeVersion("26") == XcodeVersion("26.0"))
    }

    @Test("hostile documents are findings, never crashes: deep nesting, not JSON, a path that climbs out, a huge file")
    func hostileDocuments() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cases: [(String, String, String)] = [
            ("deep", String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000), "icon.json is not read"),
            ("text", "not json", "icon.json is not valid JSON"),
            (
                "climb", #"{"groups": [{"layers": [{"image-name": "../../../etc/passwd"}]}], "supported-platforms": {"squares": "shared"}}"#,
                "is not in Assets/"
            ),
            ("array", "[1, 2]", "icon.json is not a JSON object"),
            ("shape", #"{"groups": {"layers": 3}}"#, "icon.json: groups must be an array"),
        ]
        for (name, text, expected) in cases {
            let bundle = folder + "/\(name).icon"
            try FileManager.default.createDirectory(atPath: bundle + "/Assets", withIntermediateDirectories: true)
            try text.write(toFile: bundle + "/icon.json", atomically: true, encoding: .utf8)
            let report = try TestSupport.check(bundle)
            #expect(report.findings.contains { $0.message.contains(expected) }, "\(name): \(report.findings.map(\.message))")
        }
        let huge = folder + "/huge.icon"
        try FileManager.default.createDirectory(atPath: huge, withIntermediateDirectories: true)
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: huge + "/icon.json"))
        #expect(try TestSupport.check(huge).findings.contains { $0.message.hasPrefix("icon.json cannot be read") })
    }

    @Test(
        "package copies a passing .icon whole (role app-icon, every file hashed as sha256sum does), rejects a failing one, and verify catches a changed layer"
    )
    func packageWhole() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack([
            "package", TestSupport.repositoryPath(Self.samples), "--out", folder + "/pkg", "--quiet", "--allow-rejected",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/pkg/manifest.json"))) as? [String: Any])
        let assets = manifest["assets"] as? [[String: Any]] ?? []
        let icons = assets.filter { $0["role"] as? String == "app-icon" }
        #expect(
            icons.map { $0["path"] as? String ?? "" }.sorted()
                == [
                    "Icons/AppIcon.icon/Assets/backdrop.png", "Icons/AppIcon.icon/Assets/glyph.svg", "Icons/AppIcon.icon/icon.json",
                    // A warning (Icon Composer 2, no Xcode configured) does not keep it out.
                    "Icons/Composer2.icon/Assets/glyph.svg", "Icons/Composer2.icon/icon.json",
                ])
        for asset in icons {
            let path = folder + "/pkg/" + (asset["path"] as? String ?? "")
            let sum = try TestSupport.peer("sha256sum", [path]).stdout.prefix(64)
            #expect(String(sum) == asset["sha256"] as? String)
        }
        #expect((icons.first { ($0["path"] as? String)?.hasSuffix("icon.json") == true }?["facts"] as? [String: Any])?["groups"] as? Int == 2)
        let rejected = (manifest["rejected"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }.map { FileName.last(of: $0) }
        #expect(Set(rejected) == ["AppIcon copy", "Broken.icon"], "\(rejected)")
        #expect(try TestSupport.alertpack(["verify", folder + "/pkg"]).status == 0)
        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: folder + "/pkg/Icons/AppIcon.icon/Assets/glyph.svg"))
        let tampered = try TestSupport.alertpack(["verify", folder + "/pkg"])
        #expect(tampered.status == 1 && tampered.stdout.contains("package.changed"), "\(tampered.stdout)")
    }

    @Test("the visual report draws a .icon's layers on light and dark and in grays for tinted, labelled as an approximation")
    func htmlPreview() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let bundle = TestSupport.repositoryPath(Self.samples + "/AppIcon.icon")
        try TestSupport.alertpack(["report", bundle, "-o", folder + "/r.html"])
        let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
        for appearance in ["light", "dark", "tinted"] { #expect(html.contains("class=\"icon-stack \(appearance)\"")) }
        let svg = try Data(contentsOf: URL(fileURLWithPath: bundle + "/Assets/glyph.svg")).base64EncodedString()
        let png = try Data(contentsOf: URL(fileURLWithPath: bundle + "/Assets/backdrop.png")).base64EncodedString()
        // Each layer's bytes once, shared by the three tiles; a large PNG layer at the 320 px it is
        // drawn at most (twice the tile), the SVG as it is.
        #expect(html.components(separatedBy: "data:image/svg+xml;base64,\(svg)").count - 1 == 1)
        #expect(!html.contains(png) && html.components(separatedBy: "data:image/png;base64,").count - 1 == 1)
        // Back to front: the backdrop (second layer in icon.json) is drawn before the glyph (first).
        #expect(html.contains("--layer-0:url('data:image/png;base64,") && html.contains("--layer-1:url('data:image/svg+xml;base64,\(svg)')"))
        let back = try #require(html.range(of: "background-image:var(--layer-0)"))
        let front = try #require(html.range(of: "background-image:var(--layer-1)"))
        #expect(back.lowerBound < front.lowerBound)
        #expect(html.contains("an approximation"))
        // The fill's colour, from "automatic-gradient": "srgb:0.09412,0.73725,0.94902,1.00000".
        #expect(html.contains("rgba(24,188,242,1)"))
    }
}
