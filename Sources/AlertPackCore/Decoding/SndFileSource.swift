import CSndFile

/// Decodes through libsndfile, which reads WAV, AIFF/AIFF-C (including IMA4) and CAF
/// (except IMA4 in CAF) with every PCM, float, µLaw and aLaw layout.
public final class SndFileSource: SampleSource {
    public let channels: Int
    public let sampleRate: Double
    public let frames: Int64
    private let handle: OpaquePointer

    public init(path: String) throws(FormatError) {
        var info = SF_INFO()
        guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
            throw FormatError("libsndfile cannot decode it: \(String(cString: sf_strerror(nil)))")
        }
        guard info.channels > 0, info.samplerate > 0 else {
            sf_close(handle)
            throw FormatError("libsndfile reports \(info.channels) channels at \(info.samplerate) Hz")
        }
        self.handle = handle
        self.channels = Int(info.channels)
        self.sampleRate = Double(info.samplerate)
        self.frames = Int64(info.frames)
    }

    deinit { sf_close(handle) }

    public func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(FormatError) -> Int {
        let wanted = buffer.count / channels
        let got = sf_readf_float(handle, buffer.baseAddress, sf_count_t(wanted))
        if got < 0 || (got == 0 && sf_error(handle) != 0) {
            throw FormatError("decoding failed: \(String(cString: sf_strerror(handle)))")
        }
        return Int(got)
    }
}
