import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What the reader tests share: the file a reader is given, what ffprobe and identify say of
/// the same file, and cut or damaged copies.
enum ReaderWitness {
    /// ffprobe's first audio stream, field by field (`codec_name`, `sample_rate`, `channels`,
    /// `duration_ts`, `bits_per_sample`, ...), and the container's `format_name`.
    static func ffprobe(_ path: String) throws -> [String: String] {
        let result = try TestSupport.peer(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "a:0", "-show_entries",
                "stream=codec_name,sample_rate,channels,bits_per_sample,bits_per_raw_sample,duration_ts,duration,nb_frames:format=format_name,duration",
                "-of", "default=nw=1", path,
            ])
        var fields: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[1] != "N/A", fields[parts[0]] == nil { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// identify's width, height and frame count of an image (one line per frame).
    static func identify(_ path: String) throws -> (width: Int, height: Int, frames: Int) {
        let lines = try TestSupport.peer("/usr/bin/identify", ["-format", "%w %h\n", path]).stdout.split(separator: "\n")
        let first = lines.first?.split(separator: " ").compactMap { Int($0) } ?? []
        return (first.first ?? -1, first.last ?? -1, lines.count)
    }

    /// ffprobe's codec name, as ours names the codec.
    static func codec(ffprobe name: String) -> String {
        switch name {
        case let pcm where pcm.hasPrefix("pcm_mulaw"): return "ulaw"
        case let pcm where pcm.hasPrefix("pcm_alaw"): return "alaw"
        case let pcm where pcm.hasPrefix("pcm_"): return "lpcm"
        case "adpcm_ima_qt", "adpcm_ima_wav": return "ima4"
        default: return name
        }
    }

    /// The packets ffprobe reads from the first audio stream.
    static func packets(_ path: String) throws -> Int {
        let result = try TestSupport.peer(
            "ffprobe", ["-v", "error", "-select_streams", "a:0", "-count_packets", "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path])
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The frames ffmpeg's decoder gives (gapless where the file says how), decoded to mono.
    static func decodedFrames(_ path: String, in folder: String) throws -> Int {
        let raw = folder + "/decoded.raw"
        try TestSupport.peer("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", path, "-ac", "1", "-f", "s16le", raw])
        return (try FileManager.default.attributesOfItem(atPath: raw)[.size] as? Int ?? -2) / 2
    }

    /// The file at `path`, opened as the inspectors open it.
    static func open(_ path: String) throws(AlertPackError) -> RandomAccessFile { try RandomAccessFile(path: path) }

    /// The first `length` bytes of `path` (or all but the last `-length`), written into `folder`.
    static func cut(_ path: String, to length: Int, in folder: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let keep = length >= 0 ? min(length, data.count) : max(0, data.count + length)
        let target = folder + "/cut-\(keep)-" + FileName.last(of: path)
        try data.prefix(keep).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// `bytes` written into `folder` under `name`.
    static func write(_ bytes: [UInt8], _ name: String, in folder: String) throws -> String {
        try TestSupport.write(bytes, to: folder + "/" + name)
        return folder + "/" + name
    }

    /// A sound made by sox from nothing (`sox -n ... synth`), deterministic (`-R`).
    static func sox(_ name: String, in folder: String, _ format: [String], seconds: Double = 0.5) throws -> String {
        let path = folder + "/" + name
        try TestSupport.peer("sox", ["-R", "-D", "-n"] + format + [path, "synth", "\(seconds)", "sine", "440", "gain", "-n", "-6"])
        return path
    }

    /// A sound made by ffmpeg from its sine source.
    static func ffmpeg(_ name: String, in folder: String, _ options: [String], seconds: Double = 0.5) throws -> String {
        let path = folder + "/" + name
        try TestSupport.peer(
            "ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)"] + options + [path])
        return path
    }
}

extension ReaderWitness {
    /// Holds a sound reader's stream facts against ffprobe's: rate, channels and codec exactly;
    /// the length in frames exactly where ffprobe counts samples (`exactFrames`), else within
    /// `tolerance` seconds.
    static func expectAgrees(_ info: AudioStreamInfo, with path: String, exactFrames: Bool = true, tolerance: Double = 0.05) throws {
        let probe = try ffprobe(path)
        let name = FileName.last(of: path)
        #expect(info.sampleRate == Double(probe["sample_rate"] ?? ""), "\(name): \(info.sampleRate) vs \(probe)")
        #expect(info.channels == Int(probe["channels"] ?? ""), "\(name): \(info.channels) vs \(probe)")
        #expect(info.codec == codec(ffprobe: probe["codec_name"] ?? ""), "\(name): \(info.codec) vs \(probe)")
        let frames = try #require(info.frames, "\(name): no frame count")
        if exactFrames, let counted = Int64(probe["duration_ts"] ?? ""), counted > 0 {
            #expect(frames == counted, "\(name): \(frames) frames, ffprobe \(counted)")
        } else {
            let seconds = try #require(Double(probe["duration"] ?? ""), "\(name): ffprobe gives no duration: \(probe)")
            #expect(abs(Double(frames) / info.sampleRate - seconds) <= tolerance, "\(name): \(frames) frames, ffprobe \(seconds) s")
        }
    }
}
