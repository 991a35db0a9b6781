/// A stream of decoded audio: interleaved 32-bit float samples in [-1, 1), read block by block
/// so that memory never depends on the file's length.
public protocol SampleSource: AnyObject {
    var channels: Int { get }
    var sampleRate: Double { get }
    /// Fills `buffer` with up to `buffer.count / channels` frames; returns the frames read,
    /// 0 at the end. Throws when the data cannot be decoded.
    func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(FormatError) -> Int
}
