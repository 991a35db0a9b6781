import CSignalKernels

/// Reads plain PCM (WAV, AIFF, AIFF-C `sowt`/`fl32`/`fl64`, CAF `lpcm`) straight from the file:
/// bounded reads into one reused buffer, converted to float by the C kernel `apk_pcm_to_float`,
/// with no library in between. The values are libsndfile's (integers scaled by 2^-(bits-1) of their
/// byte width, 8-bit WAV offset by 128, floats as they are), which the tests check sample for
/// sample. Stops at the frames the header declares, or earlier where the file ends.
package final class PCMFileSource: SampleSource {
    package let channels: Int
    package let sampleRate: Double
    private let file: RandomAccessFile
    private let layout: PCMLayout
    private let frameBytes: Int
    private var position: Int64
    private var framesLeft: Int64
    /// The file's bytes for a block: allocated once, never zeroed (only what was read is
    /// converted). Zeroing a block's buffers for every file cost about 1% of a check.
    private var bytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    package init(file: RandomAccessFile, info: AudioStreamInfo, layout: PCMLayout) {
        self.file = file
        self.layout = layout
        self.channels = info.channels
        self.sampleRate = info.sampleRate
        self.frameBytes = layout.bytesPerSample * info.channels
        self.position = info.dataOffset
        let inData = info.dataLength / Int64(frameBytes)
        self.framesLeft = max(0, min(info.frames ?? inData, inData))
    }

    deinit { bytes.deallocate() }

    package func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let wanted = Int(min(Int64(buffer.count / channels), framesLeft))
        guard wanted > 0 else { return 0 }
        let needed = wanted * frameBytes
        if bytes.count < needed {
            bytes.deallocate()
            bytes = .allocate(byteCount: needed, alignment: 16)
        }
        let got = file.readAvailable(at: position, into: UnsafeMutableRawBufferPointer(rebasing: bytes[0..<needed])) / frameBytes
        guard got > 0 else {
            framesLeft = 0
            return 0
        }
        position += Int64(got * frameBytes)
        framesLeft -= Int64(got)
        Self.convert(UnsafeRawBufferPointer(bytes), count: got * channels, layout: layout, into: buffer)
        return got
    }

    /// Converts `count` samples with the C kernel (one vectorised loop per layout).
    static func convert(_ raw: UnsafeRawBufferPointer, count: Int, layout: PCMLayout, into output: UnsafeMutableBufferPointer<Float>) {
        let encoding: apk_pcm_encoding
        switch layout.encoding {
        case .signed: encoding = APK_PCM_SIGNED
        case .unsigned: encoding = APK_PCM_UNSIGNED
        case .float: encoding = APK_PCM_FLOAT
        }
        // PCMLayout.make admits only the layouts the kernel reads.
        let status = apk_pcm_to_float(
            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count, encoding, Int32(layout.bytesPerSample), layout.bigEndian ? 1 : 0,
            output.baseAddress)
        precondition(status == 0, "PCMLayout admitted a layout the converter does not read")
    }
}
