import CSndFile

/// Decodes through libsndfile, which reads WAV, AIFF/AIFF-C (including IMA4), CAF (except IMA4
/// in CAF), FLAC, Ogg Vorbis, Opus and MP3. Reads go through libsndfile's virtual I/O, so that
/// header patches (see `HeaderPatch`) are seen by the decoder without touching the file.
package final class SndFileSource: SampleSource {
    package let channels: Int
    package let sampleRate: Double
    package let frames: Int64
    private let handle: OpaquePointer
    private let io: VirtualFile

    package init(path: String, patches: [HeaderPatch] = []) throws(AlertPackError) {
        let file = try RandomAccessFile(path: path)
        io = VirtualFile(file: file, patches: patches)
        var info = SF_INFO()
        var callbacks = SF_VIRTUAL_IO(
            get_filelen: { user in VirtualFile.from(user).file.size },
            seek: { offset, whence, user in VirtualFile.from(user).seek(offset, whence) },
            read: { buffer, count, user in VirtualFile.from(user).read(into: buffer, count: count) },
            write: { _, _, _ in 0 },
            tell: { user in VirtualFile.from(user).position })
        let user = Unmanaged.passUnretained(io).toOpaque()
        guard let handle = sf_open_virtual(&callbacks, Int32(SFM_READ), &info, user) else {
            throw AlertPackError.audio(.sndfileCannotDecode(Self.explained(String(cString: sf_strerror(nil)))))
        }
        guard AudioLimits.accepts(sampleRate: Double(info.samplerate), channels: Int(info.channels)) else {
            sf_close(handle)
            throw AlertPackError.audio(
                .sndfileOutsideLimits(
                    channels: Int(info.channels), sampleRate: Int(info.samplerate), maxChannels: AudioLimits.channels.upperBound,
                    rates: Int(AudioLimits.sampleRates.lowerBound)...Int(AudioLimits.sampleRates.upperBound)))
        }
        self.handle = handle
        self.channels = Int(info.channels)
        self.sampleRate = Double(info.samplerate)
        self.frames = Int64(info.frames)
    }

    deinit { sf_close(handle) }

    /// libsndfile's vaguest messages, with what they mean for the file.
    static func explained(_ message: String) -> String {
        let lower = message.lowercased()
        guard lower.contains("unspecified internal error") || lower.contains("unknown error") else { return message }
        return
            "\(message) (libsndfile gives no detail: the audio data is damaged, or uses a variant of its codec that libsndfile does not decode; re-export it from its source)"
    }

    package func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(AlertPackError) -> Int {
        let wanted = buffer.count / channels
        let got = sf_readf_float(handle, buffer.baseAddress, sf_count_t(wanted))
        if got < 0 || (got == 0 && sf_error(handle) != 0) {
            throw AlertPackError.audio(.decodingFailed(Self.explained(String(cString: sf_strerror(handle)))))
        }
        return Int(got)
    }
}

/// The file as libsndfile's virtual I/O sees it: the real bytes, with patches laid over them.
private final class VirtualFile {
    let file: RandomAccessFile
    let patches: [HeaderPatch]
    var position: sf_count_t = 0

    init(file: RandomAccessFile, patches: [HeaderPatch]) {
        self.file = file
        self.patches = patches
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> VirtualFile {
        Unmanaged<VirtualFile>.fromOpaque(pointer!).takeUnretainedValue()
    }

    func seek(_ offset: sf_count_t, _ whence: Int32) -> sf_count_t {
        switch whence {
        case SEEK_SET: position = offset
        case SEEK_CUR: position += offset
        case SEEK_END: position = file.size + offset
        default: break
        }
        position = max(0, position)
        return position
    }

    func read(into pointer: UnsafeMutableRawPointer?, count: sf_count_t) -> sf_count_t {
        guard let pointer, count > 0 else { return 0 }
        var bytes = [UInt8](repeating: 0, count: Int(min(count, max(0, file.size - position))))
        let got = file.readAvailable(at: position, into: &bytes)
        for patch in patches {
            for (index, byte) in patch.bytes.enumerated() {
                let at = patch.offset + Int64(index) - position
                if at >= 0 && at < Int64(got) { bytes[Int(at)] = byte }
            }
        }
        bytes.withUnsafeBytes { pointer.copyMemory(from: $0.baseAddress!, byteCount: got) }
        position += sf_count_t(got)
        return sf_count_t(got)
    }
}
