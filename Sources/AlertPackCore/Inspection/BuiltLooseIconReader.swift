import CZlib

/// A loose icon PNG of a built app: its header (`PNGReader`, which knows Xcode's CgBI chunk) and
/// its transparent pixels, counted by inflating and unfiltering its rows here: a CgBI file's
/// IDAT is raw deflate (no zlib header) of BGRA, which libpng refuses. Decoded: not interlaced,
/// gray+alpha or RGBA of 8 or 16 bits (CgBI is always RGBA 8), and palettes (alpha from tRNS);
/// other kinds with a colour key leave the count nil.
enum BuiltLooseIconReader {
    /// The most pixels counted (an icon is at most 1024 × 1024).
    static let maxPixels = 4096 * 4096

    /// How to read alpha from the unfiltered rows.
    struct Layout {
        let width: Int
        let height: Int
        let bitDepth: Int
        let channels: Int
        /// Palette alpha by index (tRNS), for colour type 3.
        let palette: [UInt8]?

        var rowBytes: Int { (width * bitDepth * channels + 7) / 8 }
        /// The filters' unit: bytes per pixel, at least one.
        var unit: Int { max(1, bitDepth * channels / 8) }
    }

    static func read(_ path: String, name: String) throws(AlertPackError) -> LooseIcon {
        let file = try RandomAccessFile(path: path)
        let header = try PNGReader.read(file)
        let width = Int(header.width)
        let height = Int(header.height)
        var transparent: Int?
        if !header.hasAlphaChannel && !header.hasTRNS {
            transparent = 0
        } else if !header.interlaced, header.colorType == 6 || header.colorType == 4 || header.colorType == 3, width * height <= maxPixels {
            let (data, trns) = try chunks(file)
            let channels = header.colorType == 6 ? 4 : header.colorType == 4 ? 2 : 1
            let layout = Layout(
                width: width, height: height, bitDepth: header.bitDepth, channels: channels, palette: header.colorType == 3 ? trns : nil)
            transparent = count(data, raw: header.cgbi, layout: layout)
        }
        return LooseIcon(
            path: name, width: width, height: height, isCgBI: header.cgbi, hasAlphaChannel: header.hasAlphaChannel,
            transparentPixels: transparent)
    }

    /// The IDAT chunks' data, joined, and the tRNS chunk's.
    static func chunks(_ file: RandomAccessFile) throws(AlertPackError) -> ([UInt8], [UInt8]) {
        var data: [UInt8] = []
        var trns: [UInt8] = []
        var offset: Int64 = 8
        while offset + 12 <= file.size {
            let head = try file.read(at: offset, count: 8, what: "a PNG chunk header")
            let length = Int64(head[0]) << 24 | Int64(head[1]) << 16 | Int64(head[2]) << 8 | Int64(head[3])
            let type = String(decoding: head[4..<8], as: UTF8.self)
            guard offset + 12 + length <= file.size else { break }
            if type == "IDAT" { data += try file.read(at: offset + 8, count: Int(length), what: "an IDAT chunk") }
            if type == "tRNS" { trns = try file.read(at: offset + 8, count: Int(min(length, 256)), what: "the tRNS chunk") }
            if type == "IEND" { break }
            offset += 12 + length
        }
        return (data, trns)
    }

    /// Pixels whose alpha is below full; nil when the data does not inflate to the rows.
    static func count(_ data: [UInt8], raw: Bool, layout: Layout) -> Int? {
        let stride = layout.rowBytes
        guard let rows = inflate(data, raw: raw, size: layout.height * (stride + 1)) else { return nil }
        var previous = [UInt8](repeating: 0, count: stride)
        var current = [UInt8](repeating: 0, count: stride)
        var transparent = 0
        let unit = layout.unit
        for row in 0..<layout.height {
            let start = row * (stride + 1)
            let filter = rows[start]
            for index in 0..<stride {
                let byte = rows[start + 1 + index]
                let left = index >= unit ? current[index - unit] : 0
                let up = previous[index]
                let corner = index >= unit ? previous[index - unit] : 0
                switch filter {
                case 0: current[index] = byte
                case 1: current[index] = byte &+ left
                case 2: current[index] = byte &+ up
                case 3: current[index] = byte &+ UInt8((Int(left) + Int(up)) / 2)
                case 4: current[index] = byte &+ paeth(left, up, corner)
                default: return nil
                }
            }
            transparent += countRow(current, layout: layout)
            swap(&previous, &current)
        }
        return transparent
    }

    /// The transparent pixels of one unfiltered row.
    static func countRow(_ row: [UInt8], layout: Layout) -> Int {
        var count = 0
        if let palette = layout.palette {
            let perByte = 8 / layout.bitDepth
            let mask = (1 << layout.bitDepth) - 1
            for x in 0..<layout.width {
                let shift = 8 - layout.bitDepth * (x % perByte + 1)
                let index = Int(row[x / perByte]) >> shift & mask
                if index < palette.count && palette[index] != 255 { count += 1 }
            }
            return count
        }
        let sample = layout.bitDepth / 8
        let pixel = layout.channels * sample
        var alpha = (layout.channels - 1) * sample
        while alpha < row.count {
            if row[alpha] != 255 || (sample == 2 && row[alpha + 1] != 255) { count += 1 }
            alpha += pixel
        }
        return count
    }

    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    /// Exactly `size` bytes inflated from `data` (raw deflate for CgBI, zlib otherwise), or nil.
    static func inflate(_ data: [UInt8], raw: Bool, size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: size + 1)
        var stream = z_stream()
        guard inflateInit2_(&stream, raw ? -15 : 15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = data
        let made: Int = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                let status = CZlib.inflate(&stream, Z_FINISH)
                return status == Z_STREAM_END || status == Z_BUF_ERROR || status == Z_OK ? outBuffer.count - Int(stream.avail_out) : -1
            }
        }
        return made == size ? Array(output[0..<size]) : nil
    }
}
