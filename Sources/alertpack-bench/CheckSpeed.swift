import Foundation

/// `alertpack check` on a generated corpus, beside the peer tools a user would otherwise script,
/// in the same run on the same files: wall time, files/s, MB/s and peak memory of each.
enum CheckSpeed {
    struct Measurement {
        var tool: String
        var seconds: Double
        var files: Int
        var bytes: Int64
        var peakKB: Int
        /// Extrapolated from a sample (per-file peers on thousands of files take minutes).
        var estimated = false
    }

    struct Corpus {
        var folder: String
        var sounds: [String]
        var pngs: [String]
        var bytes: Int64
    }

    /// Sounds of 0.2–5 s across the accepted formats (PCM WAV and AIFF, µLaw WAV, IMA4 CAF and
    /// AIFF-C) and PNGs of 20–1024 px (RGB, RGBA, gray, palette). A pool of distinct files is
    /// made with sox, ffmpeg and ImageMagick, then copied up to the counts asked for.
    static func makeCorpus(folder: String, sounds soundCount: Int, pngs pngCount: Int) -> Corpus {
        let pool = folder + "/pool"
        try? FileManager.default.createDirectory(atPath: pool, withIntermediateDirectories: true)
        var soundPool: [String] = []
        let formats: [(String, [String])] = [
            ("wav", []), ("aiff", []), ("ulaw.wav", ["-e", "u-law"]), ("caf", []), ("aifc", []),
        ]
        for index in 0..<40 {
            let seconds = 0.2 + Double(index * 37 % 48) / 10
            let (ext, soxOptions) = formats[index % formats.count]
            let base = "\(pool)/s\(index)"
            Shell.run([
                "sox", "-D", "-r", "22050", "-n", "-c", "1", "-b", "16", base + ".src.wav", "synth", String(seconds),
                "sine", "\(300 + index * 41)", "fade", "q", "0.005", String(seconds), "0.1", "gain", "-n", "-6",
            ])
            let path = "\(base).\(ext)"
            switch ext {
            case "caf": Shell.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", base + ".src.wav", "-c:a", "adpcm_ima_qt", path])
            case "aifc":
                Shell.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", base + ".src.wav", "-c:a", "adpcm_ima_qt", "-f", "aiff", path])
            default: Shell.run(["sox", base + ".src.wav"] + soxOptions + [path])
            }
            soundPool.append(path)
        }
        var pngPool: [String] = []
        let types = ["PNG24", "PNG32", "PNG8", "PNG24"]
        for index in 0..<40 {
            let size = [20, 29, 40, 58, 60, 76, 80, 87, 120, 152, 167, 180, 256, 512, 1024][index % 15]
            let path = "\(pool)/i\(index).png"
            Shell.run([
                "/usr/bin/convert", "-size", "\(size)x\(size)", "plasma:fractal", "-seed", "\(index)",
                "-strip", "\(types[index % types.count]):\(path)",
            ])
            pngPool.append(path)
        }
        var corpus = Corpus(folder: folder, sounds: [], pngs: [], bytes: 0)
        for (count, pool, kind) in [(soundCount, soundPool, "sounds"), (pngCount, pngPool, "pngs")] {
            let target = "\(folder)/\(kind)"
            for index in 0..<count {
                let source = pool[index % pool.count]
                let name = "\(target)/\(index / 1000)/\(index)-" + URL(fileURLWithPath: source).lastPathComponent
                try? FileManager.default.createDirectory(
                    atPath: URL(fileURLWithPath: name).deletingLastPathComponent().path, withIntermediateDirectories: true)
                try? FileManager.default.copyItem(atPath: source, toPath: name)
                corpus.bytes += Int64((try? FileManager.default.attributesOfItem(atPath: name)[.size] as? Int) ?? 0)
                if kind == "sounds" { corpus.sounds.append(name) } else { corpus.pngs.append(name) }
            }
        }
        return corpus
    }

    /// Runs a shell command line under GNU time: wall seconds and peak resident memory.
    static func measure(_ tool: String, _ commandLine: String, files: Int, bytes: Int64) -> Measurement {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-bench-time-\(getpid())").path
        Shell.run(["/usr/bin/time", "-f", "%e %M", "-o", report, "bash", "-c", commandLine])
        // GNU time puts "Command exited with non-zero status N" first when the tool exits non-zero.
        let last = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "0 0").split(separator: "\n").last ?? "0 0"
        let fields = last.split(separator: " ")
        return Measurement(
            tool: tool, seconds: Double(fields.first ?? "0") ?? 0, files: files, bytes: bytes,
            peakKB: Int(fields.dropFirst().first ?? "0") ?? 0)
    }

    /// A per-file peer timed on a sample of `sample` files and scaled to all of them.
    static func perFile(_ tool: String, _ command: String, over paths: [String], sample: Int, bytes: Int64, list: String) -> Measurement {
        let chosen = Array(paths.prefix(sample))
        try? chosen.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        var measured = measure(
            tool, "while IFS= read -r f; do \(command) \"$f\" > /dev/null 2>&1; done < '\(list)'", files: chosen.count, bytes: bytes)
        if chosen.count < paths.count {
            measured.seconds *= Double(paths.count) / Double(max(1, chosen.count))
            measured.files = paths.count
            measured.estimated = true
        }
        return measured
    }

    static func run(corpus: Corpus, alertpack: String) -> [Measurement] {
        let soundList = corpus.folder + "/sounds.list"
        let pngList = corpus.folder + "/pngs.list"
        let allList = corpus.folder + "/all.list"
        try? corpus.sounds.joined(separator: "\n").write(toFile: soundList, atomically: true, encoding: .utf8)
        try? corpus.pngs.joined(separator: "\n").write(toFile: pngList, atomically: true, encoding: .utf8)
        try? (corpus.sounds + corpus.pngs).joined(separator: "\n").write(toFile: allList, atomically: true, encoding: .utf8)
        let size = { (paths: [String]) in
            paths.reduce(Int64(0)) { $0 + Int64((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        }
        let soundBytes = size(corpus.sounds)
        let pngBytes = size(corpus.pngs)
        let all = corpus.sounds.count + corpus.pngs.count
        // Read everything once so every tool starts from a warm cache.
        Shell.run(["bash", "-c", "tr '\\n' '\\0' < '\(allList)' | xargs -0 cat > /dev/null"])
        var rows: [Measurement] = []
        rows.append(
            measure(
                "alertpack check (one process, all files)",
                "'\(alertpack)' check '\(corpus.folder)/sounds' '\(corpus.folder)/pngs' --quiet --format json > /dev/null", files: all,
                bytes: soundBytes + pngBytes))
        rows.append(
            measure(
                "cat > /dev/null (I/O floor)", "tr '\\n' '\\0' < '\(allList)' | xargs -0 cat > /dev/null", files: all, bytes: soundBytes + pngBytes))
        rows.append(
            measure(
                "soxi (one process, sounds)", "tr '\\n' '\\0' < '\(soundList)' | xargs -0 soxi > /dev/null 2>&1", files: corpus.sounds.count,
                bytes: soundBytes))
        rows.append(
            measure(
                "pngcheck (one process, PNGs)", "tr '\\n' '\\0' < '\(pngList)' | xargs -0 pngcheck -q > /dev/null 2>&1", files: corpus.pngs.count,
                bytes: pngBytes))
        rows.append(
            measure(
                "identify (one process, PNGs)", "tr '\\n' '\\0' < '\(pngList)' | xargs -0 identify > /dev/null 2>&1", files: corpus.pngs.count,
                bytes: pngBytes))
        rows.append(
            perFile(
                "sndfile-info (per file, sounds)", "sndfile-info", over: corpus.sounds, sample: 400, bytes: soundBytes,
                list: corpus.folder + "/sample.list"))
        rows.append(
            perFile(
                "ffprobe (per file, sounds)", "ffprobe -v error -show_streams", over: corpus.sounds, sample: 200, bytes: soundBytes,
                list: corpus.folder + "/sample.list"))
        rows.append(
            perFile("identify (per file, PNGs)", "identify", over: corpus.pngs, sample: 200, bytes: pngBytes, list: corpus.folder + "/sample.list"))
        return rows
    }
}
