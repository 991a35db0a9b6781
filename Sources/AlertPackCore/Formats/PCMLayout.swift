/// How plain PCM samples lie in a file's data: `PCMFileSource` reads them straight from there.
/// Readers set it only for the layouts it reads exactly as libsndfile would; anything else
/// (12-in-16-bit alignments, AIFF-C `raw `, CAF padding) is left to libsndfile.
package struct PCMLayout: Sendable, Equatable {
    package enum Encoding: Sendable, Equatable {
        /// Two's complement integers.
        case signed
        /// Offset binary (8-bit WAV: 128 is silence).
        case unsigned
        /// IEEE 754 (4 or 8 bytes).
        case float
    }

    package var encoding: Encoding
    package var bytesPerSample: Int
    package var bigEndian: Bool

    /// The layout for `bits` per sample of `encoding`, or nil for a width we do not read ourselves.
    static func make(_ encoding: Encoding, bits: Int, bigEndian: Bool) -> PCMLayout? {
        let bytes = (bits + 7) / 8
        switch encoding {
        case .signed where (1...4).contains(bytes), .unsigned where bytes == 1, .float where bits == 32 || bits == 64:
            return PCMLayout(encoding: encoding, bytesPerSample: bytes, bigEndian: bigEndian)
        default:
            return nil
        }
    }
}
