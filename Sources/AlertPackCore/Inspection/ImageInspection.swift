/// The facts about one image file, and why it could not be read where that is so.
public struct ImageInspection: Sendable {
    public var facts = ImageFacts()
    /// Empty, corrupt, truncated or self-contradictory; facts read before the problem are kept.
    public var unreadableReason: String?
    /// Width or height over the cap: refused before any pixel was decoded.
    public var tooLarge = false

    public init() {}
}
