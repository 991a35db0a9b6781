import Foundation

/// Asks `ffprobe` (installed beside ffmpeg) for the first audio stream's channels and rate, for
/// the formats whose header we do not read ourselves (ADTS AAC, and whatever libsndfile refuses).
enum FFmpegProbe {
    struct Stream {
        var codec: String
        var channels: Int
        var sampleRate: Double
    }

    static func stream(path: String) -> Stream? {
        guard let ffmpeg = FFmpegSource.executable else { return nil }
        let ffprobe = (ffmpeg as NSString).deletingLastPathComponent + "/ffprobe"
        guard FileManager.default.isExecutableFile(atPath: ffprobe) else { return nil }
        guard let input = try? FFmpegSource.openInput(path) else { return nil }
        let arguments =
            ["-v", "error", "-select_streams", "a:0", "-show_entries", "stream=codec_name,channels,sample_rate", "-of", "csv=p=0"]
            + input.arguments
        guard
            let process = try? ChildProcess(
                ffprobe, arguments: arguments, standardInput: .descriptor(input.file.descriptor), standardOutput: .piped,
                standardError: .discarded)
        else { return nil }
        let data = process.output!.readDataToEndOfFile()
        guard process.wait() == .exited(0) else { return nil }
        withExtendedLifetime(input.file) {}
        let fields = String(decoding: data, as: UTF8.self).split(separator: "\n").first?.split(separator: ",") ?? []
        guard fields.count >= 3, let rate = Double(fields[1]), let channels = Int(fields[2]) else { return nil }
        return Stream(codec: String(fields[0]), channels: channels, sampleRate: rate)
    }
}
