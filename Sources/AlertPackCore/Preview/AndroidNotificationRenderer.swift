import Foundation

/// Draws a notification laid out on Android's template (`NotificationLayoutEngine.androidLayout`)
/// as the shade shows it on Android 12 and later, at 2 pixels a dp: the card, the small icon in
/// its circle of the notification's colour (drawn from its alpha, `AndroidSmallIconArt`), the
/// title with " • now" after it and one line of text (collapsed), or the header with the app's
/// name and the title over the big text (expanded), the large icon at the end, the expander.
/// The cut is marked as iOS's is (`TextPainter`). The shade's colours are Material's neutral
/// surfaces flattened to opaque colours over a plain wallpaper, so renderings are reproducible.
struct AndroidNotificationRenderer {
    let engine: NotificationLayoutEngine
    let metrics: AndroidNotificationMetrics
    let appearance: PreviewAppearance
    let appName: String
    let smallIcon: AndroidSmallIconArt
    let colour: UInt32
    let largeIcon: LinearImage?
    static let scale = 2.0
    /// Above and below the card.
    static let margin = 8.0
    private var painter = TextPainter()

    init(
        engine: NotificationLayoutEngine, metrics: AndroidNotificationMetrics, appearance: PreviewAppearance, appName: String,
        smallIcon: AndroidSmallIconArt, colour: UInt32, largeIcon: LinearImage?
    ) {
        self.engine = engine
        self.metrics = metrics
        self.appearance = appearance
        self.appName = appName
        self.smallIcon = smallIcon
        self.colour = colour
        self.largeIcon = largeIcon
        painter.primary = engine.fonts.primary
    }

    private var card: PaintColour { appearance == .light ? PaintColour(0xFFFFFF) : PaintColour(0x2B2B2F) }
    private var primary: PaintColour { appearance == .light ? PaintColour(0x1F1F1F) : PaintColour(0xE3E3E3) }
    private var secondary: PaintColour { appearance == .light ? PaintColour(0x5F6368) : PaintColour(0xBDC1C6) }
    private var expanderFill: PaintColour { appearance == .light ? PaintColour(0xE8EAED) : PaintColour(0x3C4043) }

    /// The PNG canvas of `layout` (the collapsed or the expanded surface).
    mutating func render(_ layout: SurfaceLayout) -> Canvas {
        layout.surface.timestamp == nil ? expanded(layout) : collapsed(layout)
    }

    private func textHeight(_ layout: SurfaceLayout) -> Double {
        layout.fields.reduce(0) { $0 + Double(min($1.layout.lines.count, NotificationRenderer.maxDrawnLines)) * $1.style.lineHeight }
    }

    private func ellipsis(_ style: TextStyleSpec) -> ShapedText { engine.commonShape("…", style: style) }

    /// The card on the wallpaper, `height` dp tall; returns its left edge.
    private func background(height: Double) -> Canvas {
        var canvas = Canvas(width: metrics.screenWidth, height: height + 2 * Self.margin, scale: Self.scale, background: appearance.wallpaper)
        canvas.fillRoundedRect(
            x: metrics.sidePadding, y: Self.margin, width: metrics.cardWidth, height: height, radius: metrics.cornerRadius, card)
        return canvas
    }

    /// The small icon in its circle at (x, y): the circle in the notification's colour, the icon
    /// white inside its padding.
    private func drawIconCircle(on canvas: inout Canvas, x: Double, y: Double) {
        let side = metrics.iconCircle, accent = PaintColour(colour)
        canvas.fillRoundedRect(x: x, y: y, width: side, height: side, radius: side / 2, accent)
        let inner = side - 2 * metrics.iconPadding
        smallIcon.draw(
            on: &canvas, x: x + metrics.iconPadding, y: y + metrics.iconPadding, side: inner, colour: PaintColour(0xFFFFFF), background: accent)
    }

    /// The expander's pill at the end of a row whose middle is `centre`.
    private func drawExpander(on canvas: inout Canvas, centre: Double) {
        let right = metrics.sidePadding + metrics.cardWidth - 16, side = 24.0
        canvas.fillRoundedRect(x: right - side, y: centre - side / 2, width: side, height: side, radius: side / 2, expanderFill)
        canvas.fillRoundedRect(x: right - side / 2 - 4, y: centre - 1, width: 8, height: 2, radius: 1, secondary)
    }

    private mutating func drawField(_ field: FieldLayout, on canvas: inout Canvas, left: Double, top: Double, colour: PaintColour) -> Double {
        var layout = field.layout
        if layout.lines.count > NotificationRenderer.maxDrawnLines { layout.lines.removeSubrange(NotificationRenderer.maxDrawnLines...) }
        return painter.draw(
            field.shaped, layout, ellipsis: ellipsis(field.style), on: &canvas, left: left, top: top, width: field.layout.columnWidth,
            alignment: .natural, colour: colour, cutColour: appearance.cut)
    }

    /// Icon circle, title • time, one line of text, large icon, expander.
    private mutating func collapsed(_ layout: SurfaceLayout) -> Canvas {
        let text = textHeight(layout)
        let height = max(2 * metrics.collapsedMargin + text, largeIcon != nil ? metrics.largeIcon + 2 * metrics.collapsedMargin : 0)
        var canvas = background(height: height)
        let cardLeft = metrics.sidePadding, centre = Self.margin + height / 2
        drawIconCircle(on: &canvas, x: cardLeft + metrics.iconCircleStart, y: centre - metrics.iconCircle / 2)
        let left = cardLeft + metrics.contentStart
        var y = centre - text / 2
        for field in layout.fields {
            let drawnTop = y
            y += drawField(field, on: &canvas, left: left, top: y, colour: field.field == "title" ? primary : secondary)
            if field.field == "title", let stamp = layout.timestamp {
                let after = left + (field.layout.lines.first?.width ?? 0) + engine.surfaces.timestampGap / 2
                painter.draw(
                    stamp.shaped, stamp.layout, ellipsis: ellipsis(stamp.style), on: &canvas, left: after,
                    top: drawnTop + (field.style.lineHeight - stamp.style.lineHeight) / 2, width: stamp.layout.lines.first?.width ?? 0,
                    alignment: .natural, colour: secondary, cutColour: appearance.cut)
            }
        }
        if let largeIcon {
            canvas.drawImage(
                largeIcon, x: left + layout.surface.width - metrics.largeIcon, y: centre - metrics.largeIcon / 2, width: metrics.largeIcon,
                height: metrics.largeIcon, radius: 6)
        }
        drawExpander(on: &canvas, centre: centre)
        return canvas
    }

    /// Header (icon circle, app name • now, expander), then the title and the big text.
    private mutating func expanded(_ layout: SurfaceLayout) -> Canvas {
        let height = metrics.headerHeight + max(textHeight(layout), largeIcon != nil ? metrics.largeIcon : 0) + metrics.contentBottom
        var canvas = background(height: height)
        let cardLeft = metrics.sidePadding, top = Self.margin
        let circleTop = top + metrics.iconCircleStart
        drawIconCircle(on: &canvas, x: cardLeft + metrics.iconCircleStart, y: circleTop)
        let style = engine.surfaces.style("appName")
        let header = engine.shape(appName + " • now", style: style, language: nil)
        let headerWidth = metrics.cardWidth - metrics.contentStart - metrics.expander
        painter.draw(
            header, header.layout(width: headerWidth, maxLines: 1, ellipsisWidth: engine.ellipsisWidth(style)), ellipsis: ellipsis(style),
            on: &canvas, left: cardLeft + metrics.contentStart, top: circleTop + (metrics.iconCircle - style.lineHeight) / 2,
            width: headerWidth, alignment: .natural, colour: secondary, cutColour: appearance.cut)
        drawExpander(on: &canvas, centre: circleTop + metrics.iconCircle / 2)
        var y = top + metrics.headerHeight
        for field in layout.fields {
            y += drawField(field, on: &canvas, left: cardLeft + metrics.contentStart, top: y, colour: field.field == "title" ? primary : secondary)
        }
        if let largeIcon {
            canvas.drawImage(
                largeIcon, x: cardLeft + metrics.contentStart + layout.surface.width - metrics.largeIcon, y: top + metrics.headerHeight,
                width: metrics.largeIcon, height: metrics.largeIcon, radius: 6)
        }
        return canvas
    }
}
