import Foundation

/// One field laid out on a surface: its text, style, and lines (cut where the surface's budget
/// ends).
public struct FieldLayout: Sendable {
    public var field: String
    public var text: String
    public var style: TextStyleSpec
    public var layout: TextLayout
    let shaped: ShapedText

    /// Where the cut is, for findings and previews: "after 2 of 4 lines (“…and your order…”)".
    public var cutSummary: String { "after \(layout.lines.count) of \(layout.linesNeeded) lines (“\(cutContext)…”)" }

    /// The words the reader sees last before the ellipsis, for messages: "…and your order".
    public var cutContext: String {
        guard let cut = layout.cut else { return "" }
        let shown = shaped.string(max(0, cut - 24)..<cut)
        return (cut > 24 ? "…" : "") + shown.trimmingCharacters(in: .whitespaces)
    }
}

/// A button's title measured against its room.
public struct ButtonLayout: Sendable {
    public var title: String
    /// Points the title needs, and points the button gives it.
    public var needed: Double
    public var available: Double
    public var style: TextStyleSpec
    public var layout: TextLayout
    let shaped: ShapedText

    public var isCut: Bool { needed > available + 0.001 }
}

/// A notification laid out on one surface in one language.
public struct SurfaceLayout: Sendable {
    public var surface: NotificationSurfaces.Surface
    public var content: NotificationContent
    public var fields: [FieldLayout]
    /// The timestamp beside the title, when the surface shows one.
    public var timestamp: FieldLayout?
    public var buttons: [ButtonLayout]
    /// The cell is mirrored, as the system draws it in a right-to-left language
    /// (`LayoutDirection`): icon on the right, text set from the right, timestamp and
    /// thumbnail on the left, side-by-side buttons in reverse order.
    public var rightToLeft = false

    public func field(_ name: String) -> FieldLayout? { fields.first { $0.field == name } }
    public var cutFields: [FieldLayout] { fields.filter { $0.layout.isCut } }
}
