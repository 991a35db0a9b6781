import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Android's notification drawn from real files that scripts/make-android-preview-fixtures.py
/// writes: the module's small icon drawn from its alpha alone (an opaque icon as the solid
/// square Android shows), a long title cut where the collapsed column ends, the same bytes on
/// one thread and on two, the picture 411 dp wide at 2x (ImageMagick's identify as witness).
@Suite(TestSupport.needs("identify"))
struct AndroidPreviewTests {
    static let corpus = TestSupport.generatedCorpus("make-android-preview-fixtures.py", name: "android-preview")

    static func maker() throws -> AndroidPreviewMaker {
        let configuration = try TestSupport.defaultConfiguration()
        let tables = try AndroidPreviewMaker.presetTables(configuration)
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(tables))
        return AndroidPreviewMaker(engine: engine, metrics: try AndroidNotificationMetrics(tables), configuration: configuration)
    }

    static func settings(jobs: Int = 2) -> AndroidPreviewMaker.Settings {
        var settings = AndroidPreviewMaker.Settings()
        settings.jobs = jobs
        settings.extensions = ["json"]
        return settings
    }

    /// The 16-bit RGBA samples of a PNG.
    static func pixels(_ png: [UInt8]) throws -> (width: Int, height: Int, samples: [UInt16]) {
        let path = try TestSupport.temporaryDirectory() + "/image.png"
        try TestSupport.write(png, to: path)
        let file = try RandomAccessFile(path: path)
        let decoded = try PNGImageFile.read(file.descriptor, maxSide: 4096)
        return (decoded.width, decoded.height, decoded.samples)
    }

    static func isWhite(_ image: (width: Int, height: Int, samples: [UInt16]), _ x: Int, _ y: Int) -> Bool {
        let base = (y * image.width + x) * 4
        return (0..<3).allSatisfy { image.samples[base + $0] > 0xF000 }
    }

    @Test("an opaque small icon is drawn as a filled white square in the status bar; a ring keeps its hole")
    func opaqueIconIsSquare() throws {
        let tables = try AndroidPreviewMaker.presetTables(try TestSupport.defaultConfiguration())
        let metrics = try AndroidNotificationMetrics(tables)
        let opaque = AndroidSmallIconArt.load(Self.corpus + "/opaque/src/main/res/drawable-xxhdpi/ic_stat_opaque.png")
        let bar = try Self.pixels(try #require(AndroidSmallIconSheet.statusBar(opaque, metrics: metrics)))
        // 24 dp at 2 px a dp, after a 24 dp gap, centred in the 32 dp bar: pixels 48..<96, 8..<56.
        #expect(bar.width == 144 && bar.height == 64)
        let inside = (9..<55).allSatisfy { y in (49..<95).allSatisfy { x in Self.isWhite(bar, x, y) } }
        #expect(inside, "the opaque icon's square is not solid white")
        #expect(!Self.isWhite(bar, 46, 32) && !Self.isWhite(bar, 97, 32))
        let ring = AndroidSmallIconArt.load(Self.corpus + "/app/src/main/res/drawable-xxhdpi/ic_stat_bell.png")
        let ringBar = try Self.pixels(try #require(AndroidSmallIconSheet.statusBar(ring, metrics: metrics)))
        #expect(!Self.isWhite(ringBar, 72, 32), "the ring's centre is drawn")
        #expect(Self.isWhite(ringBar, 72, 32 - 16), "the ring itself is not drawn white")
    }

    @Test("a long title is cut where the collapsed column (less the time) ends, and the cut is named")
    func longTitleCut() throws {
        let maker = try Self.maker()
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/payloads/long-title.json"))
        let text = try #require(AndroidPayloadText.read(try JSONNode.parse(data)))
        #expect(text.sources == ["FCM message.android.notification"])
        let surface = try #require(maker.engine.surfaces.surface("collapsed"))
        let layout = maker.engine.androidLayout(text.content, on: surface, appName: "App", largeIcon: false, metrics: maker.metrics)
        let title = try #require(layout.field("title"))
        let cut = try #require(title.layout.cut)
        let stamp = try #require(layout.timestamp?.layout.lines.first?.width)
        let column = surface.width - stamp - maker.engine.surfaces.timestampGap / 2
        #expect(abs(title.layout.columnWidth - column) < 0.001)
        // What is kept and the ellipsis fit; one grapheme more would not.
        let ellipsis = maker.engine.ellipsisWidth(title.style)
        #expect(title.shaped.width(0..<cut) + ellipsis <= column + 0.001)
        #expect(title.shaped.width(0..<(cut + 1)) + ellipsis > column)
        #expect(title.cutSummary.hasPrefix("after 1 of "))
        let fits = maker.engine.androidLayout(
            NotificationContent(language: "base", title: "Order shipped", body: "Arrives Tuesday."), on: surface, appName: "App", largeIcon: false,
            metrics: maker.metrics)
        #expect(fits.cutFields.isEmpty)
    }

    @Test("every payload drawn collapsed and expanded, light and dark: the same bytes on one thread and two, 822 px wide")
    func deterministic() throws {
        let maker = try Self.maker()
        let one = maker.render(paths: [Self.corpus + "/payloads"], settings: Self.settings(jobs: 1))
        let two = maker.render(paths: [Self.corpus + "/payloads"], settings: Self.settings(jobs: 2))
        #expect(one.problems.isEmpty, "\(one.problems)")
        #expect(one.platform == "android" && one.font == "Roboto")
        #expect(one.renderings.count == 4 * 2 * 2)
        #expect(one.renderings.map(\.png) == two.renderings.map(\.png))
        #expect(one.notes.contains { $0.contains("apns.json: text from APNs aps.alert") && $0.contains("ic_stat_bell.png") })
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for rendering in one.renderings.prefix(4) {
            let path = folder + "/" + rendering.fileName
            try TestSupport.write(rendering.png, to: path)
            #expect(try TestSupport.peer("identify", ["-format", "%w", path]).stdout == "822")
        }
        let cut = try #require(one.renderings.first { $0.payload.hasSuffix("long-title.json") && $0.surface == "collapsed" })
        #expect(cut.cuts.contains { $0.hasPrefix("title after 1 of") })
    }

    @Test("the icon circle is the module's colour (#E91E63 from res/values) with the icon white inside")
    func moduleColour() throws {
        let module = try #require(AndroidNotificationModule.at(Self.corpus + "/app"))
        #expect(module.colour == 0xE91E63)
        #expect(module.iconFile?.hasSuffix("drawable-xxhdpi/ic_stat_bell.png") == true)
        #expect(AndroidNotificationMetrics.colour("#80FF0000") == 0xFF0000 && AndroidNotificationMetrics.colour("#F00") == 0xFF0000)
        #expect(AndroidNotificationMetrics.colour("red") == nil)
    }
}
