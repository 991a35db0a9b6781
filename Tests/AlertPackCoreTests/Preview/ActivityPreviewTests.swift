import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `preview` on Live Activity pushes, in process, on the payloads scripts/make-activity-previews.py
/// writes: the alert an update raises is drawn on the watch as the same alert is (with the app's
/// icon; an iPhone shows the activity's own view, not drawn), the content-state is named and never drawn, an update without an alert draws
/// nothing and says so, and the push type is found as lint-payload finds it.
@Suite(TestSupport.needs("python3"))
struct ActivityPreviewTests {
    static func generate() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let result = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-activity-previews.py"), folder])
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    /// The generated payloads `names` drawn in light, with the generated icon.
    static func render(
        _ names: [String], in folder: String, pushType: PushType? = nil, surfaces: [String]? = nil
    ) throws -> (batch: PreviewBatch, all: [String]) {
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.icon = folder + "/icon.png"
        options.findsProject = false
        options.appearances = [.light]
        options.pushType = pushType
        options.surfaces = surfaces
        let batch = PreviewMaker(engine: engine, configuration: configuration).render(paths: names.map { folder + "/" + $0 }, options: options)
        return (batch, engine.surfaces.surfaces.map(\.id))
    }

    static func surfaces(of batch: PreviewBatch, _ name: String, item: Int? = nil) -> [String] {
        batch.renderings.filter { FileName.last(of: $0.payload).hasPrefix(name) && $0.item == item }.map(\.surface)
    }

    /// Pixels of the generated icon's colour (230, 120, 20), give or take rounding.
    static func iconPixels(_ png: [UInt8]) throws -> Int {
        let path = try TestSupport.temporaryDirectory() + "/image.png"
        defer { TestSupport.remove(FileName.parent(of: path)) }
        try TestSupport.write(png, to: path)
        let file = try RandomAccessFile(path: path)
        let decoded = try PNGImageFile.read(file.descriptor, maxSide: 4096)
        var count = 0
        for index in stride(from: 0, to: decoded.samples.count, by: 4) {
            let (red, green, blue) = (Int(decoded.samples[index] >> 8), Int(decoded.samples[index + 1] >> 8), Int(decoded.samples[index + 2] >> 8))
            if abs(red - 230) <= 3 && abs(green - 120) <= 3 && abs(blue - 20) <= 3 { count += 1 }
        }
        return count
    }

    @Test("an update raising an alert is drawn on the watch only, the same bytes as that alert sent as an alert, icon and all")
    func updateWithAlert() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let (batch, all) = try Self.render(["la-update-alert.json", "plain-alert.json"], in: folder)
        #expect(batch.problems.isEmpty, "\(batch.problems)")
        #expect(Self.surfaces(of: batch, "la-update-alert") == ["watch"])
        #expect(Self.surfaces(of: batch, "plain-alert") == all)
        for surface in ["watch"] {
            let activity = try #require(batch.renderings.first { $0.payload.hasSuffix("la-update-alert.json") && $0.surface == surface })
            let alert = try #require(batch.renderings.first { $0.payload.hasSuffix("plain-alert.json") && $0.surface == surface })
            #expect(activity.png == alert.png, "\(surface)")
            #expect(activity.cuts.isEmpty)
        }
        let watch = try #require(batch.renderings.first { $0.payload.hasSuffix("la-update-alert.json") && $0.surface == "watch" })
        #expect(try Self.iconPixels(watch.png) > 100, "the app's icon is on the watch")
        // Apple says only Apple Watch shows the alert's text; an iPhone shows the activity's own view.
        #expect(!batch.renderings.contains { $0.payload.hasSuffix("la-update-alert.json") && $0.surface == "banner" })
        #expect(batch.activities.count == 1)
        let note = try #require(batch.activities.first)
        #expect(note.push.type == .liveactivity && note.push.source == .inferred && note.event == "update")
        #expect(note.drawnSurfaces == ["watch"] && note.contentStateKeys == ["eta", "status", "stopsAway"])
        #expect(note.alertSentence.hasPrefix("alert drawn on watch:"))
        #expect(note.alertSentence.contains("an iPhone shows the activity's own Lock Screen or expanded view instead, which is not drawn"))
        #expect(!note.alertSentence.contains("banner"))
        #expect(note.contentStateSentence?.hasPrefix("content-state (3 keys) not drawn") == true)
        #expect(note.contentStateSentence?.contains("the app's SwiftUI") == true)
        #expect(batch.notes.contains(note.summaryLine))
    }

    @Test("a start and an end raising an alert are drawn too; an update without one draws nothing and says so, item by item")
    func eventsAndSilentUpdates() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let (batch, _) = try Self.render(["la-start-alert.json", "la-end-alert.json", "la-update-silent.json", "la-several.json"], in: folder)
        #expect(batch.problems.isEmpty, "\(batch.problems)")
        #expect(Self.surfaces(of: batch, "la-start-alert") == ["watch"])
        #expect(Self.surfaces(of: batch, "la-end-alert") == ["watch"])
        #expect(Self.surfaces(of: batch, "la-update-silent").isEmpty)
        #expect(Self.surfaces(of: batch, "la-several", item: 1) == ["watch"])
        #expect(Self.surfaces(of: batch, "la-several", item: 2).isEmpty)
        #expect(batch.activities.map(\.event) == ["start", "end", "update", "update", "update"])
        let silent = batch.activities.filter { !$0.hasAlert }
        #expect(silent.count == 2 && silent.allSatisfy { $0.drawnSurfaces.isEmpty })
        #expect(silent.allSatisfy { $0.alertSentence.hasPrefix("nothing drawn: an update without aps.alert raises no alert") })
        #expect(silent.allSatisfy { $0.contentStateSentence != nil })
        #expect(silent.map(\.item) == [nil, 2])
        #expect(batch.notes.contains { $0.contains("la-several.json[1]:") && $0.contains("nothing drawn") })
    }

    @Test("the push type comes from --push-type, else the .headers file beside the payload, else the body")
    func pushTypeSources() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        // la-headers.json has no aps.event: only its headers file makes it a Live Activity push.
        let headers = try Self.render(["la-headers.json"], in: folder).batch
        #expect(headers.activities.map(\.push.source) == [.headers])
        #expect(headers.activities.first?.push.topic == "com.example.chirp.push-type.liveactivity")
        #expect(Self.surfaces(of: headers, "la-headers") == ["watch"])
        #expect(headers.inputs.contains(folder + "/la-headers.headers"))
        // The option makes a plain alert a Live Activity push (no event, no content-state to name)…
        let option = try Self.render(["plain-alert.json"], in: folder, pushType: .liveactivity).batch
        let note = try #require(option.activities.first)
        #expect(note.push.source == .option && note.event == nil && note.contentStateKeys == nil && note.sentences.count == 1)
        #expect(Self.surfaces(of: option, "plain-alert") == ["watch"])
        // …and an update an alert, drawn as every alert is.
        let (alert, all) = try Self.render(["la-update-alert.json"], in: folder, pushType: .alert)
        #expect(alert.activities.isEmpty && Self.surfaces(of: alert, "la-update-alert") == all)
    }

    @Test("a headers file that cannot be read is a problem naming it; the payload is drawn as its body says")
    func unreadableHeaders() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let (batch, _) = try Self.render(["la-bad-headers.json"], in: folder)
        #expect(batch.problems.count == 1)
        #expect(batch.problems.first?.contains("la-bad-headers.headers") == true, "\(batch.problems)")
        #expect(batch.activities.map(\.push.source) == [.inferred])
        #expect(Self.surfaces(of: batch, "la-bad-headers") == ["watch"])
    }

    @Test("surfaces asked for without the watch (banner too): nothing drawn of a Live Activity alert, and why; an ordinary alert still drawn")
    func surfacesAskedFor() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let (batch, _) = try Self.render(["la-update-alert.json", "plain-alert.json"], in: folder, surfaces: ["lock-screen", "watch"])
        #expect(Self.surfaces(of: batch, "la-update-alert") == ["watch"])
        #expect(Self.surfaces(of: batch, "plain-alert") == ["lock-screen", "watch"])
        let none = try Self.render(["la-update-alert.json"], in: folder, surfaces: ["lock-screen", "banner"]).batch
        #expect(none.renderings.isEmpty, "no banner: an iPhone shows the activity's own view, not the alert's text")
        let sentence = try #require(none.activities.first?.alertSentence)
        #expect(sentence.hasPrefix("alert not drawn: the surfaces asked for do not include the watch"))
        #expect(sentence.contains("an iPhone shows the activity's own Lock Screen or expanded view"))
    }

    @Test("preview.json lists the Live Activity pushes (also when nothing was drawn); without one it is as released")
    func previewIndex() throws {
        let folder = try Self.generate()
        defer { TestSupport.remove(folder) }
        let silent = try Self.render(["la-update-silent.json"], in: folder).batch
        try PreviewFolder.write(silent, to: folder + "/silent")
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/silent/preview.json"))) as? [String: Any])
        #expect((index["images"] as? [Any])?.isEmpty == true)
        let entry = try #require((index["liveActivities"] as? [[String: Any]])?.first)
        #expect(entry["pushType"] as? String == "liveactivity" && entry["pushTypeSource"] as? String == "inferred")
        #expect(entry["event"] as? String == "update" && entry["alertDrawn"] as? Bool == false)
        #expect(entry["contentStateKeys"] as? [String] == ["eta", "status", "stopsAway"])
        #expect((entry["notes"] as? [String])?.count == 2)
        let plain = try Self.render(["plain-alert.json"], in: folder).batch
        try PreviewFolder.write(plain, to: folder + "/plain")
        let released = try String(contentsOfFile: folder + "/plain/preview.json", encoding: .utf8)
        #expect(!released.contains("liveActivities"))
    }
}
