import Foundation

/// The full check of a sound-heavy corpus (every sample decoded and measured, every pixel read)
/// beside soxi and pngcheck, which read headers (and, for pngcheck, inflate the image data), in
/// the same run on the same files: 1,000 sounds of 0.2–5 s (44.1 kHz 16-bit mono PCM in WAV,
/// AIFF and CAF) and 1,000 120 px PNGs. Each time is the best of five in a warm cache.
enum SoundHeavyCheck {
    struct Result {
        var sounds: Int
        var pngs: Int
        var soundMB: Int
        var pngMB: Int
        var soxi: Double
        var pngcheck: Double
        var soundsAlone: Double
        var full: Double
    }

    static func makeCorpus(folder: String, count: Int) {
        for kind in ["sounds", "pngs", "pool"] {
            try? FileManager.default.createDirectory(atPath: folder + "/" + kind, withIntermediateDirectories: true)
        }
        var pool: [(sound: String, png: String)] = []
        for index in 0..<40 {
            let seconds = String(0.2 + Double(index * 37 % 48) / 10)
            let sound = "\(folder)/pool/s\(index).\(["wav", "aiff", "caf"][index % 3])"
            Shell.run([
                "sox", "-R", "-D", "-r", "44100", "-n", "-c", "1", "-b", "16", sound, "synth", seconds, "sine", "\(300 + index * 41)", "synth",
                seconds, "pinknoise", "mix", "fade", "q", "0.005", seconds, "0.1", "gain", "-n", "-6",
            ])
            let png = "\(folder)/pool/i\(index).png"
            Shell.run(["/usr/bin/convert", "-size", "120x120", "plasma:fractal", "-seed", "\(index)", "-strip", "PNG24:" + png])
            pool.append((sound, png))
        }
        for index in 0..<count {
            let (sound, png) = pool[index % pool.count]
            try? FileManager.default.copyItem(atPath: sound, toPath: "\(folder)/sounds/\(index)-" + URL(fileURLWithPath: sound).lastPathComponent)
            try? FileManager.default.copyItem(atPath: png, toPath: "\(folder)/pngs/\(index).png")
        }
        try? FileManager.default.removeItem(atPath: folder + "/pool")
    }

    /// The best of five wall times of a shell command line.
    static func best(_ commandLine: String) -> Double {
        (0..<5).map { _ in Shell.time(commandLine + " > /dev/null 2>&1") }.min() ?? 0
    }

    static func megabytes(_ folder: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let bytes = names.reduce(0) { sum, name in
            sum + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
        return bytes / 1_000_000
    }

    static func run(folder: String, alertpack: String, count: Int = 1000) -> Result {
        makeCorpus(folder: folder, count: count)
        // Written out, then read twice so the kernel counts the pages as in use (a fresh file's
        // pages are the first to go when memory is short, and a timing would then read the disk).
        Shell.run(["sync"])
        for _ in 0..<2 { Shell.run(["bash", "-c", "cat '\(folder)'/sounds/* '\(folder)'/pngs/* > /dev/null"]) }
        let check = "'\(alertpack)' check --quiet --format json"
        return Result(
            sounds: count, pngs: count, soundMB: megabytes(folder + "/sounds"), pngMB: megabytes(folder + "/pngs"),
            soxi: best("soxi '\(folder)'/sounds/*"), pngcheck: best("pngcheck '\(folder)'/pngs/*"),
            soundsAlone: best("\(check) '\(folder)/sounds'"), full: best("\(check) '\(folder)/sounds' '\(folder)/pngs'"))
    }
}
