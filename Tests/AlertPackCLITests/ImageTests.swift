import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// PNG inspection against ImageMagick as the witness, PngSuite's broken files, asset catalogs,
/// and the conventional file names.
@Suite(TestSupport.needs("/usr/bin/identify", "/usr/bin/convert", "python3"))
struct ImageTests {
    /// ImageMagick itself: `convert` on PATH may be a stand-in.
    static let convert = "/usr/bin/convert"

    @Test("set-level findings appear under the set's Contents.json, and JSON carries image facts")
    func catalogJSON() throws {
        let result = try TestSupport.alertpack(["check", "Samples/icons/Broken.xcassets", "--format", "json"])
        #expect(result.status == 1)
        let output = try CheckOutput.of(result)
        let contents = try #require(output.file(endingWith: "Contents.json"))
        #expect(contents.kind == "icon-set")
        let icon = try #require(output.file(endingWith: "Icon-1024.png"))
        #expect(icon.kind == "image")
        let facts = try #require(icon.facts)
        #expect(facts.width == 1024)
        #expect(facts.height == 1024)
        #expect(facts.bitDepth == 8)
        #expect(facts.colorType == "rgba")
        #expect(facts.alphaChannel == true)
        #expect(facts.tRNS == false)
        #expect(facts.transparentPixels == 0)
        #expect(facts.interlaced == false)
        #expect(facts.slot == "ios-marketing 1024pt @1x (1024x1024)")
    }

    @Test("a PNG declaring 100000x100000 pixels is refused from its header, under a tight memory limit")
    func hugeDimensionsUnderMemoryLimit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let huge = folder + "/huge.png"
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/pngtool.py"), "huge", huge, "100000", "100000"])
        let limited = { (arguments: [String]) throws -> TestSupport.ProcessResult in
            try TestSupport.run("/bin/sh", ["-c", "ulimit -v 400000 && exec \"$@\"", "sh", TestSupport.binary] + arguments, in: folder)
        }
        let refused = try limited(["check", huge, "--format", "json"])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stdout.contains("image.too-large"))
        // Even with the cap raised past it, decoding is row by row: the missing data is reported,
        // and nothing near 30 GB of pixels is ever allocated.
        try "extends: ios\nrules:\n  image.too-large: { maxWidth: 200000, maxHeight: 200000 }\n"
            .write(toFile: folder + "/open.yml", atomically: true, encoding: .utf8)
        let decoded = try limited(["check", huge, "--preset", folder + "/open.yml"])
        #expect(decoded.status == 1, "\(decoded.stderr)")
        #expect(decoded.stdout.contains("image.unreadable"))
        #expect(!decoded.stdout.contains("image.too-large"))
    }

    @Test("a legacy icon set passes with ios-legacy; ios checks its slots and calls them legacy")
    func legacyPreset() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let set = folder + "/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        var entries: [String] = []
        for (idiom, points, scale) in [
            ("iphone", 57, 1), ("iphone", 57, 2), ("iphone", 29, 1), ("iphone", 29, 2), ("ipad", 72, 1), ("ipad", 72, 2), ("ipad", 50, 1),
            ("ipad", 50, 2),
        ] {
            let pixels = points * scale
            let name = "icon-\(idiom)-\(points)@\(scale)x.png"
            try TestSupport.peer(Self.convert, ["-size", "\(pixels)x\(pixels)", "xc:#3366cc", "-strip", "PNG24:\(set)/\(name)"])
            entries.append(#"{"idiom": "\#(idiom)", "size": "\#(points)x\#(points)", "scale": "\#(scale)x", "filename": "\#(name)"}"#)
        }
        try "{\"images\": [\(entries.joined(separator: ","))], \"info\": {\"version\": 1}}".write(
            toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let legacy = try TestSupport.alertpack(["check", set, "--preset", "ios-legacy"])
        #expect(legacy.status == 0, "\(legacy.stdout)")
        let current = try TestSupport.alertpack(["check", set, "--min-severity", "info"])  // icon.legacy is info
        #expect(current.status == 1)
        #expect(current.stdout.contains("7 legacy slots that current Xcode ignores"), "\(current.stdout)")  // 29pt @2x is current
        #expect(!current.stdout.contains("icon.contents"))
        #expect(!current.stdout.contains("icon.size"))
        #expect(current.stdout.contains("no 1024x1024 App Store icon"))
    }
}
