import Foundation

/// The visual report's pictures of an Android module's small icons: each file the
/// `android.small-icon-*` rules judge, drawn as Android draws it (`AndroidSmallIconArt`): white
/// from its alpha in the notification's colour circle as the shade shows it, and at 24 dp in a
/// dark status bar. The circle's colour is the module's notification colour (its manifest's
/// `<meta-data>`), else the preset's neutral grey. Sizes come from the android preset's table.
package enum AndroidSmallIconSheet {
    /// The shade's picture at 4 pixels a dp (the 24 dp circle is 96 pixels), the status bar's at 2.
    static let shadeScale = 4.0
    static let statusBarScale = 2.0
    static let statusBarColour: UInt32 = 0x1F1F1F
    static let shadeColour: UInt32 = 0xFFFFFF

    /// One picture per file of each resource (`resource` "@drawable/x", `files` as the run names
    /// them); nil when the android preset's table cannot be read.
    package static func media(
        _ icons: [(resource: String, files: [String])], project: AndroidProject, configuration: CheckConfiguration
    ) -> AssetMedia? {
        guard !icons.isEmpty, let tables = try? AndroidPreviewMaker.presetTables(configuration),
            let metrics = try? AndroidNotificationMetrics(tables)
        else { return nil }
        let module = AndroidNotificationModule.read(project)
        let colour = module.colour ?? metrics.defaultColour
        let source = module.colour != nil ? "the module's notification colour" : "no colour named: a neutral grey"
        var pictures: [AndroidSmallIconPicture] = []
        for icon in icons {
            for file in icon.files {
                let art = AndroidSmallIconArt.load(file)
                guard let shade = shade(art, colour: colour, metrics: metrics), let bar = statusBar(art, metrics: metrics) else { continue }
                pictures.append(
                    AndroidSmallIconPicture(
                        file: file, resource: icon.resource, colour: String(format: "#%06X", colour), colourSource: source, shade: Data(shade),
                        statusBar: Data(bar), note: art.note))
            }
        }
        return pictures.isEmpty ? nil : .androidSmallIcons(pictures)
    }

    /// The icon in its circle on the shade's white, with a dp of room around it.
    static func shade(_ art: AndroidSmallIconArt, colour: UInt32, metrics: AndroidNotificationMetrics) -> [UInt8]? {
        let side = metrics.iconCircle + 8
        var canvas = Canvas(width: side, height: side, scale: shadeScale, background: PaintColour(shadeColour))
        let accent = PaintColour(colour)
        canvas.fillRoundedRect(x: 4, y: 4, width: metrics.iconCircle, height: metrics.iconCircle, radius: metrics.iconCircle / 2, accent)
        let inner = metrics.iconCircle - 2 * metrics.iconPadding
        art.draw(on: &canvas, x: 4 + metrics.iconPadding, y: 4 + metrics.iconPadding, side: inner, colour: PaintColour(0xFFFFFF), background: accent)
        return canvas.png()
    }

    /// The icon white at its status-bar size on a dark bar, after a clock-sized gap.
    static func statusBar(_ art: AndroidSmallIconArt, metrics: AndroidNotificationMetrics) -> [UInt8]? {
        let icon = metrics.statusBarIcon, height = max(metrics.statusBarHeight, icon)
        let bar = PaintColour(statusBarColour)
        var canvas = Canvas(width: icon * 3, height: height, scale: statusBarScale, background: bar)
        art.draw(on: &canvas, x: icon, y: (height - icon) / 2, side: icon, colour: PaintColour(0xFFFFFF), background: bar)
        return canvas.png()
    }
}
