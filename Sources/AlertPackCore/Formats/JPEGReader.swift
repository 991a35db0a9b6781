/// Walks a JPEG's markers (ITU T.81, JFIF): the frame header gives the size; entropy-coded data
/// is scanned to the next marker; the file must end with End Of Image. A file cut off on its way
/// (a partial download) has no EOI, which is what iOS refuses as corrupt. With `toEnd` false the
/// walk stops at the frame header, for the size alone.
enum JPEGReader {
    struct Info: Equatable {
        var width: Int
        var height: Int
    }

    static func read(_ file: RandomAccessFile, toEnd: Bool = true) throws(AlertPackError) -> Info {
        var reader = SequentialReader(file)
        guard try reader.byte("the JPEG header") == 0xFF, try reader.byte("the JPEG header") == 0xD8 else {
            throw AlertPackError.media(.noJPEGStart)
        }
        var size: Info?
        // The marker that ended a scan's compressed data, already read.
        var pending: UInt8?
        while true {
            let marker: UInt8
            if let found = pending {
                marker = found
                pending = nil
            } else {
                // Markers may be padded with any number of 0xFF bytes.
                var byte = try reader.byte("a JPEG marker: the image is cut off (no end-of-image marker)")
                guard byte == 0xFF else {
                    throw AlertPackError.media(.notAtBlock("JPEG marker", at: reader.position - 1, byte: FourCC.hex(byte)))
                }
                repeat { byte = try reader.byte("a JPEG marker: the image is cut off") } while byte == 0xFF
                marker = byte
            }
            switch marker {
            case 0xD9:
                guard let size else { throw AlertPackError.media(.jpegNoFrame) }
                return size
            case 0x01, 0xD0...0xD7:
                continue  // no length
            default:
                let length = try reader.uint16BE("a JPEG segment's length")
                guard length >= 2 else { throw AlertPackError.media(.jpegSegmentLength(at: reader.position - 4, length: length)) }
                // Frame headers (SOF0-SOF15 but DHT, JPG and DAC) carry the size.
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard length >= 7 else { throw AlertPackError.media(.jpegFrameHeaderShort(length: length)) }
                    _ = try reader.byte("the JPEG frame header")
                    let height = try reader.uint16BE("the JPEG frame header")
                    let width = try reader.uint16BE("the JPEG frame header")
                    guard width > 0, height > 0 else {
                        throw AlertPackError.media(.zeroPixels("the JPEG frame header", width: width, height: height))
                    }
                    size = Info(width: width, height: height)
                    if !toEnd { return Info(width: width, height: height) }
                    try reader.skip(Int64(length - 7), "the JPEG frame header")
                } else {
                    try reader.skip(Int64(length - 2), "a JPEG segment (marker 0x\(FourCC.hex(marker)))")
                }
                if marker == 0xDA { pending = try skipEntropyCoded(&reader) }
            }
        }
    }

    /// After a scan header: compressed data up to the next marker that is not a stuffed 0x00
    /// or a restart marker; returns that marker.
    private static func skipEntropyCoded(_ reader: inout SequentialReader) throws(AlertPackError) -> UInt8 {
        let cut = "the compressed image data: the image is cut off (no end-of-image marker)"
        while true {
            guard try reader.byte(cut) == 0xFF else { continue }
            var next = try reader.byte(cut)
            while next == 0xFF { next = try reader.byte(cut) }
            if next == 0x00 || (0xD0...0xD7).contains(next) { continue }
            return next
        }
    }
}
