import AlertPackCore
import ArgumentParser
import Foundation

/// What drawing notifications needs besides the payloads (`preview`, `report --payloads`): the
/// app's strings, name, icon and categories, and the font.
struct NotificationInputOptions: ParsableArguments {
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

    @Option(
        name: .customLong("surface"),
        help: "Draw only these surfaces (repeatable): banner, lock-screen, notification-center, expanded, communication, watch, alert.")
    var surfaces: [String] = []

    @Option(help: "light, dark, or both.")
    var appearance: AppearanceChoice = .both

    enum AppearanceChoice: String, ExpressibleByArgument, CaseIterable {
        case light, dark, both
    }

    /// The layout engine in the preset's surfaces and fonts (or `--font`); no font is a usage error.
    func engine(_ configuration: CheckConfiguration) throws -> NotificationLayoutEngine {
        do {
            return try NotificationLayoutEngine(surfaces: NotificationSurfaces(configuration.preset.tables), fontFile: font)
        } catch {
            try fail("\(font.map { "--font \($0): " } ?? "")\(error.message) (install fonts-inter, or give --font)")
        }
    }

    /// The drawing options these name (the strings folder is read at each drawing); a surface
    /// the engine's preset does not have is a usage error.
    func options(_ engine: NotificationLayoutEngine) throws -> PreviewOptions {
        var options = PreviewOptions()
        let known = engine.surfaces.surfaces.map(\.id)
        for surface in surfaces where !known.contains(surface) {
            try fail("--surface \(surface): not one of \(known.joined(separator: ", "))")
        }
        options.surfaces = surfaces.isEmpty ? nil : surfaces
        options.appearances = appearance == .both ? PreviewAppearance.allCases : [appearance == .light ? .light : .dark]
        options.appName = appName
        options.icon = icon
        options.actionFiles = actions
        if let strings {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: strings, isDirectory: &isFolder), isFolder.boolValue else {
                try fail("\(strings): no such folder")
            }
            options.stringsFolder = strings
        }
        return options
    }
}
