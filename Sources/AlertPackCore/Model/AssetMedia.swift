import Foundation

/// What the visual report shows beside an asset's verdict.
public enum AssetMedia: Sendable {
    /// The image's own bytes, to embed (`mime` from its content).
    case image(mime: String, data: Data)
    /// A sound's waveform envelope and a browser-playable preview.
    case sound(SoundPicture)
}

/// A waveform drawn from the decoded samples: per column the lowest and highest sample (all
/// channels), which columns hold clipped samples, and a short WAV preview any browser plays.
public struct SoundPicture: Sendable {
    public var minimums: [Float]
    public var maximums: [Float]
    public var clippedColumns: [Int]
    /// Seconds the picture covers.
    public var duration: Double
    /// Mono 16-bit WAV at up to 22.05 kHz, at most 30 s; nil when the sound does not decode.
    public var preview: Data?
}
