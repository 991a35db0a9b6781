extension AlertPackError {
    /// An image, media or payload file that is not what it claims to be (kind: file).
    /// Messages: AlertPackError+Messages.swift.
    public enum ContentFailure: Sendable, Equatable {
        /// Not an image; `prefix` is the start of the file in words.
        case notImage(startsWith: String)
        /// An image's data does not decode; `words` is the decoder's ("" when it said nothing).
        case imageUndecodable(_ words: String)
        /// An image's pixel size is over what a check decodes.
        case imageOverDecodeLimit
        /// A media file whose tracks (`handlers`) hold neither sound nor video.
        case noSoundOrVideo(handlers: [String])
        /// A RIFF header shorter than its 8 bytes.
        case riffHeaderCutOff
        /// A RIFF header that declares `declared` bytes in a file of `fileSize`.
        case riffCutOff(declared: Int64, fileSize: Int64)
        /// An image file of `format` whose size cannot be read or is over `maxSide`.
        case imageSizeUnreadable(_ format: String, maxSide: Int)
        /// Not an image of the formats preview reads.
        case notPreviewImage
        /// An actions file of `bytes`, over the 1 MiB one is read to.
        case actionsFileTooLarge(bytes: Int64)
        /// An actions file that is neither JSON nor YAML; `error` is the YAML reader's.
        indirect case actionsNotParsed(AlertPackError)
        /// The `key` list an actions file is made of is missing.
        case expectedList(_ key: String)
        /// The value at `keyPath` is not a table.
        case notTable(_ keyPath: String)
        /// A `.headers` file beside a payload that cannot be read (`AlertPackError+PushHeaders`).
        case pushHeaders(PushHeadersProblem)
        /// An actions category with no actions list.
        case categoryWithoutActions(_ category: String)
        /// An action (`index` in its category's list) with no title.
        case actionWithoutTitle(category: String, index: Int)
        /// An ICC profile lcms2 cannot read or (`convert`) cannot convert to sRGB.
        case iccProfile(convert: Bool)
        /// An image the inspector cannot read; `reason` is its finding's words.
        case unreadableImage(_ reason: String)
        /// Reading a JPEG, GIF or WebP without ffmpeg installed.
        case imageNeedsFFmpeg
        /// ffmpeg did not decode the image to `width`×`height`.
        case ffmpegImageSize(width: Int, height: Int)
        // PNG.

        /// The PNG signature differs at byte `byte` (1-based): `found` where `expected` belongs.
        case pngSignature(byte: Int, found: UInt8, expected: UInt8)
        /// The file ends inside the PNG signature.
        case endsInsidePNGSignature(fileSize: Int64)
        /// The file ends before the IHDR chunk (`header`) or before the IEND chunk, at byte `fileEnd`.
        case pngEndsEarly(beforeHeader: Bool, fileEnd: Int64)
        /// A second IHDR chunk at byte `at`.
        case secondIHDR(at: Int64)
        /// No IDAT chunk: no pixel data.
        case noIDAT
        /// The first chunk is `type`, not IHDR.
        case firstChunkNotIHDR(_ type: String)
        /// The IHDR chunk is `length` bytes long, not 13.
        case ihdrLength(_ length: Int64)
        /// A chunk type (`type`) that is not four letters, at byte `at`.
        case invalidChunkType(_ type: String, at: Int64)
        /// A chunk `type` at byte `at` that declares a length over PNG's maximum.
        case invalidChunkLength(_ type: String, at: Int64, length: Int64)
        /// A chunk `type` at byte `at` that declares `declared` bytes past the end of the file.
        case pngChunkCutOff(_ type: String, at: Int64, declared: Int64, fileEnd: Int64)
        /// The IHDR chunk declares a size of zero or (`overMaximum`) over PNG's maximum.
        case ihdrPixels(width: UInt32, height: UInt32, overMaximum: Bool)
        /// The IHDR chunk declares a colour type PNG does not define.
        case ihdrColorType(_ colorType: Int)
        /// The IHDR chunk declares a bit depth invalid for its colour type.
        case ihdrBitDepth(_ depth: Int, colorType: Int)
        /// The IHDR chunk declares a `method` ("compression", "filter", "interlace") PNG does not define.
        case ihdrMethod(_ method: String, value: UInt8)
    }
}
