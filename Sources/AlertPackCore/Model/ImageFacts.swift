/// What was measured about an image file. Header facts come from our own chunk walk; whether
/// any pixel is transparent comes from a full libpng decode, row by row.
public struct ImageFacts: Sendable, Equatable {
    /// `png`, or another image format recognised by content (`jpeg`, `gif`, `webp`, ...).
    public var format: String?
    public var width: Int?
    public var height: Int?
    public var bitDepth: Int?
    /// `gray`, `rgb`, `palette`, `gray-alpha` or `rgba` (PNG colour types 0, 2, 3, 4, 6).
    public var colorType: String?
    public var alphaChannel: Bool?
    public var tRNS: Bool?
    /// Pixels whose alpha is below full (after tRNS); nil when the pixels were not decoded.
    public var transparentPixels: Int?
    /// Pixels whose red, green and blue are not all equal (0 for a grayscale picture, whatever
    /// its PNG colour type); nil when the pixels were not decoded.
    public var colorPixels: Int?
    public var interlaced: Bool?
    public var animated: Bool?
    public var cgbi: Bool?
    /// `srgb`, `display-p3`, `gray-gamma-2.2`, `untagged`, `gamma:<value>` or `icc:<description>`.
    public var colorSpace: String?

    public init() {}

    static func colorTypeName(_ code: Int) -> String {
        switch code {
        case 0: return "gray"
        case 2: return "rgb"
        case 3: return "palette"
        case 4: return "gray-alpha"
        case 6: return "rgba"
        default: return "type-\(code)"
        }
    }
}
