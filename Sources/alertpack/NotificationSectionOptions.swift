import AlertPackCore
import ArgumentParser
import Foundation

/// `report`'s Notifications section: which payloads to draw, in which languages, as which app.
struct NotificationSectionOptions: ParsableArguments {
    @Option(help: "Payload files or folders to draw on every surface (repeatable; also the config's payloads: key).")
    var payloads: [String] = []

    @Option(help: "A folder with *.lproj/Localizable.strings, .stringsdict or .xcstrings: every language the payloads' loc keys resolve to.")
    var strings: String?

    @Option(help: "The app's name as the system shows it (default: the receiving app's display name).")
    var appName: String?

    @Option(help: "The app icon image (default: the icon set the receiving app's project names).")
    var icon: String?

    @Option(help: "The app's categories file (as lint-actions reads it), for the expanded view's actions.")
    var actions: [String] = []

    @Option(help: "A font file to lay out and draw the text in (a locally installed San Francisco).")
    var font: String?

    /// What to draw: nil when no payload is named (here or in the config).
    func source(_ configuration: CheckConfiguration) throws -> (maker: PreviewMaker, paths: [String], options: PreviewOptions)? {
        let paths = payloads + configuration.payloads
        guard !paths.isEmpty else { return nil }
        let engine: NotificationLayoutEngine
        do {
            engine = try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables), fontFile: font)
        } catch {
            try fail("\(font.map { "--font \($0): " } ?? "")\(error.message) (install fonts-inter, or give --font)")
        }
        var options = PreviewOptions()
        options.appName = appName
        options.icon = icon
        options.actionFiles = actions
        options.jobs = ProcessInfo.processInfo.activeProcessorCount
        if let strings {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: strings, isDirectory: &isFolder), isFolder.boolValue else {
                try fail("\(strings): no such folder")
            }
            options.stringsFolder = strings
        }
        return (PreviewMaker(engine: engine, configuration: configuration), paths, options)
    }
}
