/// The facts about one sound file, and why it could not be read where that is so.
public struct SoundInspection: Sendable {
    public var facts: SoundFacts
    /// Set when the file is empty, corrupt, truncated or self-contradictory. Facts read before
    /// the problem was found are kept.
    public var unreadableReason: String?
    /// The file has no bytes at all (then `unreadableReason` says so too): an Android raw
    /// resource's own finding, `android.sound-empty`.
    package var isEmptyFile = false
    /// Header problems that do not stop the audio from being read (see `AudioStreamInfo`).
    public var headerWarnings: [String] = []
    /// Set when the sound is longer than the decoding budget: its levels were not measured.
    public var notMeasured: String?

    public init(facts: SoundFacts = SoundFacts(), unreadableReason: String? = nil) {
        self.facts = facts
        self.unreadableReason = unreadableReason
    }
}
