import Foundation

/// Draws a notification laid out on one surface as people see it: the card with the app icon
/// (or the sender's avatar with the icon as a badge), title beside its timestamp, subtitle and
/// body, the attachment cropped as the system crops it, the actions or the alert's buttons; the
/// Apple Watch short look and the alert style in their own shapes. Points at 2x. In a
/// right-to-left language (`SurfaceLayout.rightToLeft`) the cell is drawn mirrored, as the
/// system draws it: every box stands where a mirror puts it, text is set from the right, and the
/// pictures in the boxes (icon, avatar, attachment, glyphs) are not flipped.
struct NotificationRenderer {
    let engine: NotificationLayoutEngine
    let appearance: PreviewAppearance
    let artwork: PreviewArtwork
    static let scale = 2.0
    static let screenWidth = 393.0
    private var painter = TextPainter()
    /// Whether the cell being drawn is mirrored.
    private var mirrored = false

    init(engine: NotificationLayoutEngine, appearance: PreviewAppearance, artwork: PreviewArtwork) {
        self.engine = engine
        self.appearance = appearance
        self.artwork = artwork
        painter.primary = engine.fonts.primary
    }

    /// The most lines a field is drawn with: an alert shows all its text (it scrolls), and a
    /// picture of a very long one would grow without bound.
    static let maxDrawnLines = 40

    /// The PNG of `layout`.
    mutating func render(_ layout: SurfaceLayout) -> Canvas {
        var layout = layout
        mirrored = layout.rightToLeft
        for index in layout.fields.indices where layout.fields[index].layout.lines.count > Self.maxDrawnLines {
            layout.fields[index].layout.lines.removeSubrange(Self.maxDrawnLines...)
        }
        switch (layout.surface.buttons, layout.surface.id) {
        case ("alert"?, _): return alert(layout)
        case (_, "watch"): return watch(layout)
        default: return layout.surface.image == "wide" ? expanded(layout) : card(layout)
        }
    }

    /// The left edge of a box `width` wide that a left-to-right cell `total` wide places at `x`:
    /// the same box seen in a mirror when the cell runs right to left.
    private func place(_ x: Double, width: Double, in total: Double = screenWidth) -> Double {
        mirrored ? total - x - width : x
    }

    /// The natural alignment of a cell's text: its paragraph's start, or the right in a mirrored cell.
    private var natural: TextPainter.Alignment { mirrored ? .right : .natural }

    private func ellipsis(_ style: TextStyleSpec) -> ShapedText { engine.commonShape("…", style: style) }

    private func textHeight(_ layout: SurfaceLayout) -> Double {
        layout.fields.reduce(0) { $0 + Double($1.layout.lines.count) * $1.style.lineHeight }
    }

    /// Title (beside the timestamp), subtitle and body from `top`, in the column at `left`.
    private mutating func drawFields(
        _ layout: SurfaceLayout, on canvas: inout Canvas, left: Double, top: Double, width: Double, alignment: TextPainter.Alignment = .natural
    ) -> Double {
        var y = top
        let alignment = alignment == .natural ? natural : alignment
        for field in layout.fields {
            let colour = appearance.primary
            if field.field == "title", let stamp = layout.timestamp {
                let stampWidth = stamp.layout.lines.first?.width ?? 0
                let right = mirrored || field.shaped.rightToLeft
                let stampLeft = right ? left : left + width - stampWidth
                let lineTop = y + (field.style.lineHeight - stamp.style.lineHeight) / 2
                painter.draw(
                    stamp.shaped, stamp.layout, ellipsis: ellipsis(stamp.style), on: &canvas, left: stampLeft, top: lineTop, width: stampWidth,
                    alignment: .natural, colour: appearance.secondary, cutColour: appearance.cut)
                let titleLeft = right ? left + width - field.layout.columnWidth : left
                y += painter.draw(
                    field.shaped, field.layout, ellipsis: ellipsis(field.style), on: &canvas, left: titleLeft, top: y,
                    width: field.layout.columnWidth, alignment: alignment, colour: colour, cutColour: appearance.cut)
                continue
            }
            y += painter.draw(
                field.shaped, field.layout, ellipsis: ellipsis(field.style), on: &canvas, left: left, top: y, width: width, alignment: alignment,
                colour: colour, cutColour: appearance.cut)
        }
        return y - top
    }

    /// The app icon in its rounded square (a lettered placeholder when none is known).
    private mutating func drawIcon(on canvas: inout Canvas, x: Double, y: Double, side: Double, circle: Bool = false) {
        let radius = circle ? side / 2 : side * 0.225
        if let icon = artwork.icon {
            canvas.drawImage(icon, x: x, y: y, width: side, height: side, radius: radius)
            return
        }
        canvas.fillRoundedRect(x: x, y: y, width: side, height: side, radius: radius, appearance.placeholder)
        let letter = String(artwork.appName.first ?? "?").uppercased()
        let style = TextStyleSpec(size: side * 0.5, weight: 600, lineHeight: side)
        let shaped = engine.shape(letter, style: style, language: nil)
        let laid = shaped.layout(width: side, maxLines: 1, ellipsisWidth: 0)
        painter.draw(
            shaped, laid, ellipsis: ellipsis(style), on: &canvas, left: x, top: y, width: side, alignment: .centred, colour: PaintColour(0xFFFFFF),
            cutColour: appearance.cut)
    }

    /// Banner, Lock Screen, Notification Center and communication: a card on the wallpaper.
    private mutating func card(_ layout: SurfaceLayout) -> Canvas {
        let surface = layout.surface
        let padding = 14.0, margin = 8.0
        let thumbnail = artwork.attachment != nil && surface.image == "thumbnail" ? surface.thumbnail : 0
        let height = padding * 2 + max(surface.icon, textHeight(layout), thumbnail)
        var canvas = Canvas(width: Self.screenWidth, height: height + margin * 2, scale: Self.scale, background: appearance.wallpaper)
        canvas.fillRoundedRect(x: margin, y: margin, width: Self.screenWidth - margin * 2, height: height, radius: 22, appearance.card)
        let iconTop = margin + padding + max(0, (min(textHeight(layout), 60) - surface.icon) / 2)
        let iconLeft = place(margin + padding, width: surface.icon)
        if surface.avatar, let avatar = artwork.avatar {
            canvas.drawImage(avatar, x: iconLeft, y: iconTop, width: surface.icon, height: surface.icon, radius: surface.icon / 2)
            drawIcon(on: &canvas, x: place(margin + padding + surface.icon - 14, width: 18), y: iconTop + surface.icon - 14, side: 18)
        } else if surface.avatar {
            drawIcon(on: &canvas, x: iconLeft, y: iconTop, side: surface.icon, circle: true)
        } else if surface.icon > 0 {
            drawIcon(on: &canvas, x: iconLeft, y: iconTop, side: surface.icon)
        }
        let left = margin + padding + surface.icon + 10
        let column = surface.width - (thumbnail > 0 ? thumbnail + engine.surfaces.timestampGap : 0)
        _ = drawFields(layout, on: &canvas, left: place(left, width: column), top: margin + padding, width: column)
        if thumbnail > 0, let attachment = artwork.attachment {
            canvas.drawImage(
                attachment, x: place(left + column + engine.surfaces.timestampGap, width: thumbnail), y: margin + padding, width: thumbnail,
                height: thumbnail, radius: 6)
        }
        return canvas
    }

    /// The long-pressed notification: the attachment at 2:1 above the text, the actions below.
    private mutating func expanded(_ layout: SurfaceLayout) -> Canvas {
        let surface = layout.surface
        let margin = 8.0, padding = 16.0, cardWidth = Self.screenWidth - 16
        let image = artwork.attachment != nil ? cardWidth / 2 : 0
        let header = 28.0
        let cardHeight = image + padding + header + textHeight(layout) + padding
        let rowHeight = 44.0, listWidth = surface.buttonWidth + 32
        let listHeight = Double(layout.buttons.count) * rowHeight
        var canvas = Canvas(
            width: Self.screenWidth, height: margin * 2 + cardHeight + (listHeight > 0 ? 8 + listHeight : 0), scale: Self.scale,
            background: appearance.wallpaper)
        canvas.fillRoundedRect(x: margin, y: margin, width: cardWidth, height: cardHeight, radius: 22, appearance.card)
        if let attachment = artwork.attachment { canvas.drawImage(attachment, x: margin, y: margin, width: cardWidth, height: image, radius: 22) }
        let headerTop = margin + image + padding
        drawIcon(on: &canvas, x: place(margin + padding, width: 20), y: headerTop, side: 20)
        let nameStyle = engine.surfaces.style("appName")
        let name = engine.shape(artwork.appName.uppercased(), style: nameStyle, language: nil)
        painter.draw(
            name, name.layout(width: surface.width - 28, maxLines: 1, ellipsisWidth: 0), ellipsis: ellipsis(nameStyle), on: &canvas,
            left: place(margin + padding + 28, width: surface.width - 28), top: headerTop + 1, width: surface.width - 28, alignment: natural,
            colour: appearance.secondary, cutColour: appearance.cut)
        _ = drawFields(layout, on: &canvas, left: place(margin + padding, width: surface.width), top: headerTop + header, width: surface.width)
        var rowTop = margin + cardHeight + 8
        let listLeft = place(margin, width: listWidth)
        if listHeight > 0 { canvas.fillRoundedRect(x: listLeft, y: rowTop, width: listWidth, height: listHeight, radius: 14, appearance.card) }
        for (index, button) in layout.buttons.enumerated() {
            if index > 0 { canvas.fillRoundedRect(x: listLeft, y: rowTop, width: listWidth, height: 0.5, radius: 0, appearance.separator) }
            let destructive = index < artwork.actions.count && artwork.actions[index].destructive
            painter.draw(
                button.shaped, button.layout, ellipsis: ellipsis(button.style), on: &canvas, left: place(margin + 16, width: button.available),
                top: rowTop + (rowHeight - button.style.lineHeight) / 2, width: button.available, alignment: natural,
                colour: destructive ? appearance.destructive : appearance.primary, cutColour: appearance.cut)
            rowTop += rowHeight
        }
        return canvas
    }

    /// The Apple Watch short look: icon, title, app name, on black.
    private mutating func watch(_ layout: SurfaceLayout) -> Canvas {
        let surface = layout.surface
        let width = surface.width + 22
        let nameStyle = engine.surfaces.style("appName")
        let height = 12 + surface.icon + 8 + textHeight(layout) + 4 + nameStyle.lineHeight + 12
        var canvas = Canvas(width: width, height: height, scale: Self.scale, background: PaintColour(0x000000))
        drawIcon(on: &canvas, x: (width - surface.icon) / 2, y: 12, side: surface.icon, circle: true)
        let drawn = drawFields(layout, on: &canvas, left: 11, top: 12 + surface.icon + 8, width: surface.width, alignment: .centred)
        let name = engine.shape(artwork.appName, style: nameStyle, language: nil)
        painter.draw(
            name, name.layout(width: surface.width, maxLines: 1, ellipsisWidth: 0), ellipsis: ellipsis(nameStyle), on: &canvas, left: 11,
            top: 12 + surface.icon + 8 + drawn + 4, width: surface.width, alignment: .centred, colour: PaintColour(0x98989F),
            cutColour: appearance.cut)
        return canvas
    }

    /// The alert style: a 270 pt box with all its text and one or two buttons.
    private mutating func alert(_ layout: SurfaceLayout) -> Canvas {
        let surface = layout.surface
        let boxWidth = surface.width + 32, buttonHeight = 44.0
        let boxHeight = 19 + textHeight(layout) + 4 + 19 + buttonHeight
        let canvasHeight = boxHeight + 80
        var canvas = Canvas(width: Self.screenWidth, height: canvasHeight, scale: Self.scale, background: appearance.wallpaper)
        canvas.fillRoundedRect(x: 0, y: 0, width: Self.screenWidth, height: canvasHeight, radius: 0, PaintColour(0x000000, alpha: 0.35))
        let left = (Self.screenWidth - boxWidth) / 2, top = 40.0
        canvas.fillRoundedRect(x: left, y: top, width: boxWidth, height: boxHeight, radius: 14, appearance.card)
        _ = drawFields(layout, on: &canvas, left: left + 16, top: top + 19, width: surface.width, alignment: .centred)
        let rowTop = top + boxHeight - buttonHeight
        canvas.fillRoundedRect(x: left, y: rowTop, width: boxWidth, height: 0.5, radius: 0, appearance.separator)
        let share = boxWidth / Double(max(layout.buttons.count, 1))
        for (index, button) in layout.buttons.enumerated() {
            if index > 0 {
                canvas.fillRoundedRect(
                    x: place(left + share * Double(index), width: 0.5), y: rowTop, width: 0.5, height: buttonHeight, radius: 0, appearance.separator)
            }
            // Side by side, the first (Close) is on the leading side: the right in a mirrored cell.
            painter.draw(
                button.shaped, button.layout, ellipsis: ellipsis(button.style), on: &canvas,
                left: place(left + share * Double(index) + (share - button.available) / 2, width: button.available),
                top: rowTop + (buttonHeight - button.style.lineHeight) / 2,
                width: button.available, alignment: .centred, colour: appearance.accent, cutColour: appearance.cut)
        }
        return canvas
    }
}
