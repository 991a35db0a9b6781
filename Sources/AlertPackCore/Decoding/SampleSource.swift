/// A stream of decoded audio: interleaved 32-bit float samples in [-1, 1), read block by block
/// so that memory never depends on the file's length.
public protocol SampleSource: AnyObject {
    var channels: Int { get }
    var sampleRate: Double { get }
    /// Fills `buffer` with up to `buffer.count / channels` frames; returns the frames read,
    /// 0 at the end. Throws when the data cannot be decoded.
    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int
}

extension SampleSource {
    /// Reads to the end in blocks of up to `blockFrames` frames and hands each to `body` (the
    /// block's interleaved samples, exactly `frames × channels` of them, and its frame count).
    /// Returns the frames read. A decode error ends the loop and is thrown: it is never taken
    /// for the end of the sound. Every loop over a sound's samples is this one.
    @discardableResult
    public func forEachBlock(
        frames blockFrames: Int, _ body: (UnsafeBufferPointer<Float>, Int) throws(AlertPackError) -> Void
    ) throws(AlertPackError) -> Int64 {
        // Not zeroed: the body sees only the samples `read` wrote.
        let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: max(1, blockFrames) * channels)
        defer { buffer.deallocate() }
        var total: Int64 = 0
        while true {
            let frames = try read(into: buffer)
            if frames == 0 { break }
            try body(UnsafeBufferPointer(rebasing: buffer[0..<frames * channels]), frames)
            total += Int64(frames)
        }
        return total
    }
}
