import Foundation

/// A notification laid out as Android's standard template lays it out, on one surface of the
/// android preset's `notificationLayout` table: the title (the app's name when the payload has
/// none) and the text in the surface's column, each cut after the surface's lines as iOS's text
/// is (`TextLayout`). On the collapsed surface the title shares its line with " • now" and gives
/// way to it; a large icon narrows the column by its side and margin.
extension NotificationLayoutEngine {
    public func androidLayout(
        _ content: NotificationContent, on surface: NotificationSurfaces.Surface, appName: String, largeIcon: Bool,
        metrics: AndroidNotificationMetrics, memo: ShapeMemo = ShapeMemo()
    ) -> SurfaceLayout {
        let column = surface.width - (largeIcon ? metrics.largeIcon + metrics.largeIconMargin : 0)
        var timestamp: FieldLayout?
        if let stamp = surface.timestamp {
            let style = surfaces.style("time")
            let text = "• " + stamp
            let shaped = commonShape(text, style: style)
            timestamp = FieldLayout(
                field: "timestamp", text: text, style: style, layout: shaped.layout(width: .infinity, maxLines: 1, ellipsisWidth: 0), shaped: shaped)
        }
        var fields: [FieldLayout] = []
        let title = (content.title?.isEmpty ?? true) ? appName : content.title!
        let slots: [(String, String?, NotificationSurfaces.Field?)] = [("title", title, surface.title), ("body", content.body, surface.body)]
        for (name, text, slot) in slots {
            guard let text, !text.isEmpty, let slot else { continue }
            var width = column
            if name == "title", let timestamp { width -= (timestamp.layout.lines.first?.width ?? 0) + surfaces.timestampGap / 2 }
            let style = surfaces.style(slot.style)
            let shaped = memo.shape(text, style: style, language: content.language) {
                shape(text, style: style, language: Self.tag(content.language))
            }
            let layout = shaped.layout(width: max(1, width), maxLines: slot.lines, ellipsisWidth: ellipsisWidth(style))
            fields.append(FieldLayout(field: name, text: text, style: style, layout: layout, shaped: shaped))
        }
        return SurfaceLayout(
            surface: surface, content: content, fields: fields, timestamp: timestamp, buttons: [], rightToLeft: LayoutDirection.isRightToLeft(content)
        )
    }
}
