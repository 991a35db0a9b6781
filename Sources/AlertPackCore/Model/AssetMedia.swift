import Foundation

/// What the visual report shows beside an asset's verdict.
public enum AssetMedia: Sendable {
    /// The image's own bytes, to embed (`mime` from its content).
    case image(mime: String, data: Data)
    /// A sound's waveform envelope and a browser-playable preview.
    case sound(SoundPicture)
    /// An Icon Composer document's layers, to draw in order on the canvas.
    case iconLayers(IconPicture)
    /// An Android module's small icons, each as Android draws it.
    case androidSmallIcons([AndroidSmallIconPicture])
}

/// One file of an Android small icon as Android draws it, for the visual report: white from its
/// alpha alone in the notification's coloured circle, and at 24 dp in a dark status bar (an
/// opaque icon shows as the solid square users see). PNG bytes, made the same for the same file.
public struct AndroidSmallIconPicture: Sendable {
    /// The file, as the run names it, and the name of the resource it is a file of (`ic_stat_x`).
    public var file: String
    public var resource: String
    /// The notification's colour the circle is drawn in (#RRGGBB), and where it came from.
    public var colour: String
    public var colourSource: String
    public var shade: Data
    public var statusBar: Data
    /// Why the icon itself is not drawn (a vector drawable, an unreadable file): a ring stands in.
    public var note: String?

    public init(file: String, resource: String, colour: String, colourSource: String, shade: Data, statusBar: Data, note: String?) {
        self.file = file
        self.resource = resource
        self.colour = colour
        self.colourSource = colourSource
        self.shade = shade
        self.statusBar = statusBar
        self.note = note
    }
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
