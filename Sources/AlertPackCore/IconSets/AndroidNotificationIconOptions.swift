/// What `alertpack icons --android-notification` makes from a master.
public struct AndroidNotificationIconOptions: Sendable, Equatable {
    /// The drawable's resource name (each density's file is NAME.png).
    public var name = "ic_stat_notification"
    /// For a master without transparency: the CIE lightness (0 black to 100 white) that splits ink
    /// from ground. nil takes the ink from the master's alpha.
    public var threshold: Double?
    /// With a threshold, the lighter pixels are the ink (a light glyph on a dark ground).
    public var inkIsLight = false
    /// Replace (or remove) alertpack's own files of the name that this run would change: made
    /// from another master or options (`--force`). A file alertpack did not make is never replaced.
    public var replacesEarlier = false

    public init() {}

    /// Whether `name` is a legal Android resource name: a lower-case letter, then lower-case
    /// letters, digits and underscores (aapt refuses anything else in a file-based resource).
    public static func isLegalName(_ name: String) -> Bool {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z"), digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard let first = name.utf8.first, letters.contains(first), name.utf8.count <= 200 else { return false }
        return name.utf8.allSatisfy { letters.contains($0) || digits.contains($0) || $0 == UInt8(ascii: "_") }
    }
}
