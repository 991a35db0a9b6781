/// What fixes aim at, from the preset: how long a cut sound becomes, and the loudness and peak a
/// level change aims for. The rules' fixes and `convert` read the same values, so the command a
/// finding suggests does what it says, and changing the preset changes both.
public struct FixPolicy: Sendable, Equatable {
    /// Sounds must be shorter than this (`sound.duration.maxSeconds`); nil when that rule is off.
    public var durationLimit: Double?
    /// How far under the limit a cut lands (`sound.duration.cutMarginSeconds`), so that rounding
    /// never lands on the limit.
    public var cutMarginSeconds: Double
    /// The integrated loudness a level fix aims for (`sound.loudness.targetLUFS`).
    public var targetLUFS: Double
    /// The highest peak a level change may leave (`sound.loudness.peakCeilingDBFS`).
    public var peakCeilingDBFS: Double

    public init(durationLimit: Double?, cutMarginSeconds: Double, targetLUFS: Double, peakCeilingDBFS: Double) {
        self.durationLimit = durationLimit
        self.cutMarginSeconds = cutMarginSeconds
        self.targetLUFS = targetLUFS
        self.peakCeilingDBFS = peakCeilingDBFS
    }

    /// The length a cut aims for: the margin under the limit (at least 0.1 s).
    public var cutLength: Double? { durationLimit.map { max(0.1, $0 - cutMarginSeconds) } }
}
