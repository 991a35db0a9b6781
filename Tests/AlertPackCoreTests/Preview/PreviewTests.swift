import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Renderings of real payloads: the same bytes as the stored ones (docs/previews, which
/// scripts/make-preview-references.sh regenerates), the same bytes on any number of threads,
/// valid PNG to pngcheck and ImageMagick, the cut marked where text is cut, right-to-left text
/// set from the right.
@Suite(TestSupport.needs("pngcheck", "identify"))
struct PreviewTests {
    static func batch(jobs: Int = 2, surfaces: [String]? = nil, appearances: [PreviewAppearance] = PreviewAppearance.allCases) throws -> PreviewBatch
    {
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.stringsFolder = TestSupport.repositoryPath("Samples/payloads/strings")
        options.actionFiles = [TestSupport.repositoryPath("Samples/actions/good.yml")]
        options.jobs = jobs
        options.surfaces = surfaces
        options.appearances = appearances
        let payloads = ["order-shipped.json", "category.json", "long-body.json"].map { TestSupport.repositoryPath("Samples/payloads/" + $0) }
        return PreviewMaker(engine: engine, configuration: configuration).render(paths: payloads, options: options)
    }

    static func pixels(_ png: [UInt8]) throws -> (width: Int, height: Int, samples: [UInt16]) {
        let path = try TestSupport.temporaryDirectory() + "/image.png"
        try TestSupport.write(png, to: path)
        let file = try RandomAccessFile(path: path)
        let decoded = try PNGImageFile.read(file.descriptor, maxSide: 4096)
        return (decoded.width, decoded.height, decoded.samples)
    }

    @Test("renderings match the stored ones byte for byte (regenerate: scripts/make-preview-references.sh)")
    func storedRenderings() throws {
        let batch = try Self.batch(surfaces: ["banner", "lock-screen", "notification-center", "expanded", "watch", "alert"])
        #expect(batch.problems.isEmpty, "\(batch.problems)")
        let folder = TestSupport.repositoryPath("docs/previews")
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(stored.count >= 20)
        let fresh = Dictionary(batch.renderings.map { ($0.fileName, $0.png) }, uniquingKeysWith: { first, _ in first })
        for name in stored {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            let same = fresh[name] == bytes
            #expect(same, "\(name) differs from a fresh rendering")
        }
    }

    @Test("the same bytes on one thread and on two; every PNG passes pngcheck and is 786 px wide (393 pt at 2x)")
    func deterministicAndValid() throws {
        let one = try Self.batch(jobs: 1, surfaces: ["banner", "watch"], appearances: [.light])
        let two = try Self.batch(jobs: 2, surfaces: ["banner", "watch"], appearances: [.light])
        #expect(one.renderings.map(\.png) == two.renderings.map(\.png))
        let folder = try TestSupport.temporaryDirectory()
        for rendering in one.renderings.prefix(12) {
            let path = folder + "/" + rendering.fileName
            try TestSupport.write(rendering.png, to: path)
            #expect(try TestSupport.peer("pngcheck", ["-q", path]).status == 0)
            let size = try TestSupport.peer("identify", ["-format", "%w", path]).stdout
            #expect(size == (rendering.surface == "watch" ? "396" : "786"), "\(rendering.fileName): \(size)")
        }
    }

    /// Pixels close to the cut colour (#E0006E in light).
    static func cutPixels(_ png: [UInt8]) throws -> Int {
        let image = try pixels(png)
        var count = 0
        for index in stride(from: 0, to: image.samples.count, by: 4) {
            let (red, green, blue) = (Int(image.samples[index] >> 8), Int(image.samples[index + 1] >> 8), Int(image.samples[index + 2] >> 8))
            if red > 180 && green < 60 && blue > 70 && blue < 150 { count += 1 }
        }
        return count
    }

    @Test("the cut is marked where the text is cut, and nowhere on text that fits")
    func cutMarked() throws {
        let batch = try Self.batch(surfaces: ["banner"], appearances: [.light])
        let light = batch.renderings.filter { $0.appearance == "light" }
        let cut = try #require(light.first { $0.payload.hasSuffix("long-body.json") })
        let fits = try #require(light.first { $0.payload.hasSuffix("category.json") })
        #expect(!cut.cuts.isEmpty && fits.cuts.isEmpty)
        #expect(try Self.cutPixels(cut.png) > 40)
        #expect(try Self.cutPixels(fits.png) == 0)
    }

    /// The leftmost and rightmost columns with dark ink in the body's rows of a light banner,
    /// from column `from`.
    static func inkSpan(_ png: [UInt8], from: Int = 130) throws -> (left: Int, right: Int) {
        let image = try pixels(png)
        var left = Int.max, right = 0
        for y in 80..<min(image.height, 140) {
            for x in from..<image.width {
                let base = (y * image.width + x) * 4
                if image.samples[base] >> 8 < 90 && image.samples[base + 1] >> 8 < 90 && image.samples[base + 2] >> 8 < 90 {
                    left = min(left, x)
                    right = max(right, x)
                }
            }
        }
        return (left, right)
    }

    @Test("Arabic is set from the right of the mirrored column, English from the left")
    func rightToLeftAlignment() throws {
        let batch = try Self.batch(surfaces: ["lock-screen"], appearances: [.light])
        let shipped = batch.renderings.filter { $0.payload.hasSuffix("order-shipped.json") && $0.appearance == "light" }
        let arabic = try Self.inkSpan(try #require(shipped.first { $0.language == "ar" }).png, from: 0)
        let english = try Self.inkSpan(try #require(shipped.first { $0.language == "en" }).png)
        // The column runs from 70 pt to 374 pt (140 to 748 px); mirrored, from 19 to 323 pt (38 to 646 px).
        #expect(abs(english.left - 140) <= 4, "\(english)")
        #expect(abs(arabic.right - 646) <= 4 && arabic.left >= 38, "\(arabic)")
    }

    @Test("a language whose key is missing is drawn with the key, and named")
    func missingKey() throws {
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.stringsFolder = TestSupport.repositoryPath("Samples/payloads/strings")
        options.surfaces = ["banner"]
        options.appearances = [.light]
        let batch = PreviewMaker(engine: engine, configuration: configuration).render(
            paths: [TestSupport.repositoryPath("Samples/payloads/loc-missing.json")], options: options)
        #expect(batch.problems.isEmpty && batch.renderings.count == 6)
        #expect(batch.renderings.allSatisfy { $0.missing.contains { $0.contains("FRIEND_REQUEST_BODY") } })
    }

    @Test("the communication banner shows the sender's avatar the payload names (found in the app's bundle), the app icon as its badge")
    func avatarFromBundle() throws {
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.surfaces = ["communication"]
        options.appearances = [.light]
        let payload = TestSupport.repositoryPath("Samples/notify/Comms/payloads/message.json")
        let maker = PreviewMaker(engine: engine, configuration: configuration)
        let withAvatar = try #require(maker.render(paths: [payload], options: options).renderings.first)
        options.findsProject = false
        let without = try #require(maker.render(paths: [payload], options: options).renderings.first)
        // The avatar's centre (14 + 19 pt in from the card's corner, at 2x) is the picture's colour, not the placeholder's gray.
        let drawn = try Self.pixels(withAvatar.png), plain = try Self.pixels(without.png)
        let centre = ((8 + 14 + 19) * 2 * drawn.width + (8 + 14 + 19) * 2) * 4
        let avatar = try Self.pixels(
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/notify/Comms/Sounds/anna.png")))))
        let middle = ((avatar.height / 2) * avatar.width + avatar.width / 2) * 4
        for channel in 0..<3 {
            #expect(abs(Int(drawn.samples[centre + channel] >> 8) - Int(avatar.samples[middle + channel] >> 8)) <= 3)
        }
        #expect(drawn.samples[centre..<centre + 3] != plain.samples[centre..<centre + 3])
    }

    @Test("a very long text on the alert (which shows all of it) is drawn with its first 40 lines: the picture stays bounded")
    func longAlertIsBounded() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let body = String(repeating: "Every word of this alert is shown, because an alert scrolls. ", count: 2_000)
        try Data(#"{"aps":{"alert":{"title":"Long","body":"\#(body)"}}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/long.json"))
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.surfaces = ["alert"]
        options.appearances = [.light]
        options.findsProject = false
        let rendering = try #require(
            PreviewMaker(engine: engine, configuration: configuration).render(paths: [folder + "/long.json"], options: options).renderings.first)
        let image = try Self.pixels(rendering.png)
        // 40 message lines of 16 pt, the title, paddings and buttons, at 2x: about 1,700 px.
        let bound: Int = 2 * 900
        #expect(image.height < bound, "\(image.height) px")
    }
}
