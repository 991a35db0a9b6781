import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The encoder on random PCM, as a fuzzer would feed it (the `ima4-encoder` fuzz target runs the
/// same checks on libFuzzer's inputs): any channel count, any samples, whole runs or one packet at
/// a time. It never crashes, `.best` is never worse than `.fast` on any channel packet, and the
/// bytes do not depend on how the packets were handed over (the searches run in parallel).
struct IMA4EncoderFuzzTests {
    /// Random interleaved samples with a random character: noise of a random level, held values
    /// (plateaus), jumps between the rails, and a random walk, switching every few packets.
    static func randomPCM(frames: Int, channels: Int, seed: UInt64) -> [Int16] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var samples = [Int16](repeating: 0, count: frames * channels)
        var walk = [Int](repeating: 0, count: channels)
        var kind = 0
        var level = 1000
        for frame in 0..<frames {
            if frame % 160 == 0 {
                kind = Int(next() % 4)
                level = [4, 60, 2000, 32767][Int(next() % 4)]
            }
            for channel in 0..<channels {
                let value: Int
                switch kind {
                case 0: value = Int(next() % UInt64(2 * level + 1)) - level
                case 1: value = frame % 97 < 50 ? level : -level
                case 2: value = next() % 2 == 0 ? 32767 : -32768
                default:
                    walk[channel] = min(32767, max(-32768, walk[channel] + Int(next() % UInt64(2 * level + 1)) - level))
                    value = walk[channel]
                }
                samples[frame * channels + channel] = Int16(clamping: value)
            }
        }
        return samples
    }

    static func encode(_ samples: [Int16], channels: Int, quality: IMA4Quality, onePacketAtATime: Bool, searchThreads: Int? = nil) -> [UInt8] {
        let packets = samples.count / (64 * channels)
        var encoder = IMA4Encoder(channels: channels, quality: quality, searchThreads: searchThreads)
        var bytes = [UInt8](repeating: 0, count: packets * 34 * channels)
        samples.withUnsafeBufferPointer { input in
            bytes.withUnsafeMutableBufferPointer { output in
                if onePacketAtATime {
                    for packet in 0..<packets {
                        encoder.encodePacket(
                            UnsafeBufferPointer(rebasing: input[packet * 64 * channels..<(packet + 1) * 64 * channels]),
                            into: UnsafeMutableBufferPointer(rebasing: output[packet * 34 * channels..<(packet + 1) * 34 * channels]))
                    }
                } else {
                    encoder.encode(input, packets: packets, into: output)
                }
            }
        }
        return bytes
    }

    /// Squared error of every channel packet, decoded as a phone decodes (each from its header).
    static func packetErrors(_ samples: [Int16], _ bytes: [UInt8], channels: Int) -> [Int64] {
        var decoded = [Int16](repeating: 0, count: samples.count)
        let packets = samples.count / (64 * channels)
        bytes.withUnsafeBufferPointer { bytes in
            decoded.withUnsafeMutableBufferPointer { output in
                for packet in 0..<packets {
                    for channel in 0..<channels {
                        let at = (packet * channels + channel) * 34
                        IMA4Decoder.decodePacket(
                            UnsafeBufferPointer(rebasing: bytes[at..<at + 34]), into: output, start: packet * 64 * channels + channel,
                            stride: channels)
                    }
                }
            }
        }
        return (0..<packets * channels).map { unit in
            let packet = unit / channels, channel = unit % channels
            return (0..<64).reduce(Int64(0)) { sum, frame in
                let at = (packet * 64 + frame) * channels + channel
                let miss = Int64(samples[at]) - Int64(decoded[at])
                return sum + miss * miss
            }
        }
    }

    @Test("random PCM: best never worse than fast on any channel packet, and the same bytes however packets are handed over")
    func randomPCM() {
        var worse = 0
        var better = 0
        var units = 0
        for seed in UInt64(1)...24 {
            let channels = Int(seed % 8) + 1
            let frames = 64 * (3 + Int(seed * 7 % 40))
            let samples = Self.randomPCM(frames: frames, channels: channels, seed: seed)
            let fast = Self.encode(samples, channels: channels, quality: .fast, onePacketAtATime: false)
            let best = Self.encode(samples, channels: channels, quality: .best, onePacketAtATime: false)
            #expect(best == Self.encode(samples, channels: channels, quality: .best, onePacketAtATime: true), "seed \(seed)")
            #expect(fast == Self.encode(samples, channels: channels, quality: .fast, onePacketAtATime: true), "seed \(seed)")
            for (fastError, bestError) in zip(
                Self.packetErrors(samples, fast, channels: channels), Self.packetErrors(samples, best, channels: channels))
            {
                units += 1
                if bestError > fastError { worse += 1 }
                if bestError < fastError { better += 1 }
            }
        }
        #expect(worse == 0, "\(worse) of \(units) channel packets worse with best")
        #expect(better > units / 2, "best improved only \(better) of \(units) channel packets")
    }

    @Test("the same bytes on one thread, two, three or every core (convert --jobs 1 searches on one)")
    func sameBytesOnAnyThreadCount() {
        for seed in UInt64(40)...45 {
            let channels = Int(seed % 3) + 1
            // More searches than one task holds (32), so that the threads share them out.
            let samples = Self.randomPCM(frames: 64 * (200 + Int(seed)), channels: channels, seed: seed)
            let everyCore = Self.encode(samples, channels: channels, quality: .best, onePacketAtATime: false)
            for threads in [1, 2, 3] {
                let limited = Self.encode(samples, channels: channels, quality: .best, onePacketAtATime: false, searchThreads: threads)
                #expect(limited == everyCore, "seed \(seed), \(threads) threads")
            }
        }
    }

    @Test("the IMA4 file is the same whatever the run length of the writer's calls")
    func fileIndependentOfCalls() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let samples = Self.randomPCM(frames: 70_001, channels: 2, seed: 77)
        var files: [[UInt8]] = []
        for chunk in [70_001, 4_099, 1] {
            let path = folder + "/out-\(chunk).caf"
            let output = try OutputFile(target: path)
            let writer = try IMA4FileWriter(output: output, container: .caf, channels: 2, sampleRate: 44_100, quality: .best)
            var frame = 0
            while frame < 70_001 {
                let take = min(chunk, 70_001 - frame)
                try samples[frame * 2..<(frame + take) * 2].withUnsafeBufferPointer { try writer.write($0, frames: take) }
                frame += take
            }
            try writer.finish()
            files.append(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        #expect(files[0] == files[1] && files[1] == files[2])
        // 70,001 frames make 1,094 packets, the last padded.
        #expect(files[0].count > 1_094 * 68)
    }
}
