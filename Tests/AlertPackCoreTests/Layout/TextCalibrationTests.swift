import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The preset's surfaces, measured with the stand-in font, against the figures Braze publishes:
/// titles of 35, 33 and 22 characters beside "now", "3h ago" and "Yesterday 8:37 AM", and bodies
/// of 2, 4 and 7 lines on a banner, the Lock Screen and the expanded view.
struct TextCalibrationTests {
    static func engine() throws -> NotificationLayoutEngine {
        let preset = try TestSupport.defaultConfiguration().preset
        return try NotificationLayoutEngine(surfaces: NotificationSurfaces(preset.tables))
    }

    static func corpus() throws -> (titles: [String], bodies: [String]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Tests/Fixtures/text/calibration-en.json")))
        let root = try JSONNode.parse(data)
        return (root["titles"]?.array?.compactMap(\.string) ?? [], root["bodies"]?.array?.compactMap(\.string) ?? [])
    }

    /// The mean characters shown of each title (all longer than a line) on a surface.
    static func meanTitleCharacters(_ engine: NotificationLayoutEngine, surface: String, titles: [String]) throws -> Double {
        let layouts = try titles.map { title in
            let surface = try #require(engine.surfaces.surface(surface))
            return try #require(engine.layout(NotificationContent(language: "en", title: title), on: surface, appName: nil).field("title"))
        }
        for layout in layouts { #expect(layout.layout.isCut, "\(layout.text) fits on one line: the corpus needs longer titles") }
        return Double(layouts.map(\.layout.shown).reduce(0, +)) / Double(layouts.count)
    }

    @Test(
        "titles show 35/33/22 characters (±2) beside now, 3h ago and Yesterday 8:37 AM",
        arguments: [("banner", 35.0), ("lock-screen", 33.0), ("notification-center", 22.0)])
    func titleBudgets(surface: String, expected: Double) throws {
        let engine = try Self.engine()
        let mean = try Self.meanTitleCharacters(engine, surface: surface, titles: try Self.corpus().titles)
        #expect(abs(mean - expected) <= 2, "\(surface): \(mean) characters")
        print("calibration \(surface): \(mean) characters per title line, \(engine.fontDescription)")
    }

    @Test(
        "long bodies show exactly 2, 4 and 7 lines on the banner, Lock Screen and expanded view",
        arguments: [("banner", 2), ("lock-screen", 4), ("notification-center", 4), ("expanded", 7), ("communication", 2)])
    func bodyLines(surface: String, lines: Int) throws {
        let engine = try Self.engine()
        let target = try #require(engine.surfaces.surface(surface))
        for body in try Self.corpus().bodies {
            let layout = try #require(engine.layout(NotificationContent(language: "en", body: body), on: target, appName: nil).field("body"))
            #expect(layout.layout.lines.count == lines && layout.layout.isCut, "\(surface): \(layout.layout.lines.count) lines")
            #expect(layout.layout.linesNeeded > lines)
        }
    }
}
