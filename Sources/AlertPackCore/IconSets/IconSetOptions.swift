/// What `alertpack icons` makes from a master.
public struct IconSetOptions: Sendable, Equatable {
    /// Every current slot instead of the single-size set (iOS and macOS; watchOS sets are single-size).
    public var allSizes = false
    /// `ios`, `watchos`, `macos`.
    public var platforms: [String] = ["ios"]
    /// The master of the dark appearance (transparent where the system's dark ground shows).
    public var darkMaster: String?
    /// The master of the tinted appearance (grayscale).
    public var tintedMaster: String?
    /// Make the tinted appearance from the master: its luminance, in linear light, over black.
    public var makesTinted = false
    /// Hand-made images for sizes in pixels (`--size 40=small.png`), used instead of a resized master.
    public var overrides: [Int: String] = [:]
    /// The colour transparent pixels are composited onto where a platform asks for an opaque icon.
    public var background: RGBColour?

    public init() {}

    public static let knownPlatforms = ["ios", "watchos", "macos"]
}
