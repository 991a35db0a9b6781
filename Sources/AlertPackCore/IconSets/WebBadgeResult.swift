/// What `alertpack icons --web-badge` made: one badge, what it replaced, how its silhouette
/// measured, and the check it passed before it was put in place.
public struct WebBadgeResult: Sendable {
    /// The badge's path.
    public var output: String
    public var pixels: Int
    /// The image's layout ("RGBA 8-bit") and what went into it.
    public var layout: String
    public var source: String
    /// Whether a badge alertpack made was there and was replaced.
    public var replaced: Bool
    /// The share of the canvas that is opaque ink (0 to 1), and the ink's box in pixels.
    public var opaqueCoverage: Double
    public var inkBox: (x: Int, y: Int, width: Int, height: Int)
    public var notes: [String]
    /// The check of the staged badge (its findings are the badge's, under the output's name).
    public var check: CheckReport
}
