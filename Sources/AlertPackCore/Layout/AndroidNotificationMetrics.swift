import Foundation

/// The boxes of Android's notification template, from the `android` part of the android preset's
/// `notificationLayout` table (dp): where the icon circle, the text column, the large icon and the
/// status bar are. The text styles and columns come from the same table as `NotificationSurfaces`.
public struct AndroidNotificationMetrics: Sendable, Equatable {
    public var screenWidth: Double
    public var sidePadding: Double
    public var cornerRadius: Double
    /// The circle the small icon sits in, its start margin, and the padding inside it.
    public var iconCircle: Double
    public var iconCircleStart: Double
    public var iconPadding: Double
    /// Where the text column starts, and the expander's width at the end of the top line.
    public var contentStart: Double
    public var expander: Double
    /// Above and below the collapsed template's two lines.
    public var collapsedMargin: Double
    /// Above the expanded template's title (the header row), and below its text.
    public var headerHeight: Double
    public var contentBottom: Double
    /// The large icon's side, its margin to the text, and its top in the expanded template.
    public var largeIcon: Double
    public var largeIconMargin: Double
    public var largeIconTop: Double
    /// A small icon's side in the status bar, and the bar's height.
    public var statusBarIcon: Double
    public var statusBarHeight: Double
    /// The icon circle's colour when nothing names one (0xRRGGBB).
    public var defaultColour: UInt32

    /// The metrics of `tables` (a preset's); a value left out or out of range is a preset error.
    public init(_ tables: [String: PresetValue]) throws(AlertPackError) {
        let table = tables["notificationLayout"]?.table?["android"]?.table ?? [:]
        func number(_ key: String) throws(AlertPackError) -> Double {
            guard let value = table[key]?.number, value >= 0, value <= 2000 else {
                throw AlertPackError.config(.presetValue("notificationLayout.android.\(key)", "must be a number from 0 to 2000 (dp)"))
            }
            return value
        }
        screenWidth = try number("screenWidth")
        sidePadding = try number("sidePadding")
        cornerRadius = try number("cornerRadius")
        iconCircle = try number("iconCircle")
        iconCircleStart = try number("iconCircleStart")
        iconPadding = try number("iconPadding")
        contentStart = try number("contentStart")
        expander = try number("expander")
        collapsedMargin = try number("collapsedMargin")
        headerHeight = try number("headerHeight")
        contentBottom = try number("contentBottom")
        largeIcon = try number("largeIcon")
        largeIconMargin = try number("largeIconMargin")
        largeIconTop = try number("largeIconTop")
        statusBarIcon = try number("statusBarIcon")
        statusBarHeight = try number("statusBarHeight")
        guard let colour = table["defaultColour"]?.string.flatMap(Self.colour) else {
            throw AlertPackError.config(.presetValue("notificationLayout.android.defaultColour", "must be a colour as #RRGGBB"))
        }
        defaultColour = colour
        guard screenWidth > 2 * sidePadding + contentStart + expander else {
            throw AlertPackError.config(.presetValue("notificationLayout.android.screenWidth", "leaves no room for the text"))
        }
    }

    /// The notification's width on the screen.
    public var cardWidth: Double { screenWidth - 2 * sidePadding }

    /// An Android colour literal as 0xRRGGBB: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (the alpha is
    /// left out: a notification's colour is drawn opaque); nil for anything else.
    public static func colour(_ text: String) -> UInt32? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("#") else { return nil }
        var digits = String(trimmed.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = String(digits.flatMap { [$0, $0] }) }
        guard let value = UInt32(digits, radix: 16) else { return nil }
        return value & 0xFF_FFFF
    }
}
