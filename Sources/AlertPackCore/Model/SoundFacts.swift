/// What was measured about a sound file. Header facts come from our own container readers;
/// the level facts come from decoding the samples once. A fact is nil when it could not be known.
public struct SoundFacts: Sendable, Equatable {
    /// The container as identified by content: `wav`, `rf64`, `aiff`, `aifc`, `caf`, or a
    /// non-accepted one such as `mp3`, `mp4`, `flac`, `ogg`.
    public var container: String?
    /// `lpcm`, `ima4`, `ulaw`, `alaw`, `ima-adpcm` (IMA in WAV), or another codec's name.
    public var codec: String?
    /// True for floating-point Linear PCM.
    public var floatingPoint: Bool?
    public var sampleRate: Double?
    public var channels: Int?
    /// Bits per sample as stored for PCM, µLaw and aLaw; 16 for IMA4, which decodes to 16 bits.
    public var bitsPerChannel: Int?
    /// Playable frames (for IMA4 in CAF: the `pakt` valid-frame count, else packets × 64).
    public var frames: Int64?

    // Level facts, measured from the decoded samples.
    public var peakDBFS: Double?
    /// Integrated loudness (EBU R128); nil for sounds too short (< 0.4 s) or silent.
    public var loudnessLUFS: Double?
    public var leadingSilence: Double?
    public var trailingSilence: Double?
    /// Runs of consecutive samples at full scale, and the samples in them.
    public var clippedRuns: Int?
    public var clippedSamples: Int?
    /// Where the first clipped run starts, in seconds.
    public var firstClipTime: Double?

    public init() {}

    /// Whether nothing rose above the silence threshold anywhere (the leading and trailing
    /// silences are then both the whole measured length, so together longer than the sound).
    package var isSilentThroughout: Bool {
        guard let leadingSilence, let trailingSilence, let duration, duration > 0 else { return false }
        return leadingSilence + trailingSilence > duration
    }

    /// Exact duration in seconds: frames / sample rate.
    public var duration: Double? {
        guard let frames, let sampleRate, sampleRate > 0 else { return nil }
        return Double(frames) / sampleRate
    }
}
