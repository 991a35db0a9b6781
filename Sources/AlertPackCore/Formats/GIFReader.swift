/// Walks a GIF's blocks (GIF89a specification): the logical screen gives the size, each image
/// descriptor is a frame, and the file must end with the trailer (0x3B). A file cut off on its
/// way has no trailer.
enum GIFReader {
    struct Info: Equatable {
        var width: Int
        var height: Int
        var frames: Int
    }

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> Info {
        var reader = SequentialReader(file)
        try reader.skip(6, "the GIF signature")
        let width = try reader.uint16LE("the GIF screen descriptor")
        let height = try reader.uint16LE("the GIF screen descriptor")
        let packed = try reader.byte("the GIF screen descriptor")
        try reader.skip(2, "the GIF screen descriptor")
        if packed & 0x80 != 0 { try reader.skip(3 << (Int64(packed & 0x07) + 1), "the GIF's global colour table") }
        var frames = 0
        let cut = "a GIF block: the image is cut off (no trailer)"
        while true {
            switch try reader.byte(cut) {
            case 0x3B:
                guard frames > 0 else { throw AlertPackError.media(.gifNoImage) }
                guard width > 0, height > 0 else { throw AlertPackError.media(.zeroPixels("the GIF", width: width, height: height)) }
                return Info(width: width, height: height, frames: frames)
            case 0x21:
                _ = try reader.byte(cut)  // the extension's label
                try skipSubBlocks(&reader, cut)
            case 0x2C:
                try reader.skip(8, "a GIF image descriptor")
                let local = try reader.byte("a GIF image descriptor")
                if local & 0x80 != 0 { try reader.skip(3 << (Int64(local & 0x07) + 1), "a GIF local colour table") }
                _ = try reader.byte(cut)  // LZW minimum code size
                try skipSubBlocks(&reader, cut)
                frames += 1
            case let other:
                throw AlertPackError.media(.notAtBlock("GIF block", at: reader.position - 1, byte: FourCC.hex(other)))
            }
        }
    }

    private static func skipSubBlocks(_ reader: inout SequentialReader, _ what: String) throws(AlertPackError) {
        while true {
            let length = try reader.byte(what)
            if length == 0 { return }
            try reader.skip(Int64(length), what)
        }
    }
}
