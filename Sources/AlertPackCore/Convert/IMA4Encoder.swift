import CIMA4Kernel
import Foundation

/// Apple IMA4 encoding, built to match the decoder a phone uses: every packet starts from its
/// header (the predictor's top 9 bits and the step index), so the encoder restarts from exactly
/// that state too. ffmpeg's encoder carries its unquantised predictor across packets, which an
/// Apple-style decoder cannot follow; `make bench` compares the two by SNR.
///
/// Two passes over a run of packets:
/// 1. **Greedy** (`.fast`, and the first pass of `.best`): per packet and channel, six header
///    choices (both roundings of the carried predictor, the carried step index and its
///    neighbours) encoded side by side by the C kernel `apk_ima4_encode_lanes`, each sample
///    taking the nearer of the two codes around its difference; the least error wins and its
///    end state is carried to the next packet. The tests hold it to a plain Swift reference.
/// 2. **Search** (`.best`): per packet and channel, the code search `apk_ima4_search` (a beam
///    over step index and reconstruction) from a wider set of header choices around the state
///    the greedy pass carried into that packet, bounded by the greedy packet's error: its result
///    replaces the greedy packet only when it is better. Because every search starts from the
///    greedy pass's states, the searches are independent of each other (the decoder restarts
///    each packet from its header) and run in parallel across packets and channels; the bytes
///    are the same on any number of threads, and no packet is worse than `.fast`'s.
package struct IMA4Encoder: Sendable {
    /// Step-index offsets tried around the carried-over state at each packet.
    static let indexCandidates: [Int32] = [0, -1, 1]
    /// The search's header choices: both roundings of the predictor with these index offsets.
    static let searchIndexOffsets: [Int32] = [0, -1, 1, -2, 2, -4, 4, 8]
    /// Paths the search keeps per sample.
    static let searchWidth: Int32 = 32
    /// Channel packets one parallel task searches (each takes about 30 µs).
    static let searchesPerTask = 32

    private var predictors: [Int32]
    private var indices: [Int32]
    private let quality: IMA4Quality
    /// At most this many threads search at once (nil: as many as Dispatch gives, every core).
    private let searchThreads: Int?

    package init(channels: Int, quality: IMA4Quality, searchThreads: Int?) {
        predictors = Array(repeating: 0, count: channels)
        indices = Array(repeating: 0, count: channels)
        self.quality = quality
        self.searchThreads = searchThreads.map { max(1, $0) }
    }

    /// Searching on as many threads as Dispatch gives.
    package init(channels: Int, quality: IMA4Quality) {
        self.init(channels: channels, quality: quality, searchThreads: nil)
    }

    /// Encodes one packet: 64 frames of interleaved samples (`channels` per frame) into
    /// `34 × channels` bytes, channel packets one after another.
    package mutating func encodePacket(_ samples: UnsafeBufferPointer<Int16>, into packet: UnsafeMutableBufferPointer<UInt8>) {
        encode(samples, packets: 1, into: packet)
    }

    /// Encodes `packets` packets of interleaved samples (64 frames each) into `34 × channels`
    /// bytes each; with `.best`, the searches of the run go in parallel.
    package mutating func encode(_ samples: UnsafeBufferPointer<Int16>, packets: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        let channels = predictors.count
        var searches: [IMA4PacketSearch] = []
        if quality == .best { searches.reserveCapacity(packets * channels) }
        for packet in 0..<packets {
            for channel in 0..<channels {
                let frameStart = packet * AppleIMA4Layout.framesPerPacket * channels + channel
                let byteStart = (packet * channels + channel) * AppleIMA4Layout.bytesPerChannelPacket
                let greedy = encodeGreedy(samples.baseAddress! + frameStart, channel: channel, into: output.baseAddress! + byteStart)
                if quality == .best {
                    searches.append(
                        IMA4PacketSearch(
                            sampleOffset: frameStart, byteOffset: byteStart, carriedPredictor: greedy.carriedPredictor,
                            carriedIndex: greedy.carriedIndex, bound: greedy.error))
                }
            }
        }
        guard !searches.isEmpty, let base = samples.baseAddress, let bytes = output.baseAddress else { return }
        let run = IMA4SearchRun(samples: base, output: bytes, stride: channels, searches: searches)
        let count = searches.count
        let tasks = (count + Self.searchesPerTask - 1) / Self.searchesPerTask
        let threads = min(tasks, searchThreads ?? tasks)
        if threads == 1 {
            run.perform(0..<count)
        } else {
            // Each thread takes every `threads`-th task (one task each when not bounded).
            ParallelMap.forEachTask(tasks, threads: threads) { task in
                run.perform(task * Self.searchesPerTask..<min(count, (task + 1) * Self.searchesPerTask))
            }
        }
    }

    /// The greedy pass for one channel packet: writes it (34 bytes), carries its end state to
    /// the next packet, and returns its error and the state it started from.
    private mutating func encodeGreedy(
        _ samples: UnsafePointer<Int16>, channel: Int, into packet: UnsafeMutablePointer<UInt8>
    ) -> (
        error: Int64, carriedPredictor: Int32, carriedIndex: Int32
    ) {
        let channels = predictors.count
        let frames = AppleIMA4Layout.framesPerPacket
        let lanes = Int(APK_IMA4_LANES)
        let tried = 2 * Self.indexCandidates.count
        let carried = predictors[channel]
        let carriedIndex = indices[channel]
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * lanes) { state in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: lanes) { errors in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lanes * frames) { codes in
                    let headerPredictors = UnsafeMutableBufferPointer(rebasing: state[0..<lanes])
                    let headerIndices = UnsafeMutableBufferPointer(rebasing: state[lanes..<2 * lanes])
                    let endPredictors = UnsafeMutableBufferPointer(rebasing: state[2 * lanes..<3 * lanes])
                    let endIndices = UnsafeMutableBufferPointer(rebasing: state[3 * lanes..<4 * lanes])
                    // The header can hold the carried predictor rounded down or up to a multiple of
                    // 128: both roundings (the nearer first), each with the carried step index and
                    // its neighbours. Spare lanes repeat the first candidate.
                    let rounding = IMA4HeaderRounding(carried)
                    for lane in 0..<lanes {
                        let candidate = lane < tried ? lane : 0
                        let offset = Self.indexCandidates[candidate % Self.indexCandidates.count]
                        headerPredictors[lane] = candidate < Self.indexCandidates.count ? rounding.nearer : rounding.farther
                        headerIndices[lane] = min(max(carriedIndex + offset, 0), 88)
                    }
                    _ = endPredictors.update(fromContentsOf: headerPredictors)
                    _ = endIndices.update(fromContentsOf: headerIndices)
                    apk_ima4_encode_lanes(
                        samples, Int32(channels), endPredictors.baseAddress, endIndices.baseAddress, errors.baseAddress, codes.baseAddress)
                    // The least error wins; on a tie, the earlier candidate.
                    var best = 0
                    for lane in 1..<tried where errors[lane] < errors[best] { best = lane }
                    Self.pack(predictor: headerPredictors[best], index: headerIndices[best], codes: codes.baseAddress! + best * frames, into: packet)
                    predictors[channel] = endPredictors[best]
                    indices[channel] = endIndices[best]
                    // The error is a sum of at most 64 squares of 16-bit differences: exact in a Double.
                    return (Int64(errors[best]), carried, carriedIndex)
                }
            }
        }
    }

    /// Writes one channel packet: the header (the predictor's top 9 bits and the step index),
    /// then 64 codes two to a byte, the earlier in the low nibble.
    static func pack(predictor: Int32, index: Int32, codes: UnsafePointer<UInt8>, into packet: UnsafeMutablePointer<UInt8>) {
        let header = UInt16(bitPattern: Int16(predictor)) & 0xFF80 | UInt16(index)
        packet[0] = UInt8(header >> 8)
        packet[1] = UInt8(header & 0xFF)
        for pair in 0..<AppleIMA4Layout.framesPerPacket / 2 { packet[2 + pair] = codes[pair * 2] | codes[pair * 2 + 1] << 4 }
    }
}

/// How hard the IMA4 encoder works: `.best` (the default) searches over codes as well as over
/// header choices (see `IMA4Encoder`), about 1.5 dB cleaner on average than `.fast` and never
/// below ffmpeg's encoder on the benchmark's inputs; `.fast` tries six header choices per packet
/// with the nearest code per sample, for batch jobs that want speed over the last decibel.
public enum IMA4Quality: String, Sendable, CaseIterable {
    case fast, best
}
