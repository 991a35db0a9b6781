import AlertPackCore
import Foundation

// alertpack-bench: measurements side by side with peer tools, printed as Markdown tables.
// Usage: alertpack-bench [--convert-count N] [snr] [convert]

var arguments = Array(CommandLine.arguments.dropFirst())
var convertCount = 200
if let index = arguments.firstIndex(of: "--convert-count"), index + 1 < arguments.count {
    convertCount = Int(arguments[index + 1]) ?? convertCount
    arguments.removeSubrange(index...index + 1)
}
let sections = arguments.isEmpty ? ["snr", "convert"] : arguments
// The alertpack binary beside this one.
let alertpackBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("alertpack").path
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alertpack-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }

let configuration = try CheckConfiguration.resolve(presetReference: "ios", configPath: nil, useConfigFile: false)
let checker = Checker(configuration: configuration, jobs: 1)

if sections.contains("snr") {
    var options = ConversionOptions()
    options.target = .cafIMA4
    let rows = try IMA4Quality.run(folder: folder, converter: Converter(checker: checker, options: options))
    print("## IMA4 quality: SNR of the decoded result against the 16-bit source (44.1 kHz mono)\n")
    print("| input | alertpack (dB) | ffmpeg adpcm_ima_qt (dB) | difference (dB) |")
    print("|---|---:|---:|---:|")
    for row in rows {
        print(String(format: "| %@ | %.2f | %.2f | %+.2f |", row.name, row.ours, row.ffmpeg, row.ours - row.ffmpeg))
    }
    let mean = { (values: [Double]) in values.reduce(0, +) / Double(values.count) }
    print(String(format: "| **mean** | **%.2f** | **%.2f** | **%+.2f** |\n", mean(rows.map(\.ours)), mean(rows.map(\.ffmpeg)),
                 mean(rows.map { $0.ours - $0.ffmpeg })))
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
}
