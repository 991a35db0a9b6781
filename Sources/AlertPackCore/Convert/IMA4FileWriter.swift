/// Writes Apple IMA4 with our encoder, into CAF (with `desc`, `pakt` and `data`, so the exact
/// frame count survives) or AIFF-C (`COMM` counting packets, as Apple and libsndfile read it).
final class IMA4FileWriter: SoundWriter {
    enum Container { case caf, aifc }

    private let output: OutputFile
    private let container: Container
    private let channels: Int
    private var encoder: IMA4Encoder
    /// Samples wait here until a run of packets is complete: the encoder searches a run's
    /// packets in parallel, and the run is written in one call.
    private var pending: [Int16]
    private var pendingFrames = 0
    private var encoded: [UInt8]
    private var packets: Int64 = 0
    private var frames: Int64 = 0
    /// Packets per run (65,536 frames).
    static let packetsPerRun = 1024

    init(
        output: OutputFile, container: Container, channels: Int, sampleRate: Double, quality: IMA4Quality, searchThreads: Int? = nil
    ) throws(AlertPackError) {
        self.output = output
        self.container = container
        self.channels = channels
        encoder = IMA4Encoder(channels: channels, quality: quality, searchThreads: searchThreads)
        pending = [Int16](repeating: 0, count: Self.packetsPerRun * AppleIMA4Layout.framesPerPacket * channels)
        encoded = [UInt8](repeating: 0, count: Self.packetsPerRun * AppleIMA4Layout.bytesPerChannelPacket * channels)
        try output.write(header(sampleRate: sampleRate))
    }

    private var bytesPerPacket: Int { AppleIMA4Layout.bytesPerChannelPacket * channels }

    private func header(sampleRate: Double) -> [UInt8] {
        typealias B = BigEndianBytes
        switch container {
        case .caf:
            var bytes = Array("caff".utf8) + B.of(UInt16(1)) + B.of(UInt16(0))
            bytes += Array("desc".utf8) + B.of(Int64(32))
            bytes += B.of(sampleRate.bitPattern) + Array("ima4".utf8) + B.of(UInt32(0))
            bytes += B.of(UInt32(bytesPerPacket)) + B.of(UInt32(AppleIMA4Layout.framesPerPacket))
            bytes += B.of(UInt32(channels)) + B.of(UInt32(0))
            bytes += Array("pakt".utf8) + B.of(Int64(24)) + [UInt8](repeating: 0, count: 24)  // filled in at the end
            bytes += Array("data".utf8) + B.of(Int64(4)) + B.of(UInt32(0))  // size filled in; edit count 0
            return bytes
        case .aifc:
            var bytes = Array("FORM".utf8) + B.of(UInt32(0)) + Array("AIFC".utf8)
            bytes += Array("FVER".utf8) + B.of(UInt32(4)) + B.of(UInt32(0xA280_5140))
            let name = Array("IMA 4:1".utf8)
            var common = B.of(Int16(channels)) + B.of(UInt32(0)) + B.of(Int16(16)) + B.extended80(sampleRate)
            common += Array("ima4".utf8) + [UInt8(name.count)] + name
            if common.count % 2 == 1 { common.append(0) }
            bytes += Array("COMM".utf8) + B.of(UInt32(common.count)) + common
            bytes += Array("SSND".utf8) + B.of(UInt32(8)) + B.of(UInt32(0)) + B.of(UInt32(0))
            return bytes
        }
    }

    func write(_ samples: UnsafeBufferPointer<Int16>, frames count: Int) throws(AlertPackError) {
        let runFrames = Self.packetsPerRun * AppleIMA4Layout.framesPerPacket
        var frame = 0
        while frame < count {
            let take = min(runFrames - pendingFrames, count - frame)
            let start = pendingFrames * channels
            pending.withUnsafeMutableBufferPointer { pending in
                for index in 0..<take * channels {
                    pending[start + index] = samples[frame * channels + index]
                }
            }
            pendingFrames += take
            frame += take
            if pendingFrames == runFrames { try encodePending() }
        }
        frames += Int64(count)
    }

    /// Encodes and writes the waiting samples, the last packet padded with silence (CAF's pakt
    /// says those frames do not play).
    private func encodePending() throws(AlertPackError) {
        let packetCount = (pendingFrames + AppleIMA4Layout.framesPerPacket - 1) / AppleIMA4Layout.framesPerPacket
        for index in pendingFrames * channels..<packetCount * AppleIMA4Layout.framesPerPacket * channels { pending[index] = 0 }
        // In place: copying the arrays out of the class would copy them on every run.
        pending.withUnsafeBufferPointer { samples in
            encoded.withUnsafeMutableBufferPointer { encoder.encode(samples, packets: packetCount, into: $0) }
        }
        try output.write(Array(encoded[0..<packetCount * bytesPerPacket]))
        packets += Int64(packetCount)
        pendingFrames = 0
    }

    func finish() throws(AlertPackError) {
        if pendingFrames > 0 { try encodePending() }
        let dataBytes = packets * Int64(bytesPerPacket)
        typealias B = BigEndianBytes
        switch container {
        case .caf:
            let remainder = Int32(packets * Int64(AppleIMA4Layout.framesPerPacket) - frames)
            try output.write(B.of(packets) + B.of(frames) + B.of(Int32(0)) + B.of(remainder), at: 64)
            try output.write(B.of(Int64(4 + dataBytes)), at: 92)
        case .aifc:
            let commonOffset: Int64 = 24
            try output.write(B.of(UInt32(packets)), at: commonOffset + 8 + 2)
            let soundOffset = commonOffset + 8 + 30
            try output.write(B.of(UInt32(8 + dataBytes)), at: soundOffset + 4)
            try output.write(B.of(UInt32(soundOffset + 16 + dataBytes - 8)), at: 4)
        }
        try output.commit()
    }
}
