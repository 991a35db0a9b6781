/// Reads an AMR file (RFC 4867 storage format, single channel): AMR-NB (`#!AMR\n`, 8 kHz,
/// 160 frames a speech frame) or AMR-WB (`#!AMR-WB\n`, 16 kHz, 320). The length comes from
/// walking the speech frames, whose sizes the frame type in each one's header byte gives.
enum AMRReader {
    /// Bytes of each frame type, header byte included (RFC 4867 §3.6, 3GPP TS 26.101/26.201);
    /// 0 marks a type that is reserved.
    private static let narrowbandSizes = [13, 14, 16, 18, 20, 21, 27, 32, 6, 0, 0, 0, 0, 0, 0, 1]
    private static let widebandSizes = [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, 0, 0, 0, 0, 1, 1]

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> AudioStreamInfo {
        let magic = ContentSniffer.prefix(of: file)
        let wideband = magic.starts(with: Array("#!AMR-WB\n".utf8))
        guard wideband || magic.starts(with: Array("#!AMR\n".utf8)) else {
            throw AlertPackError.audio(.notAMRHeader)
        }
        let sizes = wideband ? widebandSizes : narrowbandSizes
        var offset: Int64 = wideband ? 9 : 6
        var frames: Int64 = 0
        var block = [UInt8](repeating: 0, count: 64 * 1024)
        var blockStart: Int64 = -1
        var blockCount = 0
        while offset < file.size {
            if blockStart < 0 || offset >= blockStart + Int64(blockCount) {
                blockStart = offset
                blockCount = file.readAvailable(at: offset, into: &block)
                guard blockCount > 0 else { break }
            }
            let header = block[Int(offset - blockStart)]
            let type = Int(header >> 3) & 0x0F
            let size = sizes[type]
            guard size > 0 else { throw AlertPackError.audio(.reservedAMRFrame(frames + 1, at: offset, type: type)) }
            guard offset + Int64(size) <= file.size else {
                throw AlertPackError.audio(.amrFrameCutOff(frames + 1, at: offset, size: size))
            }
            offset += Int64(size)
            frames += 1
        }
        let rate = wideband ? 16000.0 : 8000.0
        return AudioStreamInfo(
            container: "amr", codec: wideband ? "amr-wb" : "amr", sampleRate: rate, channels: 1, bitsPerChannel: nil,
            frames: frames * (wideband ? 320 : 160), dataOffset: wideband ? 9 : 6, dataLength: file.size - (wideband ? 9 : 6))
    }
}
