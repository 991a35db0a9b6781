import AlertPackTestSupport
import Foundation
import Testing

/// One run spells every report as discovery spells the files named from the same root, and
/// orders them by that spelling (issue 45): under `check .` a cross-platform config is
/// `./app.json` beside `./assets/…`, never `app.json` sorted after them; a baseline holds a
/// finding however the path was spelled when it was written.
@Suite(TestSupport.needs("python3"))
struct ReportSpellingCheckTests {
    static let native = TestSupport.generatedCorpus("make-native-config-projects.py", name: "report-spelling-native")

    /// The report paths of a JSON check, in report order.
    static func paths(_ result: TestSupport.ProcessResult) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        return try #require(document["files"] as? [[String: Any]]).map { $0["path"] as? String ?? "" }
    }

    @Test(
        "check . from inside a project: every report starts ./, the config among them in path order",
        arguments: [
            ("Samples/expo/SmallIcon", "./app.json"), ("Samples/flutter/AndroidOnlySound", "./pubspec.yaml"),
            ("cordova-app", "./config.xml"), ("cap-resolved", "./capacitor.config.json"),
        ])
    func insideProject(_ project: String, _ config: String) throws {
        let folder = project.hasPrefix("Samples/") ? TestSupport.repositoryPath(project) : Self.native + "/" + project
        let paths = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "."], in: folder))
        #expect(paths.contains(config) && paths.count > 1, "\(paths)")
        #expect(paths.allSatisfy { $0.hasPrefix("./") }, "\(paths)")
        #expect(paths == paths.sorted(), "\(paths)")
        // The text report lists them in the same order, under the same names.
        let text = try TestSupport.alertpack(["check", "--verbose", "--color", "never", "."], in: folder)
        let listed = text.stdout.split(separator: "\n").filter { $0.hasPrefix("./") }.map { String($0.split(separator: " ")[0]) }
        #expect(listed == paths, "\(text.stdout)")
    }

    @Test("from the project's parent, from a path with ./, and with the config named bare: each run has one style")
    func otherRoots() throws {
        let samples = TestSupport.repositoryPath("Samples/expo")
        let fromParent = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "SmallIcon"], in: samples))
        #expect(fromParent == ["SmallIcon/app.json", "SmallIcon/assets/images/icon.png", "SmallIcon/assets/notification-icon.png"])
        let dotted = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "./SmallIcon"], in: samples))
        #expect(dotted == fromParent.map { "./" + $0 }, "\(dotted)")
        let folder = samples + "/SmallIcon"
        let bare = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "app.json"], in: folder))
        #expect(bare == ["app.json", "assets/images/icon.png", "assets/notification-icon.png"], "\(bare)")
        let dottedConfig = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "./app.json"], in: folder))
        #expect(dottedConfig == bare.map { "./" + $0 }, "\(dottedConfig)")
    }

    @Test("XcodeGen and Tuist projects and web files are spelled as discovery spells them already")
    func otherKinds() throws {
        let tuist = TestSupport.generatedCorpus("make-tuist-projects.py", name: "report-spelling-tuist")
        defer { TestSupport.remove(tuist) }
        let manifest = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "."], in: tuist + "/chime"))
        #expect(manifest.contains("./Project.swift") && manifest.allSatisfy { $0.hasPrefix("./") } && manifest == manifest.sorted())
        let web = try Self.paths(try TestSupport.alertpack(["check", "--format", "json", "."], in: TestSupport.repositoryPath("Samples/web/Broken")))
        #expect(web.contains("./public/manifest.json") && web.allSatisfy { $0.hasPrefix("./") } && web == web.sorted(), "\(web)")
    }

    @Test("a baseline written under one spelling holds the config's finding under the other")
    func baselineKeysIgnoreSpelling() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let folder = root + "/app"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/expo/MissingSound"), toPath: folder)
        try GateTests.git(["init", "-q"], in: folder)
        let failing = try TestSupport.alertpack(["check", "."], in: folder)
        #expect(failing.status == 1, "\(failing.stdout)")
        let written = try TestSupport.alertpack(["check", ".", "--write-baseline", root + "/baseline.json"], in: folder)
        #expect(written.stderr.contains("1 findings"), "\(written.stdout)\(written.stderr)")
        let baseline = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"path\": \"app.json\"") || baseline.contains("\"path\":\"app.json\""), "\(baseline)")
        for named in [".", "app.json", "./app.json", folder] {
            let held = try TestSupport.alertpack(["check", named, "--baseline", root + "/baseline.json"], in: folder)
            #expect(held.status == 0, "\(named): \(held.stdout)\(held.stderr)")
        }
    }
}
