/// What `fix` may do beyond the repairs that are always safe.
public struct RepairOptions: Sendable, Equatable {
    /// Convert a sound whose extension must change (`.mp3` → `.caf`), under its new name; the old
    /// name is removed and the files that name it are listed.
    public var rename = false
    /// The colour transparent icon pixels are composited onto (in linear light); without one a
    /// transparent App Store icon is left, since any colour is a design decision.
    public var background: RGBColour?
    /// How hard the IMA4 encoder searches when a repair writes IMA4 (`.best` by default).
    public var quality: IMA4Quality = .best
    /// Threads one conversion's IMA4 search may use (nil: every core).
    public var searchThreads: Int?

    public init() {}
}
