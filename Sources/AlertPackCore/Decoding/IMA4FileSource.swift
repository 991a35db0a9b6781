/// Decodes Apple IMA4 audio straight from a file (CAF or AIFF-C), which libsndfile 1.2 cannot
/// do for CAF. Reads a bounded number of packets at a time, drops the `pakt` priming frames
/// and stops after the valid frames.
package final class IMA4FileSource: SampleSource {
    package let channels: Int
    package let sampleRate: Double
    private let file: RandomAccessFile
    private let info: AudioStreamInfo
    private let packetCount: Int64
    private var nextPacket: Int64 = 0
    private var framesToSkip: Int64
    private var framesLeft: Int64
    /// One packet's frames, decoded and interleaved, not yet handed out.
    private var pending: [Int16] = []
    private var pendingStart = 0
    /// Packets are read from disk this many at a time (about 70 KB for stereo).
    private static let packetsPerRead = 1024
    private var batch: [UInt8] = []
    private var batchPackets = 0
    private var batchIndex = 0

    package init(file: RandomAccessFile, info: AudioStreamInfo) {
        self.file = file
        self.info = info
        self.channels = info.channels
        self.sampleRate = info.sampleRate
        self.packetCount = info.dataLength / Int64(info.bytesPerPacket)
        self.framesToSkip = info.primingFrames
        self.framesLeft = info.frames ?? packetCount * Int64(AppleIMA4Layout.framesPerPacket)
        self.pending = [Int16](repeating: 0, count: AppleIMA4Layout.framesPerPacket * info.channels)
        self.pendingStart = pending.count
    }

    package func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let capacity = buffer.count / channels
        var written = 0
        while written < capacity && framesLeft > 0 {
            if pendingStart == pending.count {
                guard try decodeNextPacket() else { break }
                continue
            }
            let available = (pending.count - pendingStart) / channels
            if framesToSkip > 0 {
                let skip = Int(min(Int64(available), framesToSkip))
                pendingStart += skip * channels
                framesToSkip -= Int64(skip)
                continue
            }
            let count = Int(min(Int64(min(available, capacity - written)), framesLeft))
            for sample in 0..<count * channels {
                buffer[written * channels + sample] = Float(pending[pendingStart + sample]) / 32768
            }
            pendingStart += count * channels
            written += count
            framesLeft -= Int64(count)
        }
        return written
    }

    private func decodeNextPacket() throws(AlertPackError) -> Bool {
        guard nextPacket < packetCount else {
            if framesLeft > 0 {
                throw AlertPackError.audio(.ima4FramesShort(framesLeft))
            }
            return false
        }
        if batchIndex == batchPackets {
            let count = Int(min(Int64(Self.packetsPerRead), packetCount - nextPacket))
            let offset = info.dataOffset + nextPacket * Int64(info.bytesPerPacket)
            if batch.count != count * info.bytesPerPacket {
                batch = [UInt8](repeating: 0, count: count * info.bytesPerPacket)
            }
            guard file.readAvailable(at: offset, into: &batch) == batch.count else {
                throw AlertPackError.audio(.ima4Unreadable(at: offset))
            }
            batchPackets = count
            batchIndex = 0
        }
        let channels = self.channels
        let base = batchIndex * info.bytesPerPacket
        batch.withUnsafeBufferPointer { bytes in
            pending.withUnsafeMutableBufferPointer { output in
                for channel in 0..<channels {
                    let start = base + channel * AppleIMA4Layout.bytesPerChannelPacket
                    let packet = UnsafeBufferPointer(rebasing: bytes[start..<start + AppleIMA4Layout.bytesPerChannelPacket])
                    IMA4Decoder.decodePacket(packet, into: output, start: channel, stride: channels)
                }
            }
        }
        pendingStart = 0
        batchIndex += 1
        nextPacket += 1
        return true
    }
}
