import Foundation

/// Converting a batch of sounds to IMA4: one `alertpack convert` run against ffmpeg per file
/// (CAF IMA4) and sndfile-convert per file (AIFF-C IMA4, as libsndfile cannot write it in CAF).
enum ConversionSpeed {
    struct Row {
        var tool: String
        var seconds: Double
    }

    /// Makes `count` WAV sounds of 0.2–5 s (stereo 44.1 kHz 16-bit), varied but deterministic.
    static func makeCorpus(folder: String, count: Int) -> [String] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (0..<count).map { index in
            let path = "\(folder)/sound-\(index).wav"
            let seconds = 0.2 + Double(index * 37 % 48) / 10
            let frequency = 220 + index * 53 % 1800
            Shell.run([
                "sox", "-D", "-r", "44100", "-n", "-c", "2", "-b", "16", path, "synth", String(seconds),
                "sine", "\(frequency)", "fade", "q", "0.005", String(seconds), "0.1", "gain", "-n", "-6",
            ])
            return path
        }
    }

    static func run(folder: String, count: Int, alertpack: String) -> [Row] {
        let corpus = makeCorpus(folder: folder + "/in", count: count)
        let list = corpus.map { "'\($0)'" }.joined(separator: " ")
        var rows: [Row] = []
        rows.append(
            Row(
                tool: "alertpack convert (the default: --quality best; one run)",
                seconds: Shell.time("'\(alertpack)' convert \(list) --to caf-ima4 --output-folder '\(folder)/ours' > /dev/null")))
        rows.append(
            Row(
                tool: "alertpack convert --quality fast (one run)",
                seconds: Shell.time("'\(alertpack)' convert \(list) --to caf-ima4 --quality fast --output-folder '\(folder)/ours-fast' > /dev/null")))
        rows.append(
            Row(
                tool: "ffmpeg -c:a adpcm_ima_qt (per file)",
                seconds: Shell.time(
                    "mkdir -p '\(folder)/ff' && for f in \(list); do ffmpeg -nostdin -loglevel error -y -i \"$f\" -c:a adpcm_ima_qt '\(folder)/ff/'$(basename \"$f\" .wav).caf; done"
                )))
        rows.append(
            Row(
                tool: "ffmpeg -c:a adpcm_ima_qt -trellis 8 (per file)",
                seconds: Shell.time(
                    "mkdir -p '\(folder)/ff8' && for f in \(list); do ffmpeg -nostdin -loglevel error -y -i \"$f\" -c:a adpcm_ima_qt -trellis 8 '\(folder)/ff8/'$(basename \"$f\" .wav).caf; done"
                )))
        rows.append(
            Row(
                tool: "sndfile-convert -ima-adpcm to AIFF-C (per file)",
                seconds: Shell.time(
                    "mkdir -p '\(folder)/sf' && for f in \(list); do sndfile-convert -ima-adpcm \"$f\" '\(folder)/sf/'$(basename \"$f\" .wav).aifc; done"
                )))
        return rows
    }
}
