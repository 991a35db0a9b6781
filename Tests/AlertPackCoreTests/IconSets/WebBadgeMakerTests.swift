import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `WebBadgeMaker` on the masters `scripts/make-android-notification-masters.py` writes, with
/// ImageMagick's `identify` and `pngcheck` as the witnesses of the PNG it puts in place.
@Suite(TestSupport.needs("/usr/bin/identify", "/usr/bin/convert", "pngcheck"))
struct WebBadgeMakerTests {
    static let masters = TestSupport.generatedCorpus("make-android-notification-masters.py", name: "web-badge-masters")

    static func master(_ name: String) -> String { masters + "/" + name }

    static func maker(_ change: (inout WebBadgeOptions) -> Void = { _ in }) throws -> WebBadgeMaker {
        var options = WebBadgeOptions()
        change(&options)
        return WebBadgeMaker(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: options)
    }

    static func alpha(_ path: String) throws -> [UInt8] {
        Array(try TestSupport.peer("/usr/bin/convert", [path, "-alpha", "extract", "-depth", "8", "gray:-"]).stdoutData)
    }

    @Test("a 96 px white silhouette with an alpha channel, that pngcheck passes, the same bytes on every run")
    func badgeMade() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let result = try Self.maker().make(master: Self.master("glyph.png"), output: root + "/badge.png")
        #expect(result.pixels == 96 && !result.replaced && result.check.summary.fail == 0)
        #expect(result.opaqueCoverage > 0.1 && result.opaqueCoverage < 0.8 && result.inkBox.width == 88, "\(result.opaqueCoverage) \(result.inkBox)")
        let seen = try TestSupport.peer("/usr/bin/identify", ["-format", "%wx%h %[channels] %[opaque]", root + "/badge.png"]).stdout
        #expect(seen == "96x96 srgba false", "\(seen)")
        let white = try TestSupport.peer("/usr/bin/convert", [root + "/badge.png", "-alpha", "off", "-format", "%[fx:minima]", "info:"]).stdout
        #expect(white == "1", "every pixel is white")
        #expect(try TestSupport.peer("pngcheck", ["-q", root + "/badge.png"]).status == 0)
        _ = try Self.maker().make(master: Self.master("glyph.png"), output: root + "/again.png")
        #expect(FileManager.default.contents(atPath: root + "/badge.png") == FileManager.default.contents(atPath: root + "/again.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["again.png", "badge.png"])
    }

    @Test("the badge is the small icon's own rendering: at 96 px its alpha is the xxxhdpi icon's, pixel for pixel")
    func sharedRendering() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        _ = try Self.maker().make(master: Self.master("coloured.png"), output: root + "/badge.png")
        let android = AndroidNotificationIconMaker(
            checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: AndroidNotificationIconOptions())
        _ = try android.make(master: Self.master("coloured.png"), resFolder: root + "/res")
        #expect(try Self.alpha(root + "/badge.png") == (try Self.alpha(root + "/res/drawable-xxxhdpi/ic_stat_notification.png")))
    }

    @Test("--size and --threshold: a 72 px badge from an opaque master's dark pixels; the opaque master alone is refused")
    func sizeAndThreshold() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        #expect(throws: AlertPackError.inFile(Self.master("opaque.png"), .work(.notificationMasterSolid(percent: nil)))) {
            try Self.maker().make(master: Self.master("opaque.png"), output: root + "/badge.png")
        }
        let result = try Self.maker {
            $0.size = 72
            $0.threshold = 50
        }.make(master: Self.master("opaque.png"), output: root + "/badge.png")
        #expect(result.pixels == 72 && result.source.contains("darker than lightness 50 %"))
        #expect(try TestSupport.peer("/usr/bin/identify", ["-format", "%wx%h %[channels]", root + "/badge.png"]).stdout == "72x72 srgba")
    }

    @Test("a badge alertpack made is replaced by the same master, by another only with --force; a file it did not make never")
    func replacing() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let badge = root + "/badge.png"
        _ = try Self.maker().make(master: Self.master("glyph.png"), output: badge)
        let first = FileManager.default.contents(atPath: badge)
        #expect(try Self.maker().make(master: Self.master("glyph.png"), output: badge).replaced)
        #expect(throws: AlertPackError.work(.madeByAlertpackDiffers([badge]))) {
            try Self.maker().make(master: Self.master("coloured.png"), output: badge)
        }
        #expect(FileManager.default.contents(atPath: badge) == first)
        let forced = try Self.maker { $0.replacesEarlier = true }.make(master: Self.master("coloured.png"), output: badge)
        #expect(forced.replaced && FileManager.default.contents(atPath: badge) != first)
        let theirs = root + "/theirs.png"
        try FileManager.default.copyItem(atPath: Self.master("glyph.png"), toPath: theirs)
        #expect(throws: AlertPackError.work(.notMadeByAlertpack([theirs]))) {
            try Self.maker { $0.replacesEarlier = true }.make(master: Self.master("glyph.png"), output: theirs)
        }
        #expect(FileManager.default.contents(atPath: theirs) == FileManager.default.contents(atPath: Self.master("glyph.png")))
        #expect(throws: AlertPackError.work(.badgeNotPNG(root + "/badge.webp"))) {
            try Self.maker().make(master: Self.master("glyph.png"), output: root + "/badge.webp")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["badge.png", "theirs.png"])
    }
}
