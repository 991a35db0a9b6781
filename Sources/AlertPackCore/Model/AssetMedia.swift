import Foundation

/// What the visual report shows beside an asset's verdict.
public enum AssetMedia: Sendable {
    /// The image's own bytes, to embed (`mime` from its content).
    case image(mime: String, data: Data)
    /// A sound's waveform envelope and a browser-playable preview.
    case sound(SoundPicture)
    /// An Icon Composer document's layers, to draw in order on the canvas.
    case iconLayers(IconPicture)
}

/// What the visual report draws of an Icon Composer document: its background fill and its
/// layers, back to front, each with the placement icon.json gives it. An approximation of what
/// Xcode renders (no glass, lighting or shadow), and labelled as one.
public struct IconPicture: Sendable {
    public struct Layer: Sendable {
        public var mime: String
        public var data: Data
        /// The file's own size in pixels (a PNG's, an SVG's viewBox), when known.
        public var width: Double?
        public var height: Double?
        public var scale: Double
        /// Points on the 1024-point canvas, x to the right, y down.
        public var translation: (x: Double, y: Double)
        public var opacity: Double
    }

    /// A CSS colour or gradient for the background, from `fill` (nil: the system's default).
    public var fill: String?
    public var layers: [Layer]
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
