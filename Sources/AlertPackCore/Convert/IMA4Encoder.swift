/// Apple IMA4 encoding, built to match the decoder a phone uses: every packet starts from its
/// header (the predictor's top 9 bits and the step index), so the encoder restarts from exactly
/// that state too. Per packet it tries a few starting states and keeps the one with the least
/// error, and per sample it picks the nearer of the two codes around the difference (rounding,
/// not truncation). ffmpeg's encoder carries its unquantised predictor across packets, which an
/// Apple-style decoder cannot follow; `make bench` compares the two by SNR.
public struct IMA4Encoder: Sendable {
    /// Step-index offsets tried around the carried-over state at each packet.
    /// The carried state first, so later candidates can stop as soon as they are worse.
    static let indexCandidates: [Int32] = [0, -1, 1]

    private var predictors: [Int32]
    private var indices: [Int32]

    public init(channels: Int) {
        predictors = Array(repeating: 0, count: channels)
        indices = Array(repeating: 0, count: channels)
    }

    /// Encodes one packet: 64 frames of interleaved samples (`channels` per frame) into
    /// `34 × channels` bytes, channel packets one after another.
    public mutating func encodePacket(_ samples: UnsafeBufferPointer<Int16>, into packet: UnsafeMutableBufferPointer<UInt8>) {
        IMA4Decoder.stepSizes.withUnsafeBufferPointer { steps in
            IMA4Decoder.indexAdjust.withUnsafeBufferPointer { adjust in
                encodePacket(samples, into: packet, steps: steps, adjust: adjust)
            }
        }
    }

    private mutating func encodePacket(
        _ samples: UnsafeBufferPointer<Int16>, into packet: UnsafeMutableBufferPointer<UInt8>,
        steps: UnsafeBufferPointer<Int32>, adjust: UnsafeBufferPointer<Int32>
    ) {
        let channels = predictors.count
        let frames = AppleIMA4Layout.framesPerPacket
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * frames) { scratch in
            let codes = UnsafeMutableBufferPointer(rebasing: scratch[0..<frames])
            let bestCodes = UnsafeMutableBufferPointer(rebasing: scratch[frames..<2 * frames])
            for channel in 0..<channels {
                // The header can hold the carried predictor rounded down or up to a multiple of 128.
                let carried = predictors[channel]
                let low = max(-32768, carried & ~0x7F)
                let high = min(low + 128, 32767 & ~0x7F)
                let headerPredictors = carried - low < high - carried ? [low, high] : [high, low]
                var bestError = Int64.max
                var best: (predictor: Int32, index: Int32, endPredictor: Int32, endIndex: Int32) = (low, 0, 0, 0)
                for headerPredictor in headerPredictors {
                    for offset in Self.indexCandidates {
                        let startIndex = min(max(indices[channel] + offset, 0), 88)
                        var predictor = headerPredictor
                        var index = startIndex
                        var error: Int64 = 0
                        var frame = 0
                        while frame < frames {
                            let sample = Int32(samples[frame * channels + channel])
                            codes[frame] = Self.encode(sample, predictor: &predictor, index: &index, steps: steps, adjust: adjust)
                            let difference = Int64(sample - predictor)
                            error += difference * difference
                            if error >= bestError { break }
                            frame += 1
                        }
                        if error < bestError {
                            bestError = error
                            best = (headerPredictor, startIndex, predictor, index)
                            _ = bestCodes.update(fromContentsOf: codes)
                        }
                    }
                }
                let base = channel * AppleIMA4Layout.bytesPerChannelPacket
                let header = UInt16(bitPattern: Int16(best.predictor)) & 0xFF80 | UInt16(best.index)
                packet[base] = UInt8(header >> 8)
                packet[base + 1] = UInt8(header & 0xFF)
                for pair in 0..<32 {
                    packet[base + 2 + pair] = bestCodes[pair * 2] | bestCodes[pair * 2 + 1] << 4
                }
                predictors[channel] = best.endPredictor
                indices[channel] = best.endIndex
            }
        }
    }

    /// Chooses the code whose reconstruction is nearest the sample, and advances the state
    /// exactly as the decoder will (the same arithmetic as `IMA4Decoder.expand`).
    @inline(__always)
    static func encode(
        _ sample: Int32, predictor: inout Int32, index: inout Int32,
        steps: UnsafeBufferPointer<Int32>, adjust: UnsafeBufferPointer<Int32>
    ) -> UInt8 {
        let step = steps[Int(index)]
        let difference = sample - predictor
        let negative = difference < 0
        var magnitude = abs(difference)
        // The truncating quantiser's code...
        var code: Int32 = 0
        if magnitude >= step { code |= 4; magnitude -= step }
        if magnitude >= step >> 1 { code |= 2; magnitude -= step >> 1 }
        if magnitude >= step >> 2 { code |= 1 }
        // ...or the next one up, whichever reconstructs nearer the sample.
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
        index = min(max(index + adjust[Int(code)], 0), 88)
        return UInt8(code) | (negative ? 8 : 0)
    }
}
