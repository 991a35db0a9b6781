/// The messages of `AlertPackError.MediaFailure`, written here and nowhere else (the other
/// families' are in AlertPackError+Messages.swift).
extension AlertPackError.MediaFailure {
    /// A media or image container that cannot be read.
    public var message: String {
        switch self {
        case .noMatroskaAudio(let docType): "the \(docType) file has no audio track"
        case .absurdDuration(let seconds): "the Segment declares a duration of \(seconds) s (absurd)"
        case .noEBMLHeader: "the file does not start with an EBML header"
        case .noSegment: "no Matroska Segment after the EBML header"
        case .tooManyElements(let limit): "more than \(limit) elements before the audio track's description"
        case .unknownSizeElement: "a Matroska element of unknown size before the first Cluster"
        case .ebmlInvalidLength(let at): "an EBML element at byte \(at) has an invalid length field"
        case .ebmlHeaderCutOff(let at): "the file ends inside an EBML element header at byte \(at)"
        case .ebmlIDTooLong(let at): "an EBML element id at byte \(at) is longer than 4 bytes"
        case .ebmlPastParent(let at): "the EBML element at byte \(at) runs past the element that holds it"
        case .ebmlCutOff(let id, let at, let declared, let remain):
            "the EBML element 0x\(String(id, radix: 16, uppercase: true)) at byte \(at) declares \(declared) bytes but only \(remain) remain (truncated file)"
        case .ebmlIntegerTooLong(let at): "an EBML unsigned integer at byte \(at) is longer than 8 bytes"
        case .ebmlFloatSize(let at, let bytes): "an EBML float at byte \(at) is \(bytes) bytes long (4 or 8 expected)"
        case .ebmlStringTooLong(let at, let bytes): "an EBML string at byte \(at) is \(bytes) bytes long"
        case .noMovie(let incomplete):
            "no 'moov' box with a track: the file holds no playable media" + (incomplete ? " (an incomplete download or recording?)" : "")
        case .boxAbsurdSize(let type, let at): "the '\(type)' box at byte \(at) declares an absurd size"
        case .boxCutOff(let type, let at, let declared, let remain):
            "the '\(type)' box at byte \(at) declares \(declared) bytes but \(remain) remain (truncated or damaged file)"
        case .boxOverLimit(let type, let length, let limit): "the '\(type)' box is \(length) bytes long (at most \(limit) expected)"
        case .boxesTooDeep(let maxDepth): "boxes nest more than \(maxDepth) deep"
        case .sttsOverflow: "the 'stts' box's durations add up to more than \(Int64.max)"
        case .noAudioTrack(let handlers): "the file has no audio track (its tracks are \(handlers.joined(separator: ", ")))"
        case .noSampleDescription: "the audio track has no sample description ('stsd')"
        case .emptySampleDescriptions: "the 'stsd' box has no sample description"
        case .sampleDescriptionSize(let size): "the audio sample description is \(size) bytes long, which does not fit its 'stsd' box"
        case .editPastEnd(let start, let total, let timescale):
            "the edit list starts at \(start) but the track lasts only \(total) (in 1/\(timescale) s)"
        case .impossibleLength(let media, let timescale): "the audio track lasts \(media) in 1/\(timescale) s, which is no length a sound can have"
        case .noJPEGStart: "no JPEG start-of-image marker"
        case .notAtBlock(let unit, let at, let byte): "byte \(at) should begin a \(unit) but is 0x\(byte)"
        case .jpegNoFrame: "the JPEG ends before any frame header (SOF): no image in it"
        case .jpegSegmentLength(let at, let length): "a JPEG segment at byte \(at) declares \(length) bytes"
        case .jpegFrameHeaderShort(let length): "the JPEG frame header is \(length) bytes; at least 7 expected"
        case .zeroPixels(let part, let width, let height): "\(part) declares \(width)x\(height) pixels"
        case .gifNoImage: "the GIF has no image in it"
        }
    }
}
