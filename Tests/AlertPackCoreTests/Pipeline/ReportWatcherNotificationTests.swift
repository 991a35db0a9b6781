import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A live report draws its payloads again when one changes, and only then.
struct ReportWatcherNotificationTests {
    @Test("a payload edited while watching is drawn again (its cut appears); an unchanged round writes nothing")
    func redrawsOnChange() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let payload = folder + "/note.json"
        try Data(#"{"aps":{"alert":{"title":"Hello","body":"Short."}}}"#.utf8).write(to: URL(fileURLWithPath: payload))
        let configuration = try TestSupport.defaultConfiguration()
        let engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables))
        var options = PreviewOptions()
        options.surfaces = ["banner"]
        options.findsProject = false
        let watcher = ReportWatcher(
            checker: Checker(configuration: configuration, jobs: 1), paths: [], output: folder + "/report.html", reloadSeconds: 1)
        watcher.notifications = (PreviewMaker(engine: engine, configuration: configuration), [payload], options)
        try watcher.start()
        #expect(try String(contentsOfFile: folder + "/report.html", encoding: .utf8).contains("Banner</b> · fits"))
        #expect(try watcher.poll().isEmpty)
        let long = String(repeating: "A much longer body that the banner cannot show whole. ", count: 6)
        try Data(#"{"aps":{"alert":{"title":"Hello","body":"\#(long)"}}}"#.utf8).write(to: URL(fileURLWithPath: payload))
        let changes = try watcher.poll()
        #expect(changes.map(\.path) == ["Notifications (payloads, strings, icons)"])
        #expect(try String(contentsOfFile: folder + "/report.html", encoding: .utf8).contains("Banner</b> · cut: body after 2"))
    }
}
