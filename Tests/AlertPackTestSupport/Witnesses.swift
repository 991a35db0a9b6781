import AlertPackCore
import Foundation

/// What the peer tools and our own decoders say about a file, for tests in either target to
/// hold alertpack's claims against.
package enum Witness {
    /// ffprobe's view of a sound: container, codec, rate, channels and duration.
    package struct Probe: Equatable {
        package var format: String
        package var codec: String
        package var rate: Double
        package var channels: Int
        package var duration: Double
    }

    /// ffprobe's JSON, decoded: its numbers arrive as text.
    private struct ProbeJSON: Decodable {
        struct Stream: Decodable {
            var codec_name: String
            var sample_rate: String
            var channels: Int
            var duration: String?
        }
        struct Format: Decodable {
            var format_name: String
            var duration: String?
        }
        var streams: [Stream]
        var format: Format
    }

    package static func probe(_ path: String) throws -> Probe {
        let result = try TestSupport.peer(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "a:0", "-show_entries",
                "stream=codec_name,sample_rate,channels,duration_ts,duration:format=format_name,duration", "-of", "json", path,
            ])
        let json = try JSONDecoder().decode(ProbeJSON.self, from: result.stdoutData)
        guard let stream = json.streams.first, let rate = Double(stream.sample_rate),
            let duration = Double(stream.duration ?? json.format.duration ?? "")
        else { throw TestSupport.PeerFailure(message: "ffprobe \(path): no audio stream with a rate and a duration") }
        return Probe(format: json.format.format_name, codec: stream.codec_name, rate: rate, channels: stream.channels, duration: duration)
    }

    /// Every sample a source gives, interleaved.
    package static func decodeAll(_ source: SampleSource) throws -> [Float] {
        var all: [Float] = []
        var block = [Float](repeating: 0, count: 1000 * source.channels)
        while true {
            let frames = try block.withUnsafeMutableBufferPointer { try source.read(into: $0) }
            if frames == 0 { break }
            all += block[0..<frames * source.channels]
        }
        return all
    }
}
