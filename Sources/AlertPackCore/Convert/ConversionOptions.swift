/// How `convert` processes each sound. Every step it takes is reported.
public struct ConversionOptions: Sendable, Equatable {
    public var target: ConversionTarget = .recommended
    /// Downmix to one channel.
    public var mono = false
    /// Resample to this rate (libsamplerate); nil keeps the input's rate.
    public var sampleRate: Double?
    /// Scale so the peak lands at this level (dBFS).
    public var normalizePeakDBFS: Double?
    /// Scale so the integrated loudness (EBU R128) lands at this level (LUFS), peak kept at or below -1 dBFS.
    public var loudnessLUFS: Double?
    /// Cut leading and trailing silence (the preset's `sound.silence` threshold).
    public var trimSilence = false
    /// Cut sounds longer than this, with a fade-out; must be under the preset's duration limit.
    public var maxDuration: Double?
    /// Length of that fade-out, in seconds.
    public var fadeOut = 0.25
    /// Restore clipped runs (samples at or above this level, in dBFS, `declipMinRun` or more in a
    /// row) by cubic interpolation before anything else; the level is then brought under the
    /// peak ceiling. Nil: no declipping (`fix` asks for it on a sound.clipping finding).
    public var declipLevelDBFS: Double?
    public var declipMinRun = 3
    /// TPDF dither when reducing to 16 bits (on by default; only applied where precision is lost).
    public var dither = true
    /// How hard the IMA4 encoder searches (IMA4 targets only). `.best` (the default) beats
    /// ffmpeg's encoder, `-trellis 8` included, on every input measured and still converts faster
    /// than ffmpeg does; `.fast` is several times faster again (docs/benchmarks.md).
    public var quality: IMA4Quality = .best
    /// Threads one conversion's IMA4 search may use (nil: every core). `--jobs 1` asks for one:
    /// the bytes are the same on any number.
    public var searchThreads: Int?
    /// The software string written into an output libsndfile writes (`convert --android` marks
    /// its files so a later run knows which ones it made); nil writes none.
    package var softwareTag: String?

    public init() {}

    /// Problems with the options themselves (usage errors), given the duration limit.
    public func problems(durationLimit: Double) -> [String] {
        var problems: [String] = []
        if let rate = sampleRate, !(1000...384_000).contains(rate) {
            problems.append("--sample-rate must be between 1000 and 384000 Hz")
        }
        if let peak = normalizePeakDBFS, !(peak <= 0 && peak >= -60) {
            problems.append("--normalize must be a peak level between -60 and 0 dBFS")
        }
        if let loudness = loudnessLUFS, !(loudness <= -5 && loudness >= -60) {
            problems.append("--loudness must be between -60 and -5 LUFS")
        }
        if normalizePeakDBFS != nil && loudnessLUFS != nil {
            problems.append("--normalize and --loudness cannot be combined: choose a peak or a loudness target")
        }
        if let limit = maxDuration, !(limit > 0 && limit < durationLimit) {
            problems.append("--max-duration must be more than 0 and under \(Formatting.seconds(durationLimit)) s, the preset's limit")
        }
        if !(fadeOut >= 0 && fadeOut <= 5) { problems.append("--fade-out must be between 0 and 5 s") }
        return problems
    }
}
