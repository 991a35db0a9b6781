import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack icons` on the masters `scripts/make-icon-masters.py` writes, with ImageMagick,
/// pngcheck and sha256sum as witnesses, and alertpack's own check on every set it makes.
@Suite(TestSupport.needs("/usr/bin/convert", "identify", "pngcheck", "sha256sum"))
struct IconsTests {
    static let masters = TestSupport.generatedCorpus("make-icon-masters.py", name: "icon-masters")

    static func master(_ name: String) -> String { masters + "/" + name }

    static func icons(_ arguments: [String], in folder: String) throws -> TestSupport.ProcessResult {
        try TestSupport.alertpack(["icons"] + arguments, in: folder)
    }

    /// Every pixel as 8-bit RGB(A), by ImageMagick.
    static func pixels(_ path: String, _ map: String = "rgb") throws -> [UInt8] {
        Array(try TestSupport.peer("/usr/bin/convert", [path, "-depth", "8", "\(map):-"]).stdoutData)
    }

    static func contents(_ set: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: set + "/Contents.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["images"] as? [[String: Any]])
    }

    @Test("the single-size set with dark and a made tinted appearance: Xcode's layout, no alpha on the App Store image, and check passes it")
    func singleSize() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.icons(
            [Self.master("master.png"), "--out", "AppIcon.appiconset", "--dark", Self.master("dark.png"), "--make-tinted"], in: folder)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        let set = folder + "/AppIcon.appiconset"
        let images = try Self.contents(set)
        #expect(images.count == 3)
        #expect(
            images.allSatisfy { $0["idiom"] as? String == "universal" && $0["platform"] as? String == "ios" && $0["size"] as? String == "1024x1024" })
        let appearances = images.map { (($0["appearances"] as? [[String: String]])?.first?["value"]) ?? "any" }
        #expect(appearances == ["any", "dark", "tinted"])
        #expect(
            try String(contentsOfFile: set + "/Contents.json", encoding: .utf8).contains("\"idiom\" : \"universal\""), "written as Xcode writes it")
        #expect(try TestSupport.peer("identify", ["-format", "%[channels]", set + "/AppIcon.png"]).stdout == "srgb")
        #expect(try TestSupport.peer("identify", ["-format", "%[channels]", set + "/AppIcon-dark.png"]).stdout == "srgba")
        #expect(try TestSupport.peer("identify", ["-format", "%[colorspace]", set + "/AppIcon-tinted.png"]).stdout == "Gray")
        #expect(try Self.pixels(set + "/AppIcon.png") == Self.pixels(Self.master("master.png")), "the master's own size keeps its exact codes")
        for name in try FileManager.default.contentsOfDirectory(atPath: set) where name.hasSuffix(".png") {
            let check = try TestSupport.peer("pngcheck", ["-v", set + "/" + name])
            #expect(check.status == 0 && !check.stdout.contains("tIME"), "\(name): \(check.stdout.suffix(200))")
        }
        #expect(try TestSupport.alertpack(["check", set]).status == 0)
    }

    @Test(
        "--all-sizes for iOS and macOS with three appearances: every slot of the preset's tables, each resized straight from the master, check passes"
    )
    func allSizes() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let arguments = [
            Self.master("master.png"), "--out", "AppIcon.appiconset", "--all-sizes", "--platforms", "ios,macos,watchos", "--dark",
            Self.master("dark.png"), "--make-tinted", "--format", "json",
        ]
        let result = try Self.icons(arguments, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let set = folder + "/AppIcon.appiconset"
        let images = try Self.contents(set)
        let ios = images.filter { $0["platform"] as? String == "ios" }
        #expect(ios.count == 17 * 3, "1024 and 16 sized iOS slots, each in three appearances: \(ios.count)")
        #expect(images.filter { $0["idiom"] as? String == "mac" }.count == 10)
        #expect(images.contains { $0["platform"] as? String == "watchos" })
        for image in images {
            let file = set + "/" + (image["filename"] as? String ?? "")
            let size = try TestSupport.peer("identify", ["-format", "%w", file]).stdout
            let points = Double((image["size"] as? String ?? "").split(separator: "x")[0]) ?? 0
            let scale = Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1
            #expect(size == String(Int((points * scale).rounded())), "\(file): \(size)")
        }
        let checked = try TestSupport.alertpack(["check", "--strict", set])
        #expect(checked.status == 0, "\(checked.stdout.suffix(600))")
        let first = try Self.hashes(set)
        _ = try Self.icons(arguments, in: folder)
        #expect(try Self.hashes(set) == first, "a second run writes identical bytes")
    }

    static func hashes(_ folder: String) throws -> String {
        try TestSupport.run("/bin/sh", ["-c", "cd \"$0\" && sha256sum *", folder]).stdout
    }

    @Test("resized in linear light: fine bright detail keeps its brightness (within 1.5 % of the area average), where sRGB resizing darkens it")
    func linearLight() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(try Self.icons([Self.master("detail.png"), "--out", "D.appiconset", "--all-sizes"], in: folder).status == 0)
        // The master's linear mean: a quarter of the columns and a ninth of the rest are white.
        let master = try Self.pixels(Self.master("detail.png"))
        let linear = { (code: UInt8) -> Double in SRGBTransfer.toLinear(Double(code) / 255) }
        let expected = master.reduce(0.0) { $0 + linear($1) } / Double(master.count)
        for pixels in [40, 58, 87, 120, 180] {
            let ours = try Self.pixels(folder + "/D.appiconset/D-\(Self.name(pixels)).png")
            let mean = ours.reduce(0.0) { $0 + linear($1) } / Double(ours.count)
            #expect(abs(mean - expected) / expected < 0.015, "\(pixels) px: \(mean) against \(expected)")
            let theirs = try Array(
                TestSupport.peer("/usr/bin/convert", [Self.master("detail.png"), "-resize", "\(pixels)x\(pixels)", "-depth", "8", "rgb:-"]).stdoutData
            )
            let darker = theirs.reduce(0.0) { $0 + linear($1) } / Double(theirs.count)
            #expect(darker < expected * 0.9, "ImageMagick's sRGB resize darkens it: \(darker) against \(expected)")
        }
    }

    /// The file name part of the iOS slot a pixel size is made for ("20@2x" for 40).
    static func name(_ pixels: Int) -> String {
        switch pixels {
        case 40: return "20@2x"
        case 58: return "29@2x"
        case 87: return "29@3x"
        case 120: return "40@3x"
        default: return "60@3x"
        }
    }

    @Test("transparency: refused without --background, laid on it in linear light with it; dark keeps its alpha")
    func transparency() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let refused = try Self.icons([Self.master("transparent.png"), "--out", "T.appiconset"], in: folder)
        #expect(refused.status == 2 && refused.stderr.contains("--background"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/T.appiconset"))
        #expect(try Self.icons([Self.master("transparent.png"), "--out", "T.appiconset", "--background", "#FFFFFF"], in: folder).status == 0)
        #expect(try TestSupport.peer("identify", ["-format", "%[channels]", folder + "/T.appiconset/T.png"]).stdout == "srgb")
        let corner = try TestSupport.peer("/usr/bin/convert", [folder + "/T.appiconset/T.png", "-format", "%[pixel:p{0,0}]", "info:"]).stdout
        #expect(corner == "srgb(255,255,255)")
    }

    @Test("colour: another ICC profile is converted to sRGB with lcms2, as ImageMagick converts it; Display P3 is kept")
    func colour() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.icons([Self.master("wide.png"), "--out", "W.appiconset"], in: folder)
        #expect(result.status == 0 && result.stdout.contains("converted from Wide RGB"), "\(result.stdout)")
        try TestSupport.peer("/usr/bin/convert", [Self.master("wide.png"), "-profile", Self.master("srgb.icc"), "-strip", folder + "/im.png"])
        let ours = try Self.pixels(folder + "/W.appiconset/W.png")
        let theirs = try Self.pixels(folder + "/im.png")
        #expect(ours.count == theirs.count)
        let worst = zip(ours, theirs).map { abs(Int($0) - Int($1)) }.max() ?? 99
        #expect(worst <= 2, "largest difference from ImageMagick's conversion: \(worst)")
        let unconverted = try Self.pixels(Self.master("wide.png"))
        #expect(zip(ours, unconverted).map { abs(Int($0) - Int($1)) }.max() ?? 0 > 10, "the colours did change")
        #expect(try Self.icons([Self.master("p3.png"), "--out", "P.appiconset"], in: folder).status == 0)
        let profile = try TestSupport.peer("identify", ["-format", "%[icc:description]", folder + "/P.appiconset/P.png"]).stdout
        #expect(profile == "Display P3", "\(profile)")
    }

    @Test("refused: a master under 1024 or not square, a --size of the wrong size or for no slot; nothing is written")
    func refusals() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cases: [([String], String)] = [
            ([Self.master("small.png")], "at least 1024x1024"),
            ([Self.master("oblong.png")], "must be square"),
            ([Self.master("master.png"), "--size", "58=" + Self.master("icon-40.png"), "--all-sizes"], "exactly 58x58"),
            ([Self.master("master.png"), "--size", "40=" + Self.master("icon-40.png")], "no image of the set is 40 px"),
            ([Self.master("master.png"), "--out", "Bad"], "NAME.appiconset"),
            ([Self.master("broken.svg")], "librsvg cannot"),
        ]
        for (arguments, words) in cases {
            let out = arguments.contains("--out") ? [] : ["--out", "X.appiconset"]
            let result = try Self.icons(arguments + out, in: folder)
            #expect(result.status == 2 && result.stderr.contains(words), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a hand-made small size replaces the resized one; an existing set keeps the entries it does not make, and its stray files")
    func overridesAndUpdates() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let set = folder + "/AppIcon.appiconset"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/icons/Watch.xcassets/AppIcon.appiconset"), toPath: set)
        let before = try Self.contents(set)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: set + "/notes.txt"))
        let result = try Self.icons(
            [Self.master("master.png"), "--out", "AppIcon.appiconset", "--all-sizes", "--size", "40=" + Self.master("icon-40.png")], in: folder)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        #expect(try Self.pixels(set + "/AppIcon-20@2x.png") == Self.pixels(Self.master("icon-40.png")))
        let after = try Self.contents(set)
        for entry in before where entry["platform"] as? String == "watchos" || (entry["idiom"] as? String ?? "").hasPrefix("watch") {
            #expect(after.contains { ($0["filename"] as? String) == (entry["filename"] as? String) }, "kept: \(entry)")
        }
        #expect(FileManager.default.fileExists(atPath: set + "/notes.txt"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("an SVG master is drawn by librsvg at each size, not resized: its edges sharp at 40 px, and check passes the set")
    func svgMaster() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try Self.icons([Self.master("vector.svg"), "--out", "V.appiconset", "--all-sizes", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("drawn by librsvg at this size"))
        for (name, side) in [("V-20@2x.png", 40), ("V-60@3x.png", 180), ("V.png", 1024)] {
            let file = folder + "/V.appiconset/" + name
            let probe = ["-format", "%w %[pixel:p{0,0}] %[pixel:p{\(side / 2),\(side / 2)}]", "info:"]
            #expect(try TestSupport.peer("/usr/bin/convert", [file] + probe).stdout == "\(side) srgb(51,102,204) srgb(255,255,255)", "\(name)")
        }
        #expect(try TestSupport.alertpack(["check", "--strict", folder + "/V.appiconset"]).status == 0)
    }
}
