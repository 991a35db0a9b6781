import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The vectorised encoder kernel against a plain reference: the same search written the obvious
/// way, one starting state after another, one branch per decision. Packets must match byte for
/// byte on real sounds and on the edges (full scale, silence, clamping, noise, stereo).
@Suite(TestSupport.needs("sox"))
struct IMA4EncoderTests {
    /// The reference: for each channel, the six starting states one after another (the nearer
    /// header rounding first; index carried, -1, +1), keeping the first with the least error.
    struct ReferenceEncoder {
        var predictors: [Int32]
        var indices: [Int32]

        init(channels: Int) {
            predictors = Array(repeating: 0, count: channels)
            indices = Array(repeating: 0, count: channels)
        }

        mutating func encodePacket(_ samples: [Int16]) -> [UInt8] {
            let channels = predictors.count
            var packet = [UInt8](repeating: 0, count: 34 * channels)
            for channel in 0..<channels {
                let carried = predictors[channel]
                let low = max(-32768, carried & ~0x7F)
                let high = min(low + 128, 32767 & ~0x7F)
                let headers = carried - low < high - carried ? [low, high] : [high, low]
                var bestError = Int64.max
                var best: (header: Int32, index: Int32, end: Int32, endIndex: Int32, codes: [UInt8]) = (0, 0, 0, 0, [])
                for header in headers {
                    for offset: Int32 in [0, -1, 1] {
                        let start = min(max(indices[channel] + offset, 0), 88)
                        var predictor = header, index = start, error: Int64 = 0
                        var codes: [UInt8] = []
                        for frame in 0..<64 {
                            let sample = Int32(samples[frame * channels + channel])
                            codes.append(Self.encode(sample, predictor: &predictor, index: &index))
                            error += Int64(sample - predictor) * Int64(sample - predictor)
                        }
                        if error < bestError {
                            bestError = error
                            best = (header, start, predictor, index, codes)
                        }
                    }
                }
                let word = UInt16(bitPattern: Int16(best.header)) & 0xFF80 | UInt16(best.index)
                packet[channel * 34] = UInt8(word >> 8)
                packet[channel * 34 + 1] = UInt8(word & 0xFF)
                for pair in 0..<32 { packet[channel * 34 + 2 + pair] = best.codes[pair * 2] | best.codes[pair * 2 + 1] << 4 }
                predictors[channel] = best.end
                indices[channel] = best.endIndex
            }
            return packet
        }

        /// The truncating quantiser's code or the next one up, whichever reconstructs nearer.
        static func encode(_ sample: Int32, predictor: inout Int32, index: inout Int32) -> UInt8 {
            let step = IMA4Decoder.stepSizes[Int(index)]
            let difference = sample - predictor
            let negative = difference < 0
            var magnitude = abs(difference)
            var code: Int32 = 0
            if magnitude >= step { code |= 4; magnitude -= step }
            if magnitude >= step >> 1 { code |= 2; magnitude -= step >> 1 }
            if magnitude >= step >> 2 { code |= 1 }
            func reconstruct(_ code: Int32) -> Int32 {
                var delta = step >> 3
                if code & 4 != 0 { delta += step }
                if code & 2 != 0 { delta += step >> 1 }
                if code & 1 != 0 { delta += step >> 2 }
                return min(max(negative ? predictor - delta : predictor + delta, -32768), 32767)
            }
            var next = reconstruct(code)
            if code < 7 {
                let up = reconstruct(code + 1)
                if abs(sample - up) < abs(sample - next) {
                    code += 1
                    next = up
                }
            }
            predictor = next
            index = min(max(index + IMA4Decoder.indexAdjust[Int(code)], 0), 88)
            return UInt8(code) | (negative ? 8 : 0)
        }
    }

    /// Encodes `samples` (interleaved, a whole number of packets) with both encoders.
    static func compare(_ samples: [Int16], channels: Int) -> (packets: Int, differing: Int) {
        var kernel = IMA4Encoder(channels: channels, quality: .fast)
        var reference = ReferenceEncoder(channels: channels)
        let perPacket = 64 * channels
        var differing = 0
        var ours = [UInt8](repeating: 0, count: 34 * channels)
        for start in stride(from: 0, to: samples.count, by: perPacket) {
            let packet = Array(samples[start..<start + perPacket])
            packet.withUnsafeBufferPointer { input in
                ours.withUnsafeMutableBufferPointer { kernel.encodePacket(input, into: $0) }
            }
            if ours != reference.encodePacket(packet) { differing += 1 }
        }
        return (samples.count / perPacket, differing)
    }

    /// Deterministic noise, full range.
    static func noise(_ count: Int, seed: UInt64) -> [Int16] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int16(truncatingIfNeeded: state >> 48)
        }
    }

    @Test(
        "the kernel encodes exactly as the reference on edge signals",
        arguments: [
            "silence", "full-scale square", "rail at -32768", "rail at +32767", "noise", "steps and jumps", "quiet ramp",
        ])
    func edgeSignals(name: String) {
        let count = 64 * 40
        let samples: [Int16]
        switch name {
        case "silence": samples = Array(repeating: 0, count: count)
        case "full-scale square": samples = (0..<count).map { ($0 / 16) % 2 == 0 ? 32767 : -32768 }
        case "rail at -32768": samples = Array(repeating: -32768, count: count)
        case "rail at +32767": samples = Array(repeating: 32767, count: count)
        case "noise": samples = Self.noise(count, seed: 7)
        case "steps and jumps":
            samples = (0..<count).map { (position: Int) -> Int16 in
                let level = (position * 7919) % 65536 - 32768
                return Int16(level / (position % 3 + 1))
            }
        default: samples = (0..<count).map { (position: Int) -> Int16 in Int16(position % 200 - 100) }
        }
        let result = Self.compare(samples, channels: 1)
        #expect(result.packets == 40)
        #expect(result.differing == 0, "\(result.differing) of \(result.packets) packets differ")
    }

    @Test("the kernel encodes exactly as the reference on real sounds from sox (mono and stereo)", arguments: [1, 2])
    func realSounds(channels: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let source = folder + "/source.wav"
        _ = try TestSupport.peer(
            "sox",
            [
                "-n", "-r", "44100", "-c", "\(channels)", "-b", "16", source, "synth", "1.2", "pluck", "E4", "sine", "300-5000",
                "gain", "-n", "-1",
            ])
        let decoded = try Witness.decodeAll(SndFileSource(path: source))
        let whole = decoded.count / (64 * channels) * 64 * channels
        let samples = decoded[0..<whole].map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) }
        let result = Self.compare(samples, channels: channels)
        #expect(result.packets > 800)
        #expect(result.differing == 0, "\(result.differing) of \(result.packets) packets differ")
    }
}
