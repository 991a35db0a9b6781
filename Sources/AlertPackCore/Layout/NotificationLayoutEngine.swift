import Foundation

/// Lays notifications out as the system does, in the preset's surfaces, with one font set.
public final class NotificationLayoutEngine: Sendable {
    public let surfaces: NotificationSurfaces
    public let fonts: FontSet
    /// Ellipses and timestamps: the same few texts for every notification, shaped once.
    private let common = CommonShapes()

    /// Loads the fonts (`fontFile`, else the preset's families); throws when none loads, and the
    /// text rules fall back to counting columns.
    public init(surfaces: NotificationSurfaces, fontFile: String? = nil) throws(AlertPackError) {
        guard !surfaces.surfaces.isEmpty else { throw AlertPackError.config(.noLayoutSurfaces) }
        self.surfaces = surfaces
        fonts = try FontSet(families: surfaces.families, fallbacks: surfaces.fallbacks, file: fontFile)
    }

    /// "Inter, a stand-in for San Francisco": what measured the text, for every output.
    public var fontDescription: String { fonts.description }

    func shape(_ text: String, style: TextStyleSpec, language: String?) -> ShapedText {
        ShapedText(text, style: style, fonts: fonts, language: Self.tag(language))
    }

    /// "base" is the payload's own words: no language to shape or break by.
    static func tag(_ language: String?) -> String? {
        guard let language, language != "base", language != "Base" else { return nil }
        return language
    }

    func ellipsisWidth(_ style: TextStyleSpec) -> Double {
        commonShape("…", style: style).offsets.last ?? 0
    }

    /// A short text every notification uses (an ellipsis, a timestamp), shaped once per style.
    func commonShape(_ text: String, style: TextStyleSpec) -> ShapedText {
        common.shape(text, style: style) { shape(text, style: style, language: nil) }
    }

    /// Lays `text` out in a column of `width` with at most `lines` lines (0: all).
    public func layout(_ text: String, style: TextStyleSpec, width: Double, lines: Int, language: String?) -> TextLayout {
        shape(text, style: style, language: language).layout(width: width, maxLines: lines, ellipsisWidth: ellipsisWidth(style))
    }

    /// The notification on `surface`: the title beside the timestamp (or the app name when
    /// there is no title, as the system shows it), subtitle, body, and the surface's buttons.
    public func layout(
        _ content: NotificationContent, on surface: NotificationSurfaces.Surface, appName: String?, actions: [String] = [], attachment: Bool = false,
        memo: ShapeMemo = ShapeMemo()
    ) -> SurfaceLayout {
        let language = content.language
        var timestamp: FieldLayout?
        if let stamp = surface.timestamp {
            let style = surfaces.style("timestamp")
            let shaped = commonShape(stamp, style: style)
            timestamp = FieldLayout(
                field: "timestamp", text: stamp, style: style, layout: shaped.layout(width: .infinity, maxLines: 1, ellipsisWidth: 0), shaped: shaped)
        }
        var fields: [FieldLayout] = []
        let title = content.title ?? (surface.title != nil ? appName : nil)
        let slots: [(String, String?, NotificationSurfaces.Field?)] = [
            ("title", title, surface.title), ("subtitle", content.subtitle, surface.subtitle), ("body", content.body, surface.body),
        ]
        for (name, text, slot) in slots {
            guard let text, !text.isEmpty, let slot else { continue }
            var width = surface.width - (attachment && surface.image == "thumbnail" ? surface.thumbnail + surfaces.timestampGap : 0)
            if name == "title", let timestamp { width -= timestamp.layout.lines.first.map(\.width).map { $0 + surfaces.timestampGap } ?? 0 }
            fields.append(field(name, text, style: surfaces.style(slot.style), width: width, lines: slot.lines, language: language, memo: memo))
        }
        var buttons: [ButtonLayout] = []
        if let kind = surface.buttons, let styleName = surface.buttonStyle {
            let titles = kind == "alert" ? (content.actionButton.map { ["Close", $0] } ?? ["OK"]) : actions
            buttons = titles.map { button($0, style: surfaces.style(styleName), width: surface.buttonWidth, language: language) }
        }
        return SurfaceLayout(
            surface: surface, content: content, fields: fields, timestamp: timestamp, buttons: buttons,
            rightToLeft: LayoutDirection.isRightToLeft(content))
    }

    /// A button title against its room: one line, cut with an ellipsis when it does not fit.
    public func button(_ title: String, style: TextStyleSpec, width: Double, language: String?) -> ButtonLayout {
        let shaped = shape(title, style: style, language: Self.tag(language))
        let layout = shaped.layout(width: width, maxLines: 1, ellipsisWidth: ellipsisWidth(style))
        let needed = shaped.width(0..<shaped.count)
        return ButtonLayout(title: title, needed: needed, available: width, style: style, layout: layout, shaped: shaped)
    }

    private func field(
        _ name: String, _ text: String, style: TextStyleSpec, width: Double, lines: Int, language: String?, memo: ShapeMemo
    ) -> FieldLayout {
        let shaped = memo.shape(text, style: style, language: language) { shape(text, style: style, language: Self.tag(language)) }
        let layout = shaped.layout(width: width, maxLines: lines, ellipsisWidth: ellipsisWidth(style))
        return FieldLayout(field: name, text: text, style: style, layout: layout, shaped: shaped)
    }
}
