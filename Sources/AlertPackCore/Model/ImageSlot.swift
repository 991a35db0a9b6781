/// The place an image fills, and the exact pixel size that place needs.
public struct ImageSlot: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case icon
        case launch
    }

    public var kind: Kind
    public var width: Int
    public var height: Int
    /// How people name it: "iphone 20pt @3x", "iphone portrait 736h @3x".
    public var label: String
    /// The App Store (1024) icon, which must have no alpha channel at all.
    public var marketing = false
    /// A Contents.json `appearances` luminosity value (`dark`, `tinted`), if any.
    public var appearance: String?
    /// The platform the slot's icon is for: `ios`, `watchos`, `macos`.
    public var platform = "ios"
    /// A slot only old systems use, which current Xcode ignores (iPad @1x, 57pt, ...).
    public var legacy = false
    /// A slot of the preset's tables; false for a well-formed entry the tables do not know
    /// (its image must still be points × scale pixels, but a generated catalog leaves it out).
    public var inPreset = true
    /// Other pixel sizes the slot accepts (an iOS 6 iPad launch image without its status bar).
    public var alternativeSizes: [Size] = []

    public struct Size: Sendable, Equatable {
        public var width: Int
        public var height: Int
    }

    /// Whether an image of this size fills the slot.
    public func accepts(width: Int, height: Int) -> Bool {
        (self.width == width && self.height == height) || alternativeSizes.contains(Size(width: width, height: height))
    }
    /// The slot as a Contents.json entry says it (idiom, size, scale, subtype, ...), for
    /// generating asset catalogs.
    public var attributes: [String: String]

    public init(
        kind: Kind, width: Int, height: Int, label: String, marketing: Bool = false, appearance: String? = nil,
        attributes: [String: String] = [:]
    ) {
        self.kind = kind
        self.width = width
        self.height = height
        self.label = label
        self.marketing = marketing
        self.appearance = appearance
        self.attributes = attributes
    }

    /// "iphone 20pt @3x (60x60)"
    public var description: String { "\(label) (\(width)x\(height))" }
}
