/// Width and height of images that are not PNG (JPEG, GIF, WebP, TIFF, HEIC/AVIF, BMP), read
/// from their headers, so that a wrong-format icon is still reported with its size.
enum ImageDimensions {
    static func read(_ file: RandomAccessFile, format: String) -> (width: Int, height: Int)? {
        switch format {
        case "jpeg": return jpeg(file)
        case "gif": return gif(file)
        case "webp": return webp(file)
        case "tiff": return tiff(file)
        case "heic", "avif": return heif(file)
        default: return nil
        }
    }

    private static func bytes(_ file: RandomAccessFile, _ offset: Int64, _ count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        return file.readAvailable(at: offset, into: &buffer) == count ? buffer : nil
    }

    private static func be(_ b: [UInt8], _ at: Int, _ width: Int) -> Int { b[at..<at + width].reduce(0) { $0 << 8 | Int($1) } }
    private static func le(_ b: [UInt8], _ at: Int, _ width: Int) -> Int { b[at..<at + width].reversed().reduce(0) { $0 << 8 | Int($1) } }

    /// The first frame header's dimensions, read by the JPEG reader that stops there.
    private static func jpeg(_ file: RandomAccessFile) -> (Int, Int)? {
        (try? JPEGReader.read(file, toEnd: false)).map { ($0.width, $0.height) }
    }

    private static func gif(_ file: RandomAccessFile) -> (Int, Int)? {
        guard let header = bytes(file, 6, 4) else { return nil }
        return (le(header, 0, 2), le(header, 2, 2))
    }

    /// VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk, first after the RIFF header.
    private static func webp(_ file: RandomAccessFile) -> (Int, Int)? {
        guard let chunk = bytes(file, 12, 18) else { return nil }
        switch FourCC.text(chunk[0..<4]) {
        case "VP8 ":
            guard let frame = bytes(file, 12, 20) else { return nil }
            return (le(frame, 14, 2) & 0x3FFF, le(frame, 16, 2) & 0x3FFF)
        case "VP8L":
            let bits = le(chunk, 9, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (le(chunk, 12, 3) + 1, le(chunk, 15, 3) + 1)
        default:
            return nil
        }
    }

    /// ImageWidth (256) and ImageLength (257) in the first IFD.
    private static func tiff(_ file: RandomAccessFile) -> (Int, Int)? {
        guard let header = bytes(file, 0, 8) else { return nil }
        let little = header[0] == 0x49
        func number(_ b: [UInt8], _ at: Int, _ width: Int) -> Int { little ? le(b, at, width) : be(b, at, width) }
        let ifd = Int64(number(header, 4, 4))
        guard let countBytes = bytes(file, ifd, 2) else { return nil }
        let count = min(number(countBytes, 0, 2), 1000)
        var width: Int?, height: Int?
        for index in 0..<count {
            guard let entry = bytes(file, ifd + 2 + Int64(index) * 12, 12) else { return nil }
            let tag = number(entry, 0, 2), type = number(entry, 2, 2)
            let value = type == 3 ? number(entry, 8, 2) : number(entry, 8, 4)
            if tag == 256 { width = value }
            if tag == 257 { height = value }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }

    /// HEIF/AVIF: the first `ispe` (image spatial extent) property inside `meta/iprp/ipco`.
    private static func heif(_ file: RandomAccessFile) -> (Int, Int)? {
        // The properties sit in the first few kilobytes; a byte search finds 'ispe' without
        // walking every box.
        let window = Int(min(file.size, 64 * 1024))
        guard let head = bytes(file, 0, window) else { return nil }
        let needle: [UInt8] = [0x69, 0x73, 0x70, 0x65]
        var index = 4
        while index + 16 <= head.count {
            if Array(head[index..<index + 4]) == needle {
                return (be(head, index + 8, 4), be(head, index + 12, 4))
            }
            index += 1
        }
        return nil
    }
}
