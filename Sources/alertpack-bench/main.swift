import AlertPackCore
import Foundation

// alertpack-bench: measurements side by side with peer tools, printed as Markdown.
// Usage: alertpack-bench [--sounds N] [--pngs N] [--scales 1,4,10] [--convert-count N] [SECTION...]
// Sections: check (corpus against peers, and how cost grows), single (one file, one long file),
// snr (IMA4 quality against ffmpeg), convert (batch conversion speed), package (package --zip of
// 10,000 and 50,000 small files: time, memory, and that the zip verifies), changed (check
// --changed-since against the whole check of a large generated repository), layout (the font
// that stands in for San Francisco, and lint-payload on 1,000 payloads × 10 languages),
// soundheavy (the full check of 1,000 sounds and 1,000 PNGs beside soxi + pngcheck reading
// headers), builtapp (check of a 100 MB IPA, beside unzip -l and unzip -t), android-icons (icons
// --android-notification per master, and the same bytes every run), activity
// (lint-payload on 1,000 Live Activity pushes against their app's Swift). Default: all.
// --alertpack PATH measures that binary (make bench passes the one `make dist` ships: the Swift
// runtime linked statically); REAL_SOUNDS (folders or files, colon-separated) adds real sounds
// to the snr section.

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}
let soundCount = Int(option("--sounds", "2000")) ?? 2000
let pngCount = Int(option("--pngs", "2000")) ?? 2000
let scales = option("--scales", "1,4,10").split(separator: ",").compactMap { Int($0) }
let convertCount = Int(option("--convert-count", "200")) ?? 200
let packageCounts = option("--package-files", "10000,50000").split(separator: ",").compactMap { Int($0) }
let layoutPayloads = Int(option("--layout-payloads", "1000")) ?? 1000
let activityPayloads = Int(option("--activity-payloads", "1000")) ?? 1000
let alertpackBinary = option(
    "--alertpack", URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("alertpack").path)
let allSections = [
    "check", "single", "soundheavy", "snr", "convert", "icons", "android-icons", "layout", "activity", "package", "changed", "builtapp",
]
let sections = arguments.isEmpty ? allSections : arguments
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

let configuration = try CheckConfiguration.resolve(presetReference: "ios", configPath: nil, useConfigFile: false)
let checker = Checker(configuration: configuration, jobs: 1)
var verdicts: [String] = []

@MainActor func table(_ rows: [CheckSpeed.Measurement], reference: Double) {
    print("| tool | files | wall (s) | files/s | MB/s | peak RSS (MB) | time ÷ alertpack |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for row in rows {
        let mb = Double(row.bytes) / 1_000_000
        print(
            String(
                format: "| %@%@ | %d | %.2f | %.0f | %.1f | %.1f | %.2f× |", row.tool, row.estimated ? " (estimated from a sample)" : "", row.files,
                row.seconds, Double(row.files) / max(row.seconds, 0.001), mb / max(row.seconds, 0.001),
                Double(row.peakKB) / 1024, row.seconds / max(reference, 0.001)))
    }
    print("")
}

if sections.contains("check") {
    var timings: [(Int, CheckSpeed.Measurement)] = []
    for scale in scales.sorted() {
        let corpus = CheckSpeed.makeCorpus(folder: folder + "/corpus-\(scale)", sounds: soundCount * scale, pngs: pngCount * scale)
        if scale == scales.min() {
            let rows = CheckSpeed.run(corpus: corpus, alertpack: alertpackBinary)
            print(
                "## Checking \(corpus.sounds.count) sounds and \(corpus.pngs.count) PNGs (\(String(format: "%.0f", Double(corpus.bytes) / 1_000_000)) MB)\n"
            )
            table(rows, reference: rows[0].seconds)
            let ours = rows[0].seconds
            let headerPeers = rows.first { $0.tool.hasPrefix("soxi") }!.seconds + rows.first { $0.tool.hasPrefix("pngcheck") }!.seconds
            let perFilePeers = rows.first { $0.tool.hasPrefix("ffprobe") }!.seconds + rows.first { $0.tool.hasPrefix("identify (per file") }!.seconds
            verdicts.append(String(format: "full check %.2f s vs soxi + pngcheck %.2f s: %.2f× (target ≤ 2×)", ours, headerPeers, ours / headerPeers))
            verdicts.append(
                String(format: "per-file ffprobe + identify %.1f s: alertpack is %.0f× faster (target ≥ 50×)", perFilePeers, perFilePeers / ours))
        }
        let measured = CheckSpeed.measure(
            "alertpack check", "'\(alertpackBinary)' check '\(corpus.folder)/sounds' '\(corpus.folder)/pngs' --quiet --format json > /dev/null",
            files: corpus.sounds.count + corpus.pngs.count, bytes: corpus.bytes)
        timings.append((scale, measured))
        try? FileManager.default.removeItem(atPath: corpus.folder)
    }
    print("## How the cost grows\n")
    print("| corpus | files | wall (s) | files/s | peak RSS (MB) | time ÷ 1× |")
    print("|---|---:|---:|---:|---:|---:|")
    for (scale, row) in timings {
        print(
            String(
                format: "| %d× | %d | %.2f | %.0f | %.1f | %.2f× |", scale, row.files, row.seconds, Double(row.files) / max(row.seconds, 0.001),
                Double(row.peakKB) / 1024, row.seconds / max(timings[0].1.seconds, 0.001)))
    }
    print("")
    if let first = timings.first, let last = timings.last, last.0 > first.0 {
        verdicts.append(
            String(
                format: "%d× the files took %.2f× the time (target ≤ %.1f×); peak RSS %.1f MB for %d files (target < 100 MB)",
                last.0 / first.0, last.1.seconds / first.1.seconds, Double(last.0 / first.0) * 1.1, Double(last.1.peakKB) / 1024, last.1.files))
    }
}

if sections.contains("single") {
    let one = folder + "/one.caf"
    Shell.run([
        "sox", "-D", "-r", "44100", "-n", "-c", "1", "-b", "16", folder + "/one.wav", "synth", "1.5", "sine", "880", "fade", "q", "0.01", "1.5",
        "0.3", "gain", "-n", "-6",
    ])
    Shell.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", folder + "/one.wav", "-c:a", "adpcm_ima_qt", one])
    let runs = 20
    let single = CheckSpeed.measure(
        "alertpack check one.caf (×\(runs))", "for i in $(seq \(runs)); do '\(alertpackBinary)' check '\(one)' > /dev/null; done", files: runs,
        bytes: 0)
    let long = folder + "/long.wav"
    Shell.run(["sox", "-D", "-r", "96000", "-n", "-c", "8", "-b", "24", long, "synth", "29", "sine", "440", "gain", "-n", "-9"])
    let longRun = CheckSpeed.measure("alertpack check (29 s, 96 kHz, 8 ch)", "'\(alertpackBinary)' check '\(long)' > /dev/null", files: 1, bytes: 0)
    let size = Double((try? FileManager.default.attributesOfItem(atPath: long)[.size] as? Int) ?? 0) / 1_000_000
    print("## One file\n")
    print("| run | wall (s) | peak RSS (MB) |")
    print("|---|---:|---:|")
    print(
        String(
            format: "| one 1.5 s IMA4 CAF, start-up included (mean of %d) | %.4f | %.1f |", runs, single.seconds / Double(runs),
            Double(single.peakKB) / 1024))
    print(String(format: "| one 29 s 96 kHz 8-channel 24-bit WAV (%.0f MB) | %.2f | %.1f |\n", size, longRun.seconds, Double(longRun.peakKB) / 1024))
    verdicts.append(
        String(
            format: "one file %.1f ms wall (target < 25 ms); 29 s 96 kHz 8 ch file peak RSS %.1f MB (target < 100 MB)",
            single.seconds / Double(runs) * 1000, Double(longRun.peakKB) / 1024))
}

if sections.contains("soundheavy") {
    let result = SoundHeavyCheck.run(folder: folder + "/soundheavy", alertpack: alertpackBinary)
    print("## The full check of a sound-heavy corpus beside reading headers\n")
    print(
        "\(result.sounds) sounds (0.2–5 s, 44.1 kHz 16-bit mono PCM in WAV, AIFF and CAF, \(result.soundMB) MB) and \(result.pngs) PNGs (120 px, \(result.pngMB) MB); best of five wall times, in a warm cache.\n"
    )
    print("| run | wall (s) | ÷ soxi + pngcheck |")
    print("|---|---:|---:|")
    let headers = result.soxi + result.pngcheck
    for (name, seconds) in [
        ("soxi (headers of every sound)", result.soxi), ("pngcheck (every PNG, its zlib stream inflated)", result.pngcheck),
        ("alertpack check, sounds alone", result.soundsAlone),
        ("alertpack check, full (every sample decoded and measured, every pixel read)", result.full),
    ] {
        print(String(format: "| %@ | %.3f | %.2f× |", name, seconds, seconds / headers))
    }
    print("")
    verdicts.append(
        String(
            format: "sound-heavy full check %.3f s against soxi + pngcheck %.3f s: %.2f× (target ≤ 1×)", result.full, headers, result.full / headers))
}

if sections.contains("snr") {
    let rows = try IMA4Comparison.run(folder: folder, checker: checker)
    print("## IMA4 quality: SNR of the decoded result against the 16-bit source\n")
    print(
        "Decoded the way Core Audio decodes (every packet from its own header). \"margin\" is the default (best) − the better of ffmpeg's two.\n"
    )
    print("| input | alertpack default, best (dB) | alertpack fast (dB) | ffmpeg adpcm_ima_qt (dB) | ffmpeg -trellis 8 (dB) | margin (dB) |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows {
        print(
            String(
                format: "| %@ | %.2f | %.2f | %.2f | %.2f | %+.2f |", row.name, row.best, row.fast, row.ffmpeg, row.trellis,
                row.best - max(row.ffmpeg, row.trellis)))
    }
    let mean = { (values: [Double]) in values.reduce(0, +) / Double(values.count) }
    print(
        String(
            format: "| **mean** | **%.2f** | **%.2f** | **%.2f** | **%.2f** | **%+.2f** |\n", mean(rows.map(\.best)), mean(rows.map(\.fast)),
            mean(rows.map(\.ffmpeg)), mean(rows.map(\.trellis)), mean(rows.map { $0.best - max($0.ffmpeg, $0.trellis) })))
    let losses = rows.filter { $0.best < max($0.ffmpeg, $0.trellis) }
    verdicts.append(
        "IMA4 default (best) at least the better of ffmpeg's default and -trellis 8 on \(rows.count - losses.count) of \(rows.count) inputs (target: all)"
            + (losses.isEmpty ? "" : "; behind on " + losses.map(\.name).joined(separator: ", ")))
}

if sections.contains("convert") {
    let rows = ConversionSpeed.run(folder: folder + "/convert", count: convertCount, alertpack: alertpackBinary)
    let ours = rows[0].seconds
    print("## Converting \(convertCount) sounds (0.2–5 s, stereo 44.1 kHz) to IMA4\n")
    print("| tool | wall time (s) | sounds/s | time ÷ alertpack |")
    print("|---|---:|---:|---:|")
    for row in rows {
        print(String(format: "| %@ | %.2f | %.1f | %.1f× |", row.tool, row.seconds, Double(convertCount) / row.seconds, row.seconds / ours))
    }
    print("")
    verdicts.append(
        String(
            format:
                "converting %d sounds with the default (best): %.1f× faster than ffmpeg per file (target ≥ 10×, else under ffmpeg's time), %.0f× faster than ffmpeg -trellis 8; --quality fast: %.1f× faster than ffmpeg",
            convertCount, rows[2].seconds / ours, rows[3].seconds / ours, rows[2].seconds / rows[1].seconds))
}

if sections.contains("icons") {
    // Masters: the generated ones (a gradient with fine bright detail; one-pixel white lines on a
    // dark ground) and any real 1024 App Store icons named in ICON_MASTERS (colon-separated).
    let masters = folder + "/masters"
    Shell.run(["python3", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/../../scripts/make-icon-masters.py", masters])
    let real = (ProcessInfo.processInfo.environment["ICON_MASTERS"] ?? "").split(separator: ":").map(String.init)
    print("## Icons: resized against the exact area average in linear light\n")
    print(
        "| master | px | mean luminance, alertpack | mean luminance, ImageMagick -resize | PSNR alertpack (dB) | PSNR ImageMagick (dB) | gain (dB) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    var worstLuminance = 0.0
    var worstGain = Double.infinity
    var detailGain = Double.infinity
    for master in [masters + "/master.png", masters + "/detail.png"] + real {
        for row in IconQuality.measure(master, alertpack: alertpackBinary, folder: folder) {
            let gain = row.oursPSNR - row.magickPSNR
            print(
                String(
                    format: "| %@ | %d | %+.2f %% | %+.2f %% | %.1f | %.1f | %+.1f |", row.master, row.pixels, row.oursLuminance * 100,
                    row.magickLuminance * 100, min(row.oursPSNR, 99), row.magickPSNR, min(gain, 99)))
            worstLuminance = max(worstLuminance, abs(row.oursLuminance))
            worstGain = min(worstGain, gain)
            if row.master == "detail.png" { detailGain = min(detailGain, gain) }
        }
    }
    let seconds = IconQuality.speed(masters + "/master.png", dark: masters + "/dark.png", alertpack: alertpackBinary, folder: folder)
    print(
        "\nA full --all-sizes set with three appearances (51 iOS images from 1024 px masters): \(String(format: "%.2f", seconds)) s (median of 5).\n")
    verdicts.append(
        String(
            format:
                "icons: mean luminance within %.2f %% (target 1.5 %%); PSNR gain over ImageMagick at least %+.1f dB (target ≥ 0), %+.1f dB on fine detail (target ≥ +2); full set %.2f s (target ≤ 1 s)",
            worstLuminance * 100, worstGain, detailGain, seconds))
}

if sections.contains("android-icons") {
    // Masters from scripts/make-android-notification-masters.py: a 1024 px exported glyph, a
    // 256 px one, and an SVG drawn by librsvg.
    let masters = folder + "/android-masters"
    Shell.run([
        "python3", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/../../scripts/make-android-notification-masters.py", masters,
    ])
    let rows = AndroidNotificationIconSpeed.run(
        masters: ["large.png", "glyph.png", "glyph.svg"].map { masters + "/" + $0 }, alertpack: alertpackBinary, folder: folder)
    print("## Android small notification icons (icons --android-notification)\n")
    print("| master | wall (s), median of 5 | same bytes every run |")
    print("|---|---:|---|")
    for row in rows { print(String(format: "| %@ | %.3f | %@ |", row.master, row.seconds, row.identical ? "yes" : "NO")) }
    print("")
    let slowest = rows.map(\.seconds).max() ?? 0
    verdicts.append(
        String(
            format: "android small icon set: %.3f s per master at most (target ≤ 0.5 s); byte-identical across runs: %@", slowest,
            rows.allSatisfy(\.identical) ? "yes" : "NO"))
    let badges = AndroidNotificationIconSpeed.badges(
        masters: ["large.png", "glyph.png", "glyph.svg"].map { masters + "/" + $0 }, alertpack: alertpackBinary, folder: folder)
    print("## Web Push badges (icons --web-badge, 96 px)\n")
    print("| master | wall (s), median of 5 | same bytes every run |")
    print("|---|---:|---|")
    for row in badges { print(String(format: "| %@ | %.3f | %@ |", row.master, row.seconds, row.identical ? "yes" : "NO")) }
    print("")
    verdicts.append(
        String(
            format: "web badge: %.3f s per master at most (target ≤ 0.5 s); byte-identical across runs: %@", badges.map(\.seconds).max() ?? 0,
            badges.allSatisfy(\.identical) ? "yes" : "NO"))
}

if sections.contains("layout") {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let corpus =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/Tests/Fixtures/text/calibration-en.json")))
        as? [String: Any]
    let titles = corpus?["titles"] as? [String] ?? []
    print("## Notification text: the stand-in font, and layout speed\n")
    print(
        "Mean characters shown of \(titles.count) ordinary English titles at Apple's column (\(Int(LayoutBench.physicalWidth)) pt), before calibration, against Braze's 35 / 33 / 22:\n"
    )
    print("| font | beside now | beside 3h ago | beside Yesterday 8:37 AM | RMS error |")
    print("|---|---:|---:|---:|---:|")
    for row in try LayoutBench.candidates(
        ["Inter", "Noto Sans", "DejaVu Sans", "Liberation Sans", "Roboto"], titles: titles, preset: configuration.preset)
    {
        print(String(format: "| %@ | %.1f | %.1f | %.1f | %.2f |", row.family, row.means[0], row.means[1], row.means[2], row.error))
    }
    let speed = LayoutBench.speed(alertpack: alertpackBinary, folder: folder, count: layoutPayloads, root: root)
    print(
        String(
            format:
                "\nlint-payload on %d payloads × 10 languages (%d notifications, each on six surfaces): %.2f s (median of 3, process start included), %d text.fit findings.\n",
            layoutPayloads, speed.layouts, speed.seconds, speed.findings))
    verdicts.append(
        String(format: "layout: %d payloads × 10 languages laid out and judged in %.2f s (target ≤ 3 s on 2 cores)", layoutPayloads, speed.seconds))
}

if sections.contains("activity") {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let result = ActivityPayloadBench.run(alertpack: alertpackBinary, folder: folder, count: activityPayloads, root: root)
    print("## Live Activity pushes (lint-payload)\n")
    print(
        String(
            format:
                "%d Live Activity pushes judged against their app's ContentState in %.2f s (median of 3, process start included); %d findings, each the one its payload was written to fire: %@.\n",
            result.payloads, result.seconds, result.findings, result.asExpected ? "yes" : "NO"))
    verdicts.append(
        String(format: "activity: %d Live Activity pushes judged in %.2f s (target ≤ 1 s)", result.payloads, result.seconds))
}

if sections.contains("changed") {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let result = ChangedFilesSpeed.run(
        folder: folder + "/changed", sounds: soundCount, pngs: pngCount, sets: 200, alertpack: alertpackBinary,
        projectFixture: root.appendingPathComponent("Tests/Fixtures/projects/Good").path,
        iconSet: root.appendingPathComponent("Samples/icons/Good.xcassets/AppIcon.appiconset").path)
    print("## One changed file in a large repository (--changed-since)\n")
    print("\(result.files) sounds and PNGs, 200 app icon sets beside a project, in git; one sound and one icon of a set changed.\n")
    print("| run | reports | wall (s) | peak RSS (MB) |")
    print("|---|---:|---:|---:|")
    print(String(format: "| check . | all | %.2f | %.1f |", result.whole.seconds, Double(result.whole.peakKB) / 1024))
    print(
        String(
            format: "| check --changed-since HEAD | %d | %.2f | %.1f |\n", result.changedReports, result.changed.seconds,
            Double(result.changed.peakKB) / 1024))
    verdicts.append(
        String(
            format: "--changed-since with two changed files: %.1f %% of the whole check's time (target ≤ 10 %%)",
            result.changed.seconds / max(result.whole.seconds, 0.001) * 100))
}

if sections.contains("builtapp") {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    verdicts.append(BuiltAppCheck.report(folder: folder, alertpack: alertpackBinary, root: root))
}

if !verdicts.isEmpty {
    print("## Against the targets\n")
    for verdict in verdicts { print("- " + verdict) }
    print("")
}

if sections.contains("package") {
    let rows = PackageScale.run(folder: folder, counts: packageCounts, alertpack: alertpackBinary)
    print("## package --zip at scale (16×16 PNGs)\n")
    print("| files | package (s) | ms per 1,000 files | peak RSS (MB) | verify (s) | zip verifies |")
    print("|---:|---:|---:|---:|---:|---|")
    for row in rows {
        print(
            String(
                format: "| %d | %.2f | %.0f | %.1f | %.2f | %@ |", row.files, row.seconds, row.seconds / Double(row.files) * 1_000_000,
                Double(row.peakKB) / 1024, row.verifySeconds, row.verified ? "yes" : "NO"))
    }
    if let first = rows.first, let last = rows.last, last.files > first.files {
        let growth = (last.seconds / first.seconds) / (Double(last.files) / Double(first.files))
        print(
            String(
                format: "\ntime per file at %d files ÷ at %d files: %.2f (linear within 15 %%: %@)\n", last.files, first.files, growth,
                abs(growth - 1) <= 0.15 ? "yes" : "no"))
    }
}
