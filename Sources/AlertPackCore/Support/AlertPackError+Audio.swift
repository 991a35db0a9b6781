extension AlertPackError {
    /// A sound file that is not the audio it claims to be (kind: file).
    /// Messages: AlertPackError+Messages.swift.
    public enum AudioFailure: Sendable, Equatable {
        /// A chunk id that is not four printable characters.
        case unreadableChunkID(_ id: String, at: Int64)
        /// A chunk declares a negative size.
        case negativeChunkSize(_ id: String, at: Int64, size: Int64)
        /// A chunk declares `declared` bytes where only `available` follow; `audio`: the file is
        /// said to be truncated.
        case truncatedChunk(_ id: String, at: Int64, declared: Int64, available: Int64, audio: Bool)
        /// No chunk `id` says the audio format.
        case noFormatChunk(_ id: String)
        /// No chunk `id` holds the audio.
        case noDataChunk(_ id: String)
        /// Not audio; `prefix`, when known, is the start of the file in words.
        case notAudio(startsWith: String?)
        /// An image (of `format`, "png") where a sound belongs.
        case imageNotAudio(_ format: String)
        /// The file ends inside the header that `magic` begins.
        case endsInsideHeader(_ magic: String, fileSize: Int64)
        /// The header declares `declared` channels; the audio decodes with `decoded`.
        case channelsDiffer(declared: Int, decoded: Int)
        /// The header declares `declared` frames; only `decoded` decode.
        case framesShort(declared: Int64, decoded: Int64)
        /// Decoding `codec` needs ffmpeg, which is not installed.
        case ffmpegMissing(codec: String)
        // Containers and their header values.

        /// A `container` file ("RIFF", "FORM") whose form type is not `expected` (`found`, when said).
        case notFormType(_ container: String, expected: String, found: String?)
        /// A `format` file ("CAF") of a version other than `expected`.
        case unsupportedVersion(_ format: String, version: Int, expected: Int)
        /// A chunk `id` of a size its layout cannot have.
        case invalidChunkSize(_ id: String, size: Int64)
        /// A chunk `id` that declares a number of bits per sample no audio has.
        case invalidBits(_ id: String, bits: Int)
        /// `part` declares `channels` channels: none, or (with `max`) more than alertpack reads.
        case channelCount(_ part: String, channels: Int, max: Int?)
        /// `part` declares a sample rate (`rate`, as said) no audio has, or (with `range`) out of it.
        case sampleRate(_ part: String, rate: String, range: ClosedRange<Int>?)
        /// A chunk `id` that declares an absurd data size.
        case absurdDataSize(_ id: String)

        // WAV.

        /// The extensible 'fmt ' chunk has no SubFormat GUID (`missing`) or an unknown one.
        case subFormat(missing: Bool)
        /// The 'fmt ' block align (`blockAlign`) is not the `needed` bytes of a frame.
        case blockAlign(_ blockAlign: Int, channels: Int, bits: Int, needed: Int)
        /// The IMA ADPCM 'fmt ' chunk declares a block align of 0.
        case zeroBlockAlign

        // AIFF.

        /// The 'COMM' chunk declares `frames` frames and there is no 'SSND' chunk.
        case framesWithoutSound(_ frames: Int64)
        /// The 'COMM' chunk's `frames` frames need `needed` bytes; the 'SSND' chunk holds `holds`.
        case soundDataShort(frames: Int64, needed: Int64, holds: Int64)
        /// The 'SSND' chunk's data offset lies outside the chunk.
        case soundOffsetOutside(_ offset: Int64)
        /// The AIFF-C 'COMM' chunk has no compression type.
        case noCompressionType

        // CAF.

        /// The 'data' chunk is too short for its edit count.
        case noEditCount(bytes: Int64)
        /// The 'pakt' chunk has negative counts.
        case negativePacketCounts
        /// The 'desc' chunk's `codec` layout is inconsistent.
        case inconsistentLayout(_ codec: String, bits: Int, bytesPerPacket: Int, framesPerPacket: Int)
        /// The 'desc' chunk's bytes per frame are too few for its channels and bits.
        case frameBytesTooFew(_ bytesPerPacket: Int, channels: Int, bits: Int)
        /// The 'desc' chunk's IMA4 layout is not the `expected` bytes and 64 frames a packet.
        case ima4Layout(bytesPerPacket: Int, framesPerPacket: Int, channels: Int, expected: Int)
        /// Audio (`formatID`) with variable-size packets and no 'pakt' chunk.
        case noPacketTable(_ formatID: String)
        /// The 'pakt' chunk's valid frames are more than its packets hold (`capacity`).
        case validFramesOverPackets(valid: Int64, packets: Int64, capacity: Int64)
        /// The 'pakt' chunk's packets need `needed` bytes (nil: more than Int64 holds); 'data' holds `holds`.
        case packetsOverData(packets: Int64, needed: Int64?, holds: Int64)

        // AMR, MPEG audio, Ogg.

        /// The AMR header is not #!AMR or #!AMR-WB.
        case notAMRHeader
        /// AMR frame `frame` (at byte `at`) has the reserved frame type `type`.
        case reservedAMRFrame(_ frame: Int64, at: Int64, type: Int)
        /// AMR frame `frame` (at byte `at`) needs `size` bytes past the end of the file.
        case amrFrameCutOff(_ frame: Int64, at: Int64, size: Int)
        /// The ID3 tag runs to the end of the file.
        case id3RunsToEnd
        /// No MPEG audio frame at byte `at` after `frames` frames (0: where the audio should begin).
        case noMPEGFrameAt(_ at: Int64, after: Int)
        /// An MPEG audio frame at byte `at` declares `length` bytes.
        case mpegFrameLength(at: Int64, length: Int)
        /// The file ends inside MPEG frame `frame`, at byte `fileEnd`.
        case endsInsideFrame(_ frame: Int, fileEnd: Int64)
        /// No MPEG audio frame in the file.
        case noMPEGFrame
        /// The Ogg FLAC header is too short.
        case oggFLACShort
        /// The Ogg stream's first packet names no codec alertpack knows.
        case unknownOggCodec
        /// No Ogg page at byte `at`.
        case noOggPage(at: Int64)
        // Decoding (libsndfile, ffmpeg, libsamplerate); `words` are the library's own.

        /// libsndfile cannot open the sound.
        case sndfileCannotDecode(_ words: String)
        /// libsndfile reads `channels` at `sampleRate`, outside what alertpack reads.
        case sndfileOutsideLimits(channels: Int, sampleRate: Int, maxChannels: Int, rates: ClosedRange<Int>)
        /// libsndfile failed while decoding.
        case decodingFailed(_ words: String)
        /// ffmpeg is asked for `codec` at a rate or channel count outside what alertpack reads.
        case ffmpegOutsideLimits(codec: String, sampleRate: Double, channels: Int)
        /// ffmpeg failed; `words` are its last line of errors (or its exit).
        case ffmpegFailed(_ words: String)
        /// The resampler would not start.
        case resamplerWouldNotStart(_ words: String)
        /// Resampling failed.
        case resamplingFailed(_ words: String)
        /// The IMA4 data ends `frames` short of the declared length.
        case ima4FramesShort(_ frames: Int64)
        /// IMA4 packets at byte `at` could not be read.
        case ima4Unreadable(at: Int64)
    }
}
