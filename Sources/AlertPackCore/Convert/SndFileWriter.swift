import CSndFile

/// Writes PCM, µLaw and aLaw through libsndfile, into the temporary output file.
final class SndFileWriter: SoundWriter {
    private let output: OutputFile
    private let handle: OpaquePointer
    private let channels: Int

    init(output: OutputFile, format: Int32, channels: Int, sampleRate: Double) throws(AlertPackError) {
        self.output = output
        self.channels = channels
        var info = SF_INFO()
        info.channels = Int32(channels)
        info.samplerate = Int32(sampleRate.rounded())
        info.format = format
        guard sf_format_check(&info) == 1 else {
            throw AlertPackError.malformed("libsndfile cannot write this format at \(Int(sampleRate)) Hz with \(channels) channels")
        }
        guard let handle = sf_open_fd(output.descriptor, Int32(SFM_WRITE), &info, 0) else {
            throw AlertPackError.malformed("libsndfile cannot write \(output.target): \(String(cString: sf_strerror(nil)))")
        }
        // No PEAK chunk: it carries a timestamp, and the same input must give the same bytes.
        sf_command(handle, Int32(SFC_SET_ADD_PEAK_CHUNK), nil, Int32(SF_FALSE))
        self.handle = handle
    }

    func write(_ samples: UnsafeBufferPointer<Int16>, frames: Int) throws(AlertPackError) {
        guard sf_writef_short(handle, samples.baseAddress, sf_count_t(frames)) == frames else {
            throw AlertPackError.malformed("cannot write \(output.target): \(String(cString: sf_strerror(handle)))")
        }
    }

    func finish() throws(AlertPackError) {
        sf_write_sync(handle)
        sf_close(handle)
        try output.commit()
    }
}
