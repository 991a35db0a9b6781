import AlertPackCore
import Foundation

/// Our IMA4 encoder against ffmpeg's `adpcm_ima_qt` on the same inputs: both outputs are
/// decoded the way Apple's decoder does (each packet from its header; libsndfile and our
/// decoder agree sample for sample), and compared with the 16-bit source.
enum IMA4Quality {
    struct Row {
        var name: String
        var ours: Double
        var ffmpeg: Double
    }

    /// Signals chosen to stress an ADPCM encoder: tones, sweeps, transients, noise, speech-like bursts.
    static let inputs: [(String, [String])] = [
        ("chime 880+1320 Hz", ["synth", "1.5", "sine", "880", "sine", "1320", "remix", "1,2", "fade", "q", "0.005", "1.5", "1", "gain", "-n", "-6"]),
        ("sweep 100-8000 Hz", ["synth", "2", "sine", "100-8000", "gain", "-n", "-3"]),
        ("square 440 Hz", ["synth", "1", "square", "440", "gain", "-n", "-6"]),
        ("pluck E4", ["synth", "1.5", "pluck", "E4", "gain", "-n", "-3"]),
        ("pink noise", ["synth", "1", "pinknoise", "gain", "-n", "-12"]),
        ("clicks 4 Hz", ["synth", "1", "square", "4", "highpass", "2000", "gain", "-n", "-6"]),
        ("tremolo 660 Hz", ["synth", "2", "sine", "660", "tremolo", "8", "90", "gain", "-n", "-3"]),
    ]

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

    /// 10·log10(signal energy / error energy), over the source's length.
    static func snr(source: [Float], decoded: [Float]) -> Double {
        var signal = 0.0
        var noise = 0.0
        for index in 0..<min(source.count, decoded.count) {
            let s = Double(source[index])
            let e = Double(decoded[index]) - s
            signal += s * s
            noise += e * e
        }
        return 10 * log10(signal / max(noise, 1e-30))
    }

    static func run(folder: String, converter: Converter) throws -> [Row] {
        var rows: [Row] = []
        for (index, (name, effects)) in inputs.enumerated() {
            let source = "\(folder)/snr-\(index).wav"
            Shell.run(["sox", "-D", "-r", "44100", "-n", "-c", "1", "-b", "16", source] + effects)
            let ours = "\(folder)/snr-\(index)-ours.caf"
            let theirs = "\(folder)/snr-\(index)-ffmpeg.caf"
            _ = converter.convert(input: source, to: ours)
            Shell.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", source, "-c:a", "adpcm_ima_qt", theirs])
            let reference = try decode(source)
            rows.append(
                Row(
                    name: name, ours: snr(source: reference, decoded: try decode(ours)),
                    ffmpeg: snr(source: reference, decoded: try decode(theirs))))
        }
        return rows
    }
}
