import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Icon Composer documents (`Name.icon`): read as one asset, their facts checked against an
/// independent reading (Python's json and xml parsers, ImageMagick's identify), the Xcode
/// version gate. Packaging, --xcode and the report are the command's (IconBundleCommandTests).
@Suite(TestSupport.needs("python3", "/usr/bin/identify", "sha256sum"))
struct IconBundleTests {
    static let samples = "Samples/icon-bundles"

    @Test("an SVG layer is judged as Python's XML parser judges it: well-formed or not")
    func svgAgreesWithPython() throws {
        let folder = TestSupport.repositoryPath(Self.samples + "/Broken.icon/Assets")
        for (name, wellFormed) in [("bad.svg", false), ("glyph.svg", true), ("Case.svg", true)] {
            let python = try TestSupport.run("python3", ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", folder + "/" + name])
            #expect((python.status == 0) == wellFormed, "python on \(name)")
            let ours = SVGInspector.inspect(path: folder + "/" + name)
            #expect((ours.problem == nil) == wellFormed, "\(name): \(ours)")
            if wellFormed { #expect(ours.viewBox == [0, 0, 1024, 1024]) }
        }
    }
    static func check(_ path: String, xcode: String? = nil) throws -> CheckReport {
        var configuration = try TestSupport.defaultConfiguration()
        configuration.xcode = xcode.flatMap(XcodeVersion.init)
        return Checker(configuration: configuration, jobs: 2).check(paths: [path])
    }

    @Test("a .icon is one asset of kind icon-bundle: its layer files are not checked as loose images")
    func oneAsset() throws {
        let files = try Self.check(TestSupport.repositoryPath(Self.samples)).files
        let paths = files.map(\.path)
        #expect(paths.map { FileName.last(of: $0) } == ["AppIcon copy", "AppIcon.icon", "Broken.icon", "Composer2.icon"])
        #expect(files.allSatisfy { $0.kind == .iconBundle })
        #expect(!paths.contains { $0.contains("/Assets/") })
    }

    @Test("the facts agree with Python's reading of icon.json and identify's of the PNG layers")
    func factsAgreeWithWitnesses() throws {
        for name in ["AppIcon.icon", "Broken.icon", "Composer2.icon"] {
            let folder = TestSupport.repositoryPath(Self.samples + "/" + name)
            let facts = try #require(try TestSupport.check(folder).facts.iconBundle, "\(name)")
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
            #expect(facts.groups == Int(witness[0]), "\(name)")
            #expect(facts.layers == Int(witness[1]), "\(name)")
            #expect(facts.appearances.joined(separator: ",") == witness[2].trimmingCharacters(in: .whitespacesAndNewlines), "\(name)")
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
        let gated = try #require(try Self.check(composer2, xcode: "26.4").files.first)
        #expect(gated.verdict == .fail)
        let messages = gated.findings.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("features: features [\"specular-location\"] needs Xcode 27.0 or later") && $0.contains("attempt to insert nil object")
            })
        #expect(messages.contains { $0.hasPrefix("groups[0].specular: specular \"inside\"") })
        // 26.2 predates the crash reports: the values are still not read.
        let older = try Self.check(composer2, xcode: "26.2").files.first?.findings.first?.message ?? ""
        #expect(older.contains("does not read it"), "\(older)")
        #expect(try Self.check(composer2, xcode: "27.0").files.first?.verdict == .pass)
        #expect(
            try Self.check(composer2, xcode: "26.5").files.first?.findings.contains { $0.message.contains("Xcode 26.5's actool crashes on it") }
                == true)
        // Before Xcode 26 no .icon compiles.
        let old = try #require(try Self.check(TestSupport.repositoryPath(Self.samples + "/AppIcon.icon"), xcode: "16.4").files.first)
        #expect(old.verdict == .fail && old.findings.contains { $0.message.contains("Xcode 16.4 cannot compile a .icon") }, "\(old.findings)")
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
}
