import Foundation

/// `alertpack icons` against the exact area average in linear light, computed here independently
/// (in double precision, pixel by pixel, not separably), and against ImageMagick's default
/// `-resize` (a Lanczos-family filter on the gamma-encoded values): mean luminance and PSNR per
/// size; and the time of a full --all-sizes set with three appearances.
enum IconQuality {
    struct Row {
        var master: String
        var pixels: Int
        var oursLuminance: Double
        var magickLuminance: Double
        var oursPSNR: Double
        var magickPSNR: Double
    }

    static let sizes = [40, 58, 60, 76, 80, 87, 114, 120, 136, 152, 167, 180, 204]

    /// 8-bit RGBA samples of an image, by ImageMagick, as values from 0 to 1. (Not -depth 16: this
    /// ImageMagick's 16-bit raw output of a -resize result does not match its own 8-bit PNG.)
    static func samples(_ path: String, size: Int? = nil) -> [Double] {
        var arguments = ["/usr/bin/convert", path]
        if let size { arguments += ["-resize", "\(size)x\(size)"] }
        return Shell.run(arguments + ["-depth", "8", "rgba:-"]).output.map { Double($0) / 255 }
    }

    static func linear(_ value: Double) -> Double { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
    static func encoded(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(min(max(value, 0), 1), 1 / 2.4) - 0.055
    }

    /// The exact area average of an opaque master in linear light, encoded (0...1 per channel, RGB).
    static func reference(_ master: [Double], side: Int, to size: Int) -> [Double] {
        let scale = Double(side) / Double(size)
        var out = [Double](repeating: 0, count: size * size * 3)
        for y in 0..<size {
            let top = Double(y) * scale, bottom = Double(y + 1) * scale
            for x in 0..<size {
                let left = Double(x) * scale, right = Double(x + 1) * scale
                var sums = [0.0, 0.0, 0.0]
                for row in Int(top)..<min(side, Int(bottom.rounded(.up))) {
                    let height = min(bottom, Double(row + 1)) - max(top, Double(row))
                    for column in Int(left)..<min(side, Int(right.rounded(.up))) {
                        let area = height * (min(right, Double(column + 1)) - max(left, Double(column)))
                        for channel in 0..<3 { sums[channel] += area * linear(master[(row * side + column) * 4 + channel]) }
                    }
                }
                for channel in 0..<3 { out[(y * size + x) * 3 + channel] = encoded(sums[channel] / (scale * scale)) }
            }
        }
        return out
    }

    /// Mean luminance (linear, Rec. 709) of RGB or RGBA samples.
    static func luminance(_ values: [Double], channels: Int) -> Double {
        var total = 0.0
        for base in stride(from: 0, to: values.count, by: channels) {
            total += 0.2126 * linear(values[base]) + 0.7152 * linear(values[base + 1]) + 0.0722 * linear(values[base + 2])
        }
        return total / Double(values.count / channels)
    }

    /// PSNR of an RGBA image's 8-bit codes against the reference's.
    static func psnr(_ values: [Double], against reference: [Double]) -> Double {
        var error = 0.0
        var count = 0
        for pixel in 0..<(reference.count / 3) {
            for channel in 0..<3 {
                let difference = (values[pixel * 4 + channel] * 255).rounded() - (reference[pixel * 3 + channel] * 255).rounded()
                error += difference * difference
                count += 1
            }
        }
        return error == 0 ? .infinity : 10 * log10(255 * 255 / (error / Double(count)))
    }

    /// Makes the all-sizes set of `master` with alertpack and measures every size.
    static func measure(_ master: String, alertpack: String, folder: String) -> [Row] {
        let set = folder + "/Q.appiconset"
        try? FileManager.default.removeItem(atPath: set)
        Shell.run([alertpack, "icons", master, "--out", set, "--all-sizes"])
        let source = samples(master)
        let side = Int(Double(source.count / 4).squareRoot())
        let names = [
            40: "20@2x", 58: "29@2x", 60: "20@3x", 76: "38@2x", 80: "40@2x", 87: "29@3x", 114: "38@3x", 120: "40@3x", 136: "68@2x",
            152: "76@2x", 167: "83.5@2x", 180: "60@3x", 204: "68@3x",
        ]
        return sizes.map { size in
            let truth = reference(source, side: side, to: size)
            let ours = samples(set + "/Q-\(names[size]!).png")
            let magick = samples(master, size: size)
            let expected = luminance(truth, channels: 3)
            return Row(
                master: FileName(master), pixels: size, oursLuminance: luminance(ours, channels: 4) / expected - 1,
                magickLuminance: luminance(magick, channels: 4) / expected - 1, oursPSNR: psnr(ours, against: truth),
                magickPSNR: psnr(magick, against: truth))
        }
    }

    static func FileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// The median wall time of `runs` full sets: all sizes, three appearances.
    static func speed(_ master: String, dark: String, alertpack: String, folder: String, runs: Int = 5) -> Double {
        let times = (0..<runs).map { run -> Double in
            let set = folder + "/S\(run).appiconset"
            return Shell.run([alertpack, "icons", master, "--out", set, "--all-sizes", "--dark", dark, "--make-tinted"]).seconds
        }
        return times.sorted()[runs / 2]
    }
}
