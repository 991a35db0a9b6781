import Foundation

/// The levels that decide what counts as silence and as clipping while samples stream past.
/// They come from the preset (through `CheckConfiguration.measurementSettings`), so the facts match the rules.
public struct MeasurementSettings: Sendable, Equatable {
    /// A sample at or below this magnitude (linear, full scale 1.0) is silence.
    public var silenceThreshold: Float
    /// A sample at or above this magnitude is at full scale (lowered to the format's largest code).
    public var clipLevel: Float
    /// Consecutive full-scale samples on one channel needed to count as a clipped run.
    public var minClipRun: Int
    /// The longest sound whose samples are decoded: past it (a 4 GiB file that fails on its
    /// length from the header alone), the levels are not measured and `sound.not-measured` says so.
    public var maxMeasuredSeconds: Double
    /// Codecs that can play as an alert (`sound.codec`'s allowed and unconfirmed): when one of
    /// these does not decode, the file is unreadable. Others (ALAC, FLAC, MP3, Vorbis, Opus, ...)
    /// are decoded when a decoder can, for their facts and for conversion; when none can, the
    /// container and codec rules speak for them.
    public var playableCodecs: Set<String>

    public init(
        silenceThresholdDBFS: Double, clipLevelDBFS: Double, minClipRun: Int, maxMeasuredSeconds: Double = .infinity,
        playableCodecs: Set<String>
    ) {
        self.silenceThreshold = Float(Decibels.linear(fromDB: silenceThresholdDBFS))
        self.clipLevel = Float(Decibels.linear(fromDB: clipLevelDBFS))
        self.minClipRun = max(1, minClipRun)
        self.maxMeasuredSeconds = maxMeasuredSeconds
        self.playableCodecs = playableCodecs
    }
}

/// Decibel conversions relative to full scale.
public enum Decibels {
    public static func linear(fromDB db: Double) -> Double { pow10(db / 20) }

    /// -infinity for 0.
    public static func dB(fromLinear value: Double) -> Double {
        value > 0 ? 20 * log10(value) : -.infinity
    }

    private static func pow10(_ x: Double) -> Double { exp(x * log(10)) }
}
