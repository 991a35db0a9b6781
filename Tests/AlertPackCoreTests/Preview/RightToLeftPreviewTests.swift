import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// In a right-to-left language the system mirrors the whole notification cell: the icon on the
/// right, the text set from the right, the timestamp and the thumbnail on the left, the actions
/// on the right, the alert's buttons in reverse order. Read from the pixels of real renderings
/// (a green icon, a yellow attachment), by the project's PNG reader.
@Suite(TestSupport.needs("convert"))
struct RightToLeftPreviewTests {
    /// A folder with a green icon, a yellow attachment, and payloads in Hebrew and English
    /// (their own words: the first strong character decides) with the MESSAGE category and a long
    /// alert button.
    static func inputs() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        try TestSupport.peer("convert", ["-size", "120x120", "xc:#00C000", folder + "/icon.png"])
        try TestSupport.peer("convert", ["-size", "200x200", "xc:#FFFF00", folder + "/photo.png"])
        let payloads = [
            "hebrew": #"{"aps":{"alert":{"title":"שלום","body":"ארוחת ערב בשמונה?","action-loc-key":"Open the whole order"},"category":"MESSAGE"}}"#,
            "english": #"{"aps":{"alert":{"title":"Hello","body":"Dinner at eight?","action-loc-key":"Open the whole order"},"category":"MESSAGE"}}"#,
        ]
        for (name, text) in payloads { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).json")) }
        return folder
    }

    static func render(_ paths: [String], folder: String, strings: Bool = false) throws -> [NotificationRendering] {
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.icon = folder + "/icon.png"
        options.attachment = folder + "/photo.png"
        options.actionFiles = [TestSupport.repositoryPath("Samples/actions/good.yml")]
        if strings { options.stringsFolder = TestSupport.repositoryPath("Samples/payloads/strings") }
        options.appearances = [.light]
        options.findsProject = false
        let batch = PreviewMaker(engine: engine, configuration: configuration).render(paths: paths, options: options)
        #expect(batch.problems.isEmpty, "\(batch.problems)")
        return batch.renderings
    }

    /// The mean column of the pixels `matching` in `rows` (all rows: nil), and the picture's width.
    static func centre(_ png: [UInt8], rows: Range<Int>? = nil, matching: (Int, Int, Int) -> Bool) throws -> (x: Double, width: Int) {
        let image = try PreviewTests.pixels(png)
        var sum = 0, count = 0
        for y in rows ?? 0..<image.height where y < image.height {
            for x in 0..<image.width {
                let base = (y * image.width + x) * 4
                if matching(Int(image.samples[base] >> 8), Int(image.samples[base + 1] >> 8), Int(image.samples[base + 2] >> 8)) {
                    sum += x
                    count += 1
                }
            }
        }
        #expect(count > 0, "no matching pixels")
        return (count > 0 ? Double(sum) / Double(count) : -1, image.width)
    }

    static func green(_ red: Int, _ green: Int, _ blue: Int) -> Bool { red < 40 && green > 150 && green < 215 && blue < 40 }
    static func yellow(_ red: Int, _ green: Int, _ blue: Int) -> Bool { red > 230 && green > 230 && blue < 40 }
    /// The destructive action's red (#FF3B30).
    static func destructive(_ red: Int, _ green: Int, _ blue: Int) -> Bool { red > 220 && green < 110 && blue < 100 }
    /// The alert buttons' blue (#007AFF).
    static func accent(_ red: Int, _ green: Int, _ blue: Int) -> Bool { red < 60 && green > 90 && green < 160 && blue > 220 }

    @Test("Arabic (by its language), Hebrew (by its first strong letter): icon on the right half, thumbnail on the left; English as before")
    func iconAndThumbnailMirrored() throws {
        let folder = try Self.inputs()
        defer { TestSupport.remove(folder) }
        let shipped = try Self.render([TestSupport.repositoryPath("Samples/payloads/order-shipped.json")], folder: folder, strings: true)
        let own = try Self.render([folder + "/hebrew.json", folder + "/english.json"], folder: folder)
        let mirrored = shipped.filter { $0.language == "ar" } + own.filter { $0.payload.hasSuffix("hebrew.json") }
        let plain = shipped.filter { $0.language == "en" } + own.filter { $0.payload.hasSuffix("english.json") }
        for (renderings, rightToLeft) in [(mirrored, true), (plain, false)] {
            let cards = renderings.filter { ["banner", "lock-screen", "notification-center", "communication", "expanded"].contains($0.surface) }
            #expect(cards.count == 10)
            for rendering in cards {
                let icon = try Self.centre(rendering.png, matching: Self.green)
                #expect((icon.x > Double(icon.width) / 2) == rightToLeft, "\(rendering.fileName): icon at \(icon.x) of \(icon.width)")
                guard rendering.surface != "communication", rendering.surface != "expanded" else { continue }
                let thumbnail = try Self.centre(rendering.png, matching: Self.yellow)
                #expect((thumbnail.x < Double(thumbnail.width) / 2) == rightToLeft, "\(rendering.fileName): thumbnail at \(thumbnail.x)")
            }
        }
    }

    @Test("a mirrored Lock Screen sets the title from the right edge of its column and the timestamp at the left; English the other way")
    func titleAndTimestampMirrored() throws {
        let folder = try Self.inputs()
        defer { TestSupport.remove(folder) }
        let renderings = try Self.render([folder + "/hebrew.json", folder + "/english.json"], folder: folder).filter { $0.surface == "lock-screen" }
        let hebrew = try #require(renderings.first { $0.payload.hasSuffix("hebrew.json") })
        let english = try #require(renderings.first { $0.payload.hasSuffix("english.json") })
        // The title's row: dark ink (the title, the gray timestamp) in two groups either side of the middle.
        let ink = { (red: Int, green: Int, blue: Int) in red < 150 && green < 150 && blue < 150 }
        let titleRows = 2 * 22..<2 * 42
        for (rendering, rightToLeft) in [(hebrew, true), (english, false)] {
            let image = try PreviewTests.pixels(rendering.png)
            var columns: [Int] = []
            for x in 0..<image.width {
                let inked = titleRows.contains { y in
                    let base = (y * image.width + x) * 4
                    return ink(Int(image.samples[base] >> 8), Int(image.samples[base + 1] >> 8), Int(image.samples[base + 2] >> 8))
                }
                if inked { columns.append(x) }
            }
            let first = try #require(columns.first), last = try #require(columns.last)
            // Beside the thumbnail the column is 260 pt: from 63 to 323 pt mirrored (126–646 px), from 70
            // to 330 pt otherwise (140–660 px).
            #expect(abs(first - (rightToLeft ? 126 : 140)) <= 6, "\(rendering.fileName): ink from \(first)")
            #expect(abs(last - (rightToLeft ? 646 : 660)) <= 6, "\(rendering.fileName): ink to \(last)")
            #expect(!columns.contains { abs($0 - image.width / 2) < 40 }, "\(rendering.fileName): ink in the middle")
        }
    }

    @Test("the actions stand on the right of a mirrored expanded view, the alert's buttons in reverse order (Close on the right)")
    func buttonsMirrored() throws {
        let folder = try Self.inputs()
        defer { TestSupport.remove(folder) }
        let renderings = try Self.render([folder + "/hebrew.json", folder + "/english.json"], folder: folder)
        for (name, rightToLeft) in [("hebrew.json", true), ("english.json", false)] {
            let expanded = try #require(renderings.first { $0.payload.hasSuffix(name) && $0.surface == "expanded" })
            let delete = try Self.centre(expanded.png, matching: Self.destructive)
            #expect((delete.x > Double(delete.width) / 2) == rightToLeft, "\(expanded.fileName): Delete at \(delete.x)")
            // "Open the whole order" is wider than "Close": its side has the most blue.
            let alert = try #require(renderings.first { $0.payload.hasSuffix(name) && $0.surface == "alert" })
            let buttons = try Self.centre(alert.png, matching: Self.accent)
            #expect((buttons.x < Double(buttons.width) / 2) == rightToLeft, "\(alert.fileName): buttons' ink at \(buttons.x)")
        }
    }
}
