/// Light or dark: the colours a notification is drawn in (system materials flattened to opaque
/// colours over a plain wallpaper, so renderings are reproducible).
public enum PreviewAppearance: String, Sendable, CaseIterable {
    case light, dark

    var wallpaper: PaintColour { self == .light ? PaintColour(0x9DB0C4) : PaintColour(0x1B2430) }
    var card: PaintColour { self == .light ? PaintColour(0xF2F2F5) : PaintColour(0x2C2C2E) }
    var primary: PaintColour { self == .light ? PaintColour(0x000000) : PaintColour(0xFFFFFF) }
    var secondary: PaintColour { self == .light ? PaintColour(0x6C6C70) : PaintColour(0x98989F) }
    var separator: PaintColour { self == .light ? PaintColour(0xC6C6C8) : PaintColour(0x48484A) }
    var accent: PaintColour { self == .light ? PaintColour(0x007AFF) : PaintColour(0x0A84FF) }
    var destructive: PaintColour { self == .light ? PaintColour(0xFF3B30) : PaintColour(0xFF453A) }
    /// The ellipsis where text is cut, and its underline.
    var cut: PaintColour { self == .light ? PaintColour(0xE0006E) : PaintColour(0xFF5FA8) }
    var placeholder: PaintColour { self == .light ? PaintColour(0x8E8E93) : PaintColour(0x636366) }
}
