import AlertPackCore
import ArgumentParser

/// How notification text is measured, for every command that judges or shows it.
struct TextMeasureOptions: ParsableArguments {
    enum Measure: String, ExpressibleByArgument, CaseIterable {
        case layout, columns
    }

    @Option(
        help: ArgumentHelp(
            "A font file to lay notification text out in: a locally installed San Francisco (SF-Pro.ttf, SF-Pro-Text-Regular.otf).",
            discussion: "Default: the preset's families, the first installed (San Francisco, else the stand-in Inter).",
            valueName: "file"))
    var font: String?

    @Option(
        help:
            "layout: lay text out in the preset's surfaces (text.fit, action.fit); columns: count columns (text.length, action.length), as when no font can be loaded."
    )
    var measure: Measure = .layout

    /// Sets up the layout engine, or columns with the reason; a `--font` that cannot be read stops.
    func apply(to context: inout PayloadContext, preset: Preset) throws {
        guard measure == .layout else {
            context.columnsReason = "--measure columns"
            return
        }
        do throws(AlertPackError) {
            context.layout = try NotificationLayoutEngine(surfaces: NotificationSurfaces(preset.tables), fontFile: font)
        } catch {
            if let font { try fail("--font \(font): \(error.message)") }
            context.columnsReason = "no font could be loaded: \(error.message)"
            Output.error("alertpack: warning: \(context.columnsReason!); text is counted in columns")
        }
    }
}
