import AlertPackCore
import ArgumentParser
import Foundation

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert sounds into a format that plays as an alert (on Linux, where afconvert does not exist).",
        discussion: """
            Reads WAV, AIFF, CAF (including IMA4), FLAC, Ogg Vorbis, Opus and MP3. Writes IMA4 in CAF \
            by default, as Apple recommends. Every output is written under a temporary name, renamed \
            into place when complete, and re-checked with the same rules as `check`. Inputs are never \
            modified. Outputs are named after their inputs, so an input whose name is not UTF-8 is \
            converted only into an output -o names (it is listed by its escaped name, as check \
            lists it). Targets: \(ConversionTarget.allValueStrings.joined(separator: ", ")). With --android \
            FOLDER, each master's Android sound too (Ogg Vorbis, or 16-bit PCM WAV with --android-format wav), \
            under a legal resource name made from the master's (Ping-Alert.wav: ping_alert.ogg), into FOLDER/raw \
            when FOLDER is a res folder, else into FOLDER; it is judged by the android.* sound rules before it \
            is put in place, and a file of that name alertpack did not make is never replaced.
            """)

    @Argument(help: "Sound files or folders to convert.")
    var inputs: [String]

    @Option(help: "Write outputs into this folder (created if missing); without it, each output goes beside its input.")
    var outputFolder: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: "The output file (one input only); a folder is --output-folder.")
    var outputFile: String?

    @Option(help: "Output format.")
    var to: ConversionTarget = .recommended

    @Flag(help: "Downmix to mono.")
    var mono = false

    @Option(help: "Resample to this rate in Hz (libsamplerate).")
    var sampleRate: Double?

    @Option(
        parsing: .unconditional,
        help: "Normalise the peak to this level in dBFS (a negative number; fixes suggest the preset's sound.loudness peakCeilingDBFS).")
    var normalize: Double?

    @Option(
        parsing: .unconditional,
        help:
            "Normalise integrated loudness (EBU R128) to this level in LUFS (fixes suggest the preset's sound.loudness targetLUFS); the peak stays at or below its peakCeilingDBFS."
    )
    var loudness: Double?

    @Flag(help: "Trim leading and trailing silence (the preset's sound.silence threshold).")
    var trimSilence = false

    @Option(help: "Cut sounds longer than this many seconds, with a fade-out (must be under the preset's sound.duration limit).")
    var maxDuration: Double?

    @Option(help: "Length of the fade-out that --max-duration applies, in seconds.")
    var fadeOut: Double = 0.25

    @Flag(help: "Do not dither when reducing to 16 bits.")
    var noDither = false

    @Option(
        help:
            "IMA4 encoding effort: best (the default: a search over codes, about 1.5 dB cleaner) or fast (the nearest code per sample from six header choices, several times faster)."
    )
    var quality: IMA4Quality = .best

    @Option(help: "Also write each master's Android sound into this folder (a res folder: into its raw folder).")
    var android: String?

    @Option(help: "The Android sound's format: ogg (Ogg Vorbis) or wav (16-bit PCM).")
    var androidFormat: AndroidSoundFormat = .ogg

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var outputOptions: OutputOptions<ConversionOutput>
    @OptionGroup var runOptions: RunOptions<Converting>

    func validate() throws {
        if android == nil && androidFormat != .ogg { throw ValidationError("--android-format goes with --android FOLDER") }
        if outputFile != nil && outputFolder != nil { throw ValidationError("use either -o FILE or --output-folder FOLDER, not both") }
        if let outputFile {
            guard !isFolder(outputFile) else {
                throw ValidationError("-o \(outputFile) is a folder: -o names the output file; write into a folder with --output-folder")
            }
            guard inputs.count == 1, !isFolder(inputs[0]) else { throw ValidationError("--output names one file: give exactly one input file") }
            let ext = URL(fileURLWithPath: outputFile).pathExtension.lowercased()
            guard ext == to.fileExtension || (ext == "aif" && to.fileExtension == "aiff") else {
                throw ValidationError("--output \(outputFile) does not end in .\(to.fileExtension), the extension of \(to.rawValue)")
            }
        }
    }

    private func isFolder(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    func run() throws {
        let configuration = try configOptions.resolve()
        var options = ConversionOptions()
        options.target = to
        options.mono = mono
        options.sampleRate = sampleRate
        options.normalizePeakDBFS = normalize
        options.loudnessLUFS = loudness
        options.trimSilence = trimSilence
        options.maxDuration = maxDuration
        options.fadeOut = fadeOut
        options.dither = !noDither
        options.quality = quality
        // --jobs 1 means one core: one file at a time, and its IMA4 search on one thread.
        options.searchThreads = runOptions.jobs
        let checker = RunContext.checker(configuration, jobs: 1, supervised: false)
        let converter = Converter(checker: checker, options: options)
        let problems = options.problems(durationLimit: converter.durationLimit)
        if !problems.isEmpty {
            try fail(problems)
        }
        var batch = ConversionBatch(
            converter: converter, outputFolder: outputFolder, outputFile: outputFile,
            jobs: runOptions.parallelism)
        batch.supervision = runOptions.supervision
        batch.android = android.map { AndroidSoundConversion(converter: converter, folder: $0, format: androidFormat) }
        let report = batch.run(inputs: inputs)
        outputOptions.write(report)
        throw ExitCode(report.exitCode(strict: outputOptions.strict))
    }
}

extension ConvertCommand: SupervisedCommand {
    var workVerb: String { "converting" }

    var supervisedInputs: [String] { inputs }
}

extension ConversionTarget: ExpressibleByArgument {
    /// Ogg Vorbis is Android's: `--android` writes it, `--to` never does (iOS plays no Ogg).
    public init?(argument: String) {
        guard let target = ConversionTarget(rawValue: argument), target != .oggVorbis else { return nil }
        self = target
    }

    public static var allValueStrings: [String] { allCases.filter { $0 != .oggVorbis }.map(\.rawValue) }
}

extension AndroidSoundFormat: ExpressibleByArgument {}
extension IMA4Quality: ExpressibleByArgument {}
