/// What a container header says about its audio: the facts we report and where the encoded
/// data sits, so that our own decoders can stream it.
package struct AudioStreamInfo: Sendable, Equatable {
    package var container: String
    package var codec: String
    package var floatingPoint: Bool = false
    package var sampleRate: Double
    package var channels: Int
    package var bitsPerChannel: Int?
    /// Playable frames; nil when the header cannot tell (a codec whose length needs decoding).
    package var frames: Int64?
    /// Byte range of the encoded audio inside the file.
    package var dataOffset: Int64
    package var dataLength: Int64
    /// For packetised codecs (IMA4): bytes per packet across all channels, frames per packet.
    package var bytesPerPacket: Int = 0
    package var framesPerPacket: Int = 0
    /// How the samples are stored, when they are plain PCM that `PCMFileSource` reads.
    package var pcm: PCMLayout?
    /// Frames to drop at the start (CAF `pakt` priming), before the `frames` that play.
    package var primingFrames: Int64 = 0
    /// Byte overrides a decoder needs to see instead of the file's own (never written to the
    /// file): ffmpeg's ALAC CAF leaves the `desc` format flags 0, which libsndfile refuses.
    package var headerPatches: [HeaderPatch] = []
    /// What is wrong with the header but does not stop the audio from being read (a size a
    /// streaming writer never filled in).
    package var headerWarnings: [String] = []
}

/// Bytes to present at an offset in place of the file's own, when decoding.
package struct HeaderPatch: Sendable, Equatable {
    package var offset: Int64
    package var bytes: [UInt8]

    /// A size field rewritten: `value` as `width` bytes, big- or little-endian as the container has it.
    static func field(at offset: Int64, _ value: Int64, width: Int, bigEndian: Bool) -> HeaderPatch {
        let bytes = (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * (bigEndian ? width - 1 - $0 : $0))) }
        return HeaderPatch(offset: offset, bytes: bytes)
    }
}

/// Apple IMA4 (IMA ADPCM as QuickTime packs it): 64 frames per 34-byte packet per channel.
enum AppleIMA4Layout {
    static let framesPerPacket = 64
    static let bytesPerChannelPacket = 34
}

/// The sample rates and channel counts alertpack decodes and measures: wider than any player
/// of alert sounds needs, and inside what libsndfile, libebur128 and libsamplerate take (libebur128
/// corrupts its heap at 16 Hz and fails above 64 channels). Anything outside is refused from the
/// header, before a C library sees it.
package enum AudioLimits {
    package static let sampleRates: ClosedRange<Double> = 1_000...768_000
    package static let channels: ClosedRange<Int> = 1...64

    /// Whether a decoder's or header's values may be handed to the C libraries.
    static func accepts(sampleRate: Double, channels: Int) -> Bool {
        sampleRate.isFinite && sampleRates.contains(sampleRate) && Self.channels.contains(channels)
    }

    /// A rate as people write it: "44100", "0.4", "1e+19", never a trap on conversion.
    static func describe(_ rate: Double) -> String {
        if let whole = Int(exactly: rate) { return String(whole) }
        return String(describing: rate)
    }
}

extension AudioStreamInfo {
    /// Checks the values every container must get right before anything is decoded.
    func validated(_ where_: String) throws(AlertPackError) -> AudioStreamInfo {
        guard channels > 0 else { throw AlertPackError.audio(.channelCount(where_, channels: channels, max: nil)) }
        guard AudioLimits.channels.contains(channels) else {
            throw AlertPackError.audio(.channelCount(where_, channels: channels, max: AudioLimits.channels.upperBound))
        }
        guard sampleRate.isFinite, sampleRate > 0 else {
            throw AlertPackError.audio(.sampleRate(where_, rate: AudioLimits.describe(sampleRate), range: nil))
        }
        guard AudioLimits.sampleRates.contains(sampleRate) else {
            throw AlertPackError.audio(
                .sampleRate(
                    where_, rate: AudioLimits.describe(sampleRate),
                    range: Int(AudioLimits.sampleRates.lowerBound)...Int(AudioLimits.sampleRates.upperBound)))
        }
        return self
    }
}
