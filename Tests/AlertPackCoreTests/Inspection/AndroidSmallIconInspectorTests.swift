import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AndroidSmallIconInspector` on the small icons scripts/make-android-icons.py writes: pixel
/// size and channels as ImageMagick's `identify` reads them, opaque coverage and the ink box as
/// `convert` measures the alpha channel, colour, the density from the folder's qualifiers, vector
/// drawables through `VectorDrawable`, and what is not measured (another format, over the cap,
/// empty) said, not guessed.
@Suite(TestSupport.needs("python3"))
struct AndroidSmallIconInspectorTests {
    static let corpus = TestSupport.generatedCorpus("make-android-icons.py", name: "android-icons-inspector")
    static let settings = AndroidSmallIconInspector.Settings(opaqueAlpha: 0.5, inkAlpha: 0.05, maxSide: 1024)

    /// Every PNG of the named cases.
    static func pngs(_ cases: [String]) throws -> [String] {
        try cases.flatMap { name in
            try FileManager.default.subpathsOfDirectory(atPath: corpus + "/" + name).filter { $0.hasSuffix(".png") }.sorted().map {
                corpus + "/" + name + "/" + $0
            }
        }
    }

    static func witness(_ arguments: [String]) throws -> String {
        try TestSupport.peer("/usr/bin/convert", arguments).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("size, alpha, opaque coverage and ink box agree with identify and convert", TestSupport.needs("/usr/bin/identify", "/usr/bin/convert"))
    func agreesWithImageMagick() throws {
        let files = try Self.pngs([
            "fine-ring", "fine-grey-alpha", "fine-palette", "opaque-square-rgb", "coloured-background", "ink-corner", "non-square",
        ])
        #expect(files.count >= 30)
        for file in files {
            let facts = AndroidSmallIconInspector.inspect(path: file, settings: Self.settings)
            #expect(facts.format == "png" && facts.unreadable == nil && facts.notMeasured == nil, "\(file)")
            let identified = try TestSupport.peer("/usr/bin/identify", ["-format", "%w %h %[channels]", file]).stdout.split(separator: " ")
            #expect(facts.width == Int(identified[0]) && facts.height == Int(identified[1]), "\(file): \(identified)")
            #expect(facts.alphaPresent == identified[2].hasSuffix("a"), "\(file): \(identified)")
            let opaque = try #require(Double(try Self.witness([file, "-alpha", "extract", "-threshold", "50%", "-format", "%[fx:mean]", "info:"])))
            #expect(abs((facts.opaqueCoverage ?? -1) - opaque) < 1e-4, "\(file): \(facts.opaqueCoverage ?? -1) vs \(opaque)")
            guard facts.alphaPresent == true, let box = facts.inkBox, box.width < facts.width ?? 0 || box.height < facts.height ?? 0 else { continue }
            let trimmed = try Self.witness([file, "-alpha", "extract", "-threshold", "5%", "-format", "%@", "info:"])
            #expect(trimmed == "\(box.width)x\(box.height)+\(box.x)+\(box.y)", "\(file)")
        }
    }

    @Test("colour: a white, grey or palette icon has none; a blue ring and a logo on blue do")
    func colour() throws {
        for (name, expected) in [
            ("fine-ring", false), ("fine-grey-alpha", false), ("fine-palette", false), ("fine-coloured-ring", true),
            ("coloured-background", true), ("opaque-black-on-white", false),
        ] {
            for file in try Self.pngs([name]) {
                #expect(AndroidSmallIconInspector.inspect(path: file, settings: Self.settings).colourPresent == expected, "\(file)")
            }
        }
        let ring = AndroidSmallIconInspector.inspect(
            path: Self.corpus + "/fine-ring/res/drawable-xxxhdpi/ic_stat_notify.png", settings: Self.settings)
        #expect(ring.width == 96 && ring.density == "xxxhdpi" && ring.folder == "drawable-xxxhdpi" && ring.scale == 4)
        #expect(ring.inkBox == .init(x: 12, y: 12, width: 72, height: 72))
    }

    @Test("the density from the folder's qualifiers: any order of other qualifiers, mipmap, none, nodpi, NNNdpi")
    func densities() {
        let cases: [(String, String, String?)] = [
            ("app/src/main/res/drawable-xhdpi/ic_stat.png", "drawable-xhdpi", "xhdpi"),
            ("res/drawable-night-xxhdpi-v24/a.png", "drawable-night-xxhdpi-v24", "xxhdpi"),
            ("res/drawable-en-rUS-hdpi/a.png", "drawable-en-rUS-hdpi", "hdpi"),
            ("res/mipmap-xxxhdpi/ic_launcher.png", "mipmap-xxxhdpi", "xxxhdpi"),
            ("res/drawable/a.xml", "drawable", nil),
            ("res/drawable-anydpi-v24/a.xml", "drawable-anydpi-v24", "anydpi"),
            ("res/drawable-nodpi/a.png", "drawable-nodpi", "nodpi"),
            ("res/drawable-480dpi/a.png", "drawable-480dpi", "480dpi"),
            ("res/raw/a.png", "", nil),
            ("a.png", "", nil),
        ]
        for (path, folder, density) in cases {
            let found = AndroidSmallIconInspector.location(of: path)
            #expect(found.folder == folder && found.density == density, "\(path): \(found)")
        }
        var facts = AndroidSmallIconFacts(path: "x", format: "png", folder: "drawable-480dpi", density: "480dpi")
        #expect(facts.scale == 3)
        facts.density = "nodpi"
        #expect(facts.scale == nil)
        facts.density = nil
        #expect(facts.scale == 1)
    }

    @Test("vector drawables are read; other formats, images over the cap and empty files are not measured, saying why")
    func notMeasured() throws {
        let vector = AndroidSmallIconInspector.inspect(path: Self.corpus + "/fine-vector/res/drawable/ic_stat_notify.xml", settings: Self.settings)
        #expect(vector.format == "xml" && vector.vector?.parses == true && vector.vector?.pathCount == 1 && vector.width == nil)
        let broken = AndroidSmallIconInspector.inspect(path: Self.corpus + "/entity-doctype/res/drawable/ic_stat_notify.xml", settings: Self.settings)
        #expect(broken.unreadable?.contains("declares entities") == true, "\(broken)")
        var small = Self.settings
        small.maxSide = 48
        let big = AndroidSmallIconInspector.inspect(path: Self.corpus + "/all-96/res/drawable-mdpi/ic_stat_notify.png", settings: small)
        #expect(big.notMeasured == "96x96 pixels, over the 48-pixel cap for a small icon: not decoded" && big.opaqueCoverage == nil)
        #expect(big.width == 96 && big.alphaPresent == true)
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A lossless WebP header of 24x24 (VP8L: 14 bits each, minus one).
        let size: UInt32 = 23 | (23 << 14)
        var webp = Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8L".utf8) + [17, 0, 0, 0, 0x2F]
        webp += withUnsafeBytes(of: size.littleEndian, Array.init) + Array(repeating: 0, count: 12)
        try TestSupport.write(webp, to: folder + "/ic_stat.webp")
        let other = AndroidSmallIconInspector.inspect(path: folder + "/ic_stat.webp", settings: Self.settings)
        #expect(other.format == "webp" && other.notMeasured == "a WEBP image: only PNG pixels are measured" && other.width == 24, "\(other)")
        if TestSupport.installed("/usr/bin/convert") {
            try TestSupport.peer("/usr/bin/convert", ["-size", "36x36", "xc:white", folder + "/ic_stat.jpg"])
            let jpeg = AndroidSmallIconInspector.inspect(path: folder + "/ic_stat.jpg", settings: Self.settings)
            #expect(jpeg.format == "jpeg" && jpeg.width == 36 && jpeg.alphaPresent == false && jpeg.notMeasured != nil, "\(jpeg)")
        }
        try TestSupport.write([], to: folder + "/empty.png")
        #expect(AndroidSmallIconInspector.inspect(path: folder + "/empty.png", settings: Self.settings).unreadable != nil)
        try TestSupport.write(Array("hello, not a PNG".utf8), to: folder + "/ic_stat_fake.png")
        let fake = AndroidSmallIconInspector.inspect(path: folder + "/ic_stat_fake.png", settings: Self.settings)
        #expect(fake.format == "png" && fake.unreadable?.contains("signature") == true, "\(fake)")
        try TestSupport.write(Array("hello".utf8), to: folder + "/note.txt")
        #expect(AndroidSmallIconInspector.inspect(path: folder + "/note.txt", settings: Self.settings).notMeasured != nil)
    }
}
