/// What `fix` will do to one file, decided from its check before anything is written.
public struct RepairPlan: Sendable {
    public enum Work: Sendable {
        /// Re-encode (and trim, cut, level) the sound into `output`: its own path, or its new
        /// name under `--rename`.
        case sound(ConversionOptions, output: String)
        /// Give the sound a new name without touching its bytes (its content already plays).
        case rename(to: String)
        /// Write the image again without its alpha channel, composited onto `background` where
        /// a pixel is transparent.
        case flatten(background: RGBColour?)
        /// Write a tinted icon again as the grayscale image Apple asks for: its luminance, in
        /// linear light, over black (where the system draws tinted icons).
        case grayscale
        /// Convert an image in another colour space (a Display P3 App Store icon, any other ICC
        /// profile) to sRGB with lcms2, and tag it sRGB.
        case toSRGB
        /// Write an image whose content is not PNG (a JPEG behind a .png name) as the PNG its
        /// name promises, decoded by ffmpeg.
        case toPNG(format: String, width: Int, height: Int)
    }

    public var path: String
    /// Nil when nothing safe can be done.
    public var work: Work?
    /// What the plan sets out to do, in words (each a step). What `fix` reports, and `fix
    /// --dry-run` with it, are the steps the repair itself took (`RepairOutcome.steps`).
    public var intent: [String]
    /// The rule ids the work addresses.
    public var addressed: [String]
    /// Findings the work leaves, and why.
    public var left: [LeftFinding]

    public init(path: String, work: Work?, intent: [String], addressed: [String], left: [LeftFinding]) {
        self.path = path
        self.work = work
        self.intent = intent
        self.addressed = addressed
        self.left = left
    }

    /// The path the file will have afterwards.
    public var resultPath: String {
        switch work {
        case .sound(_, let output): return output
        case .rename(let output): return output
        default: return path
        }
    }
}
