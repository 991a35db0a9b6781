import AlertPackCore
import Foundation

/// Our IMA4 encoder against ffmpeg's `adpcm_ima_qt` on the same inputs: both outputs are
/// decoded the way Apple's decoder does (each packet from its header; libsndfile and our
/// decoder agree sample for sample), and compared with the 16-bit source.
enum IMA4Comparison {
    struct Row {
        var name: String
        var best: Double
        var fast: Double
        var ffmpeg: Double
        var trellis: Double
    }

    /// Synthetic inputs chosen to stress an ADPCM encoder: tones, sweeps, transients, noise.
    static let inputs: [(String, [String])] = [
        ("chime 880+1320 Hz", ["synth", "1.5", "sine", "880", "sine", "1320", "remix", "1,2", "fade", "q", "0.005", "1.5", "1", "gain", "-n", "-6"]),
        ("sweep 100-8000 Hz", ["synth", "2", "sine", "100-8000", "gain", "-n", "-3"]),
        ("square 440 Hz", ["synth", "1", "square", "440", "gain", "-n", "-6"]),
        ("pluck E4", ["synth", "1.5", "pluck", "E4", "gain", "-n", "-3"]),
        ("pink noise", ["synth", "1", "pinknoise", "gain", "-n", "-12"]),
        ("clicks 4 Hz", ["synth", "1", "square", "4", "highpass", "2000", "gain", "-n", "-6"]),
        ("tremolo 660 Hz", ["synth", "2", "sine", "660", "tremolo", "8", "90", "gain", "-n", "-3"]),
        ("arpeggio (plucks)", ["synth", "0.4", "pluck", "C4", "synth", "0.4", "pluck", "E4", "synth", "0.4", "pluck", "G4", "gain", "-n", "-3"]),
        ("white noise burst", ["synth", "1", "whitenoise", "fade", "q", "0.01", "1", "0.9", "gain", "-n", "-6"]),
    ]

    /// Sentences spoken by espeak-ng (22.05 kHz), and the same at 8 kHz as a telephone prompt.
    static let sentences = [
        "Your order has shipped and will arrive tomorrow.", "Meeting starts in five minutes.", "Low battery. Please connect your charger.",
    ]

    /// Debian's telephony prompts (asterisk-core-sounds-en-wav, 8 kHz speech), when installed.
    static let promptFolder = "/usr/share/asterisk/sounds/en_US_f_Allison"
    static let prompts = ["privacy-prompt.wav", "cancelled.wav", "conf-getpin.wav", "vm-intro.wav"]

    /// Decoding as the built-in preset's checks decode.
    static let inspector = SoundInspector(
        settings: (try? CheckConfiguration.resolve(presetReference: nil, configPath: nil, useConfigFile: false))?.measurementSettings
            ?? MeasurementSettings(silenceThresholdDBFS: -50, clipLevelDBFS: 0, minClipRun: 1, playableCodecs: []))

    static func decode(_ path: String) throws -> [Float] {
        let source = try inspector.openDecoder(path: path)
        var all: [Float] = []
        try source.forEachBlock(frames: 4096) { block, _ in all += block }
        return all
    }

    /// Every input as a 16-bit mono WAV, named: synthetic (44.1 kHz), spoken, and prompts if present.
    static func makeInputs(folder: String) -> [(String, String)] {
        var made: [(String, String)] = []
        for (index, (name, effects)) in inputs.enumerated() {
            let source = "\(folder)/snr-\(index).wav"
            Shell.run(["sox", "-D", "-r", "44100", "-n", "-c", "1", "-b", "16", source] + effects)
            made.append((name, source))
        }
        for (index, sentence) in sentences.enumerated() {
            let spoken = "\(folder)/speech-\(index).wav"
            Shell.run(["espeak-ng", "-w", spoken, sentence])
            guard FileManager.default.fileExists(atPath: spoken) else { continue }
            made.append(("speech \(index + 1), espeak-ng 22.05 kHz", spoken))
            let telephone = "\(folder)/speech-\(index)-8k.wav"
            Shell.run(["sox", spoken, "-r", "8000", telephone])
            made.append(("speech \(index + 1) at 8 kHz", telephone))
        }
        for prompt in prompts where FileManager.default.fileExists(atPath: promptFolder + "/" + prompt) {
            made.append(("prompt \(prompt) (8 kHz)", promptFolder + "/" + prompt))
        }
        // Real sounds (REAL_SOUNDS: folders or files, colon-separated), as 16-bit mono at their own rate.
        for (index, source) in realSounds().enumerated() {
            let converted = "\(folder)/real-\(index).wav"
            Shell.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", source, "-ac", "1", "-c:a", "pcm_s16le", converted])
            guard FileManager.default.fileExists(atPath: converted) else { continue }
            made.append(("real: " + URL(fileURLWithPath: source).lastPathComponent, converted))
        }
        return made
    }

    /// The sounds REAL_SOUNDS names (CAF, WAV, AIFF, MP3 and M4A files in its folders), sorted.
    static func realSounds() -> [String] {
        let extensions: Set<String> = ["caf", "wav", "aif", "aiff", "mp3", "m4a"]
        var found: [String] = []
        for entry in (ProcessInfo.processInfo.environment["REAL_SOUNDS"] ?? "").split(separator: ":").map(String.init) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                found.append(entry)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: entry)) ?? []
            found += names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }.sorted().map { entry + "/" + $0 }
        }
        return found
    }

    static func run(folder: String, checker: Checker) throws -> [Row] {
        var rows: [Row] = []
        for (index, (name, source)) in makeInputs(folder: folder).enumerated() {
            var snrs: [Double] = []
            for quality in IMA4Quality.allCases.reversed() {
                var options = ConversionOptions()
                options.target = .cafIMA4
                options.quality = quality
                let ours = "\(folder)/snr-\(index)-\(quality).caf"
                _ = Converter(checker: checker, options: options).convert(input: source, to: ours)
                snrs.append(SignalToNoise.decibels(source: try decode(source), decoded: try decode(ours)))
            }
            for trellis in [0, 8] {
                let theirs = "\(folder)/snr-\(index)-ffmpeg-\(trellis).caf"
                Shell.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", source, "-c:a", "adpcm_ima_qt", "-trellis", "\(trellis)", theirs])
                snrs.append(SignalToNoise.decibels(source: try decode(source), decoded: try decode(theirs)))
            }
            rows.append(Row(name: name, best: snrs[0], fast: snrs[1], ffmpeg: snrs[2], trellis: snrs[3]))
        }
        return rows
    }
}
