import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack init`: a config that fits the folder, which the next check reads without a
/// warning, and never one written over another.
struct InitTests {
    @Test("init writes a config for what the folder holds, the next check obeys it, and a second init refuses")
    func writesAndRefuses() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let manager = FileManager.default
        for sub in ["Pods/Lib", "build", "NotificationService/Media", "App"] {
            try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/clipped.wav"), toPath: folder + "/Pods/Lib/clipped.wav")
        try manager.copyItem(
            atPath: TestSupport.repositoryPath("Samples/attachments/badge.png"), toPath: folder + "/NotificationService/Media/badge.png")
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/icons/Legacy.xcassets"), toPath: folder + "/App/Legacy.xcassets")
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/icon-bundles/AppIcon.icon"), toPath: folder + "/App/AppIcon.icon")

        let first = try TestSupport.alertpack(["init"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        // The Legacy set's old slots are ones the default preset knows (as legacy, info): no
        // reason for ios-legacy.
        #expect(first.stdout == "Wrote .alertpack.yml: preset ios; ignoring Pods, build. Edit it, then run alertpack check.\n")
        let text = try String(contentsOfFile: folder + "/.alertpack.yml", encoding: .utf8)
        #expect(text.contains("preset: ios "))
        #expect(text.contains("ignore:\n  - \"Pods\"\n  - \"build\"\n"))
        #expect(text.contains("# xcode: \"26.4\""))
        #expect(text.contains("#   - \"NotificationService/Media/**\""))
        // The config parses, names a real preset, and is what the next check reads.
        let config = try ProjectConfig.load(path: folder + "/.alertpack.yml")
        #expect(config.warnings.isEmpty)
        #expect(config.preset == "ios")
        let check = try TestSupport.alertpack(["check", ".", "--format", "json"], in: folder)
        #expect(check.stderr.isEmpty, "\(check.stderr)")
        #expect(!check.stdout.contains("Pods/"))

        // Never over an existing config: the file stays byte for byte.
        try "version: 1\n# mine\n".write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let second = try TestSupport.alertpack(["init"], in: folder)
        #expect(second.status == 2)
        #expect(second.stderr.contains(".alertpack.yml already exists; it is left as it is"))
        #expect(try String(contentsOfFile: folder + "/.alertpack.yml", encoding: .utf8) == "version: 1\n# mine\n")
        // The same folder gives the same text.
        #expect(ConfigScaffold.text(for: ConfigScaffold.survey(folder: folder, configuration: try TestSupport.defaultConfiguration())) == text)
    }

    @Test("an empty folder gets the ios preset and the usual ignore entries, commented")
    func emptyFolder() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(try TestSupport.alertpack(["init", folder]).status == 0)
        let text = try String(contentsOfFile: folder + "/.alertpack.yml", encoding: .utf8)
        #expect(text.contains("preset: ios "))
        #expect(text.contains("# ignore:\n#   - \"Pods\"\n"))
        #expect(try TestSupport.alertpack(["init", folder + "/missing"]).status == 2)
    }

    /// An app icon set of `entries` (idiom, points, scale) with images of the right sizes.
    static func iconSet(_ folder: String, _ entries: [(String, Double, Int)]) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var images: [String] = []
        for (index, (idiom, points, scale)) in entries.enumerated() {
            let pixels = Int(points * Double(scale))
            let points = points == points.rounded() ? String(Int(points)) : String(points)
            try TestSupport.peer("/usr/bin/convert", ["-size", "\(pixels)x\(pixels)", "xc:#3478f6", "PNG24:\(folder)/i\(index).png"])
            images.append(#"{"filename": "i\#(index).png", "idiom": "\#(idiom)", "scale": "\#(scale)x", "size": "\#(points)x\#(points)"}"#)
        }
        try "{\"images\": [\(images.joined(separator: ", "))], \"info\": {\"author\": \"xcode\", \"version\": 1}}".write(
            toFile: folder + "/Contents.json", atomically: true, encoding: .utf8)
    }

    static func errors(_ arguments: [String], in folder: String) throws -> Int {
        let result = try TestSupport.alertpack(["check", ".", "--format", "json", "--allow-empty"] + arguments, in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        return (document["files"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
            .filter { $0["severity"] as? String == "error" }.count
    }

    @Test("init picks ios-legacy only on evidence, suggests vendored folders, and never makes check report more errors")
    func evidence() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        // Old iPad slots (@1x) beside current ones: the default preset knows them.
        let ipad = root + "/ipad"
        try Self.iconSet(ipad + "/App/Assets.xcassets/AppIcon.appiconset", [("ipad", 76, 1), ("ipad", 76, 2), ("ios-marketing", 1024, 1)])
        #expect(try TestSupport.alertpack(["init"], in: ipad).status == 0)
        #expect(try ProjectConfig.load(path: ipad + "/.alertpack.yml").preset == "ios")
        // An iOS 6 app: 57 pt icons, no App Store icon in the set (it was uploaded apart).
        let old = root + "/old"
        try Self.iconSet(old + "/App/Assets.xcassets/AppIcon.appiconset", [("iphone", 57, 1), ("iphone", 57, 2), ("iphone", 29, 2)])
        // Vendored code anywhere in the tree, with its own failing files.
        try FileManager.default.createDirectory(atPath: old + "/Libs/Vendor/Kit.framework", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: old + "/Libs/Vendor/Kit.framework/a.caf")
        try FileManager.default.createDirectory(atPath: old + "/Libs/Other.xcframework", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: old + "/Libs/Other.xcframework/b.caf")
        let before = try Self.errors(["--no-config"], in: old)
        #expect(try TestSupport.alertpack(["init"], in: old).status == 0)
        let text = try String(contentsOfFile: old + "/.alertpack.yml", encoding: .utf8)
        #expect(text.contains("preset: ios-legacy\n"))
        #expect(text.contains("  - \"*.xcframework\"\n  - \"Vendor\"\n"), "\(text)")
        #expect(try Self.errors([], in: old) < before)
        // The scope fixture tree (a project, watch and launch sets, sounds): no more errors either.
        let tree = try ScopeAgreement.fixtureTree()
        defer { TestSupport.remove(FileName.parent(of: tree)) }
        let treeBefore = try Self.errors(["--no-config"], in: tree)
        #expect(try TestSupport.alertpack(["init"], in: tree).status == 0)
        #expect(try Self.errors([], in: tree) <= treeBefore)
        // ios-legacy knows today's other platforms: a watch set is no "idiom no platform uses".
        let watch = try TestSupport.alertpack(
            ["check", "Samples/icons/Watch.xcassets", "--preset", "ios-legacy", "--format", "json", "--no-config"])
        #expect(!watch.stdout.contains("no Apple platform uses"))
    }
}
