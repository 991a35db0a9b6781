import CSndFile
import Foundation

/// Mono 16-bit PCM encoded as FLAC in memory, by libsndfile, through an anonymous temporary file
/// (gone when closed, whatever happens). FLAC carries no time and no random serial number, so
/// the same samples give the same bytes. Nil when libsndfile cannot write FLAC here.
enum FLACBytes {
    static func make(pcm16LittleEndian pcm: Data, sampleRate: Int) -> Data? {
        let bytes = AnonymousFile.bytes { descriptor in
            var info = SF_INFO()
            info.channels = 1
            info.samplerate = Int32(sampleRate)
            info.format = Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
            guard sf_format_check(&info) == 1, let handle = sf_open_fd(descriptor, Int32(SFM_WRITE), &info, 0) else { return false }
            let frames = pcm.count / 2
            let written = pcm.withUnsafeBytes { raw in sf_writef_short(handle, raw.bindMemory(to: Int16.self).baseAddress, sf_count_t(frames)) }
            sf_close(handle)
            return written == frames
        }
        return bytes.map { Data($0) }
    }
}
