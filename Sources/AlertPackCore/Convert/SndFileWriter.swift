import CSndFile

/// Writes PCM, µLaw, aLaw and Ogg Vorbis through libsndfile, into the temporary output file.
final class SndFileWriter: SoundWriter {
    private let output: OutputFile
    private let handle: OpaquePointer
    private let channels: Int

    /// Whether the output is Ogg, whose stream serial libsndfile draws at random.
    private let isOgg: Bool

    init(output: OutputFile, format: Int32, channels: Int, sampleRate: Double, software: String? = nil) throws(AlertPackError) {
        self.output = output
        self.channels = channels
        isOgg = format & Int32(SF_FORMAT_TYPEMASK) == Int32(SF_FORMAT_OGG)
        var info = SF_INFO()
        info.channels = Int32(channels)
        info.samplerate = Int32(sampleRate.rounded())
        info.format = format
        guard sf_format_check(&info) == 1 else {
            throw AlertPackError.work(.sndfileFormatUnwritable(sampleRate: Int(sampleRate), channels: channels))
        }
        guard let handle = sf_open_fd(output.descriptor, Int32(SFM_WRITE), &info, 0) else {
            throw AlertPackError.work(.sndfileCannotOpen(output.target, words: String(cString: sf_strerror(nil))))
        }
        // No PEAK chunk: it carries a timestamp, and the same input must give the same bytes.
        sf_command(handle, Int32(SFC_SET_ADD_PEAK_CHUNK), nil, Int32(SF_FALSE))
        if let software { sf_set_string(handle, Int32(SF_STR_SOFTWARE), software) }
        self.handle = handle
    }

    func write(_ samples: UnsafeBufferPointer<Int16>, frames: Int) throws(AlertPackError) {
        guard sf_writef_short(handle, samples.baseAddress, sf_count_t(frames)) == frames else {
            throw AlertPackError.work(.cannotWrite(output.target, words: String(cString: sf_strerror(handle))))
        }
    }

    func finish() throws(AlertPackError) {
        sf_write_sync(handle)
        sf_close(handle)
        // The same input gives the same bytes: one fixed serial instead of libsndfile's random one.
        if isOgg { try AndroidOggSerial.stamp(output) }
        try output.commit()
    }
}
