import AlertPackTestSupport
import CIMA4Kernel
import Foundation
import Testing

@testable import AlertPackCore

/// The IMA4 code search's two code paths (AVX2, eight paths per instruction, and the portable
/// one a processor without AVX2 runs) give the same bytes, and the search keeps its promises
/// on any input: the bound is honoured, the codes it returns decode to the error it reports.
struct IMA4SearchKernelTests {
    /// What one search call returns.
    struct Outcome: Equatable {
        var error: Int64
        var start: Int32
        var predictor: Int32
        var index: Int32
        var codes: [UInt8]
    }

    typealias Search = (
        UnsafePointer<Int16>?, Int32, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32, Int32, Int64, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt8>?
    ) -> Int64

    static func run(
        _ search: Search, _ samples: [Int16], stride: Int, predictors: [Int32], indices: [Int32], width: Int32, bound: Int64
    ) -> Outcome {
        var outcome = Outcome(error: 0, start: -1, predictor: 0, index: 0, codes: [UInt8](repeating: 0xFF, count: 64))
        outcome.error = samples.withUnsafeBufferPointer { samples in
            outcome.codes.withUnsafeMutableBufferPointer { codes in
                search(
                    samples.baseAddress, Int32(stride), predictors, indices, Int32(predictors.count), width, bound, &outcome.start,
                    &outcome.predictor, &outcome.index, codes.baseAddress)
            }
        }
        return outcome
    }

    /// Deterministic signals that reach every corner of the search: noise at every level, the
    /// rails, silence, tones, edges, ramps, and a random walk.
    static func signals(count: Int, seed: UInt64) -> [(String, [Int16])] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var made: [(String, [Int16])] = []
        for amplitude in [32767, 20000, 3000, 200, 8] {
            made.append(("noise ±\(amplitude)", (0..<count).map { _ in Int16(Int(next() % UInt64(2 * amplitude + 1)) - amplitude) }))
        }
        made.append(("rails", (0..<count).map { $0 % 3 == 0 ? Int16.max : Int16.min }))
        made.append(("silence", [Int16](repeating: 0, count: count)))
        made.append(("tone", (0..<count).map { Int16(20000 * sin(Double($0) * 0.07)) }))
        made.append(("square", (0..<count).map { ($0 / 23) % 2 == 0 ? 26000 : -26000 }))
        made.append(("ramp and plateau", (0..<count).map { Int16(clamping: ($0 % 160) < 80 ? ($0 % 160) * 800 - 32000 : 32000) }))
        var walk = 0
        made.append(
            (
                "random walk",
                (0..<count).map { _ in
                    walk = min(32767, max(-32768, walk + Int(next() % 4001) - 2000))
                    return Int16(walk)
                }
            ))
        return made
    }

    @Test("the AVX2 and portable searches return the same bytes on every signal, start set, width and bound")
    func vectorMatchesPortable() throws {
        guard apk_ima4_search_is_vectorised() != 0 else {
            Issue.record("this processor has no AVX2: only the portable search ran")
            return
        }
        var state: UInt64 = 99
        func next(_ range: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % range
        }
        var compared = 0
        for (name, samples) in Self.signals(count: 64 * 2 * 40, seed: 5) {
            for packet in 0..<80 {
                let channels = packet % 2 + 1
                let first = (packet / 2) * 64 * 2 + packet % 2
                let window = Array(samples[first..<min(samples.count, first + 64 * channels)])
                guard window.count >= 63 * channels + 1 else { continue }
                let starts = 1 + next(32)
                // Predictors anywhere in 16 bits (and past it: the kernel clamps), indices past both ends.
                let predictors = (0..<starts).map { _ in Int32(next(70000) - 35000) }
                let indices = (0..<starts).map { _ in Int32(next(100) - 5) }
                let width = Int32(1 + next(32))
                let bound: Int64 = [Int64.max, Int64(next(1 << 30)), Int64(next(1 << 20)), 0][packet % 4]
                let vector = Self.run(apk_ima4_search, window, stride: channels, predictors: predictors, indices: indices, width: width, bound: bound)
                let portable = Self.run(
                    apk_ima4_search_portable, window, stride: channels, predictors: predictors, indices: indices, width: width, bound: bound)
                #expect(vector == portable, "\(name), packet \(packet): AVX2 \(vector.error), portable \(portable.error)")
                compared += 1
            }
        }
        #expect(compared > 800)
    }

    @Test("the search honours its bound and its codes decode to the error it reports", arguments: [1, 2])
    func errorMatchesDecoding(channels: Int) {
        for (name, samples) in Self.signals(count: 64 * channels * 30, seed: 11) {
            for packet in 0..<30 {
                let window = Array(samples[packet * 64 * channels..<(packet + 1) * 64 * channels])
                let carried = Int32(window[0]) &* 1
                let predictors: [Int32] = [carried & ~0x7F, min((carried & ~0x7F) + 128, 32767 & ~0x7F)]
                let indices: [Int32] = [Int32(packet % 89), Int32((packet * 7) % 89)]
                let free = Self.run(apk_ima4_search, window, stride: channels, predictors: predictors, indices: indices, width: 32, bound: .max)
                #expect(free.error < .max, "\(name): an unbounded search always finds a packet")
                // Decode the packet the way a phone does and measure the error ourselves.
                var bytes = [UInt8](repeating: 0, count: 34)
                bytes.withUnsafeMutableBufferPointer { packetBytes in
                    free.codes.withUnsafeBufferPointer { codes in
                        IMA4Encoder.pack(
                            predictor: predictors[Int(free.start)], index: indices[Int(free.start)], codes: codes.baseAddress!,
                            into: packetBytes.baseAddress!)
                    }
                }
                var decoded = [Int16](repeating: 0, count: 64)
                bytes.withUnsafeBufferPointer { packetBytes in
                    decoded.withUnsafeMutableBufferPointer { IMA4Decoder.decodePacket(packetBytes, into: $0, start: 0, stride: 1) }
                }
                let measured = (0..<64).reduce(Int64(0)) { sum, frame in
                    let miss = Int64(window[frame * channels]) - Int64(decoded[frame])
                    return sum + miss * miss
                }
                #expect(measured == free.error, "\(name), packet \(packet)")
                #expect(Int32(decoded[63]) == free.predictor, "\(name), packet \(packet): the end state is the last sample")
                // A bound at the best error finds nothing below it; one just above finds the same packet.
                let tight = Self.run(
                    apk_ima4_search, window, stride: channels, predictors: predictors, indices: indices, width: 32, bound: free.error)
                #expect(tight.error == .max, "\(name), packet \(packet): nothing is below the best")
                let above = Self.run(
                    apk_ima4_search, window, stride: channels, predictors: predictors, indices: indices, width: 32, bound: free.error + 1)
                // (Paths of equal cost that meet in one state may leave different codes behind, so
                // the codes are not compared: the error and the state reached are.)
                #expect(
                    above.error == free.error && above.predictor == free.predictor && above.index == free.index,
                    "\(name), packet \(packet): pruning at the bound changes nothing below it")
            }
        }
    }
}
