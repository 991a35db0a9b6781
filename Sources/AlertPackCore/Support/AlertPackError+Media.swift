extension AlertPackError {
    /// A media or image container whose structure cannot be read: Matroska/WebM's EBML elements,
    /// MP4's boxes, JPEG's markers, GIF's blocks (kind: file). Byte positions are the reader's; a
    /// byte comes as the hex digits a message shows.
    /// Messages: AlertPackError+MediaMessages.swift.
    public enum MediaFailure: Sendable, Equatable {
        // Matroska and WebM.

        /// The `docType` ("webm", "matroska") file has no audio track.
        case noMatroskaAudio(docType: String)
        /// The Segment declares an absurd duration.
        case absurdDuration(seconds: Double)
        /// The file does not start with an EBML header.
        case noEBMLHeader
        /// No Segment after the EBML header.
        case noSegment
        /// More than `limit` elements before the audio track's description.
        case tooManyElements(limit: Int)
        /// An element of unknown size before the first Cluster.
        case unknownSizeElement
        /// An EBML element at `at` with an invalid length field.
        case ebmlInvalidLength(at: Int64)
        /// The file ends inside an EBML element header at `at`.
        case ebmlHeaderCutOff(at: Int64)
        /// An EBML element id at `at` longer than 4 bytes.
        case ebmlIDTooLong(at: Int64)
        /// The EBML element at `at` runs past the element that holds it.
        case ebmlPastParent(at: Int64)
        /// The EBML element `id` at `at` declares `declared` bytes; only `remain` remain.
        case ebmlCutOff(id: UInt32, at: Int64, declared: UInt64, remain: Int64)
        /// An EBML unsigned integer at `at` longer than 8 bytes.
        case ebmlIntegerTooLong(at: Int64)
        /// An EBML float at `at` of `bytes` bytes (4 or 8 expected).
        case ebmlFloatSize(at: Int64, bytes: Int)
        /// An EBML string at `at` of `bytes` bytes.
        case ebmlStringTooLong(at: Int64, bytes: Int64)

        // MP4 (ISO base media).

        /// No 'moov' box with a track; `incomplete` adds the likely cause.
        case noMovie(incomplete: Bool)
        /// The `type` box at `at` declares an absurd size.
        case boxAbsurdSize(_ type: String, at: Int64)
        /// The `type` box at `at` declares `declared` bytes; `remain` remain.
        case boxCutOff(_ type: String, at: Int64, declared: Int64, remain: Int64)
        /// The `type` box is `length` bytes, over the `limit` read.
        case boxOverLimit(_ type: String, length: Int64, limit: Int)
        /// Boxes nest more than `maxDepth` deep.
        case boxesTooDeep(maxDepth: Int)
        /// The 'stts' box's durations add up past Int64.
        case sttsOverflow
        /// No audio track; the tracks' `handlers`.
        case noAudioTrack(handlers: [String])
        /// The audio track has no sample description.
        case noSampleDescription
        /// The 'stsd' box has no sample description.
        case emptySampleDescriptions
        /// The audio sample description is `size` bytes, which does not fit its box.
        case sampleDescriptionSize(_ size: Int)
        /// The edit list starts at `start`, past the track's `total` (in 1/`timescale` s).
        case editPastEnd(start: Int64, total: Int64, timescale: Int64)
        /// The track lasts `media` in 1/`timescale` s: no length a sound can have.
        case impossibleLength(_ media: Int64, timescale: Int64)

        // JPEG and GIF.

        /// No JPEG start-of-image marker.
        case noJPEGStart
        /// Byte `at` should begin a `unit` ("JPEG marker", "GIF block") but is `byte` (hex).
        case notAtBlock(_ unit: String, at: Int64, byte: String)
        /// The JPEG ends before any frame header.
        case jpegNoFrame
        /// A JPEG segment at `at` declares `length` bytes.
        case jpegSegmentLength(at: Int64, length: Int)
        /// The JPEG frame header is `length` bytes; at least 7 expected.
        case jpegFrameHeaderShort(length: Int)
        /// `part` ("the JPEG frame header", "the GIF") declares a size with a zero side.
        case zeroPixels(_ part: String, width: Int, height: Int)
        /// The GIF has no image in it.
        case gifNoImage
    }
}
