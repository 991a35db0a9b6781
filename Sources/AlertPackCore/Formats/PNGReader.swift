import Foundation

/// What a PNG's chunks say, read by walking them ourselves: nothing is decoded or allocated by
/// size here, so a header claiming 100000×100000 pixels costs a few reads.
package struct PNGHeaderInfo: Sendable, Equatable {
    package var width: UInt32
    package var height: UInt32
    package var bitDepth: Int
    /// The stored PNG colour type: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA.
    package var colorType: Int
    package var interlaced: Bool
    package var hasTRNS = false
    package var hasSRGB = false
    package var hasICCP = false
    package var iccName: String?
    /// The gAMA chunk's value (e.g. 0.45455), if any.
    package var gamma: Double?
    /// An APNG `acTL` chunk: an animated PNG.
    package var animated = false
    /// Apple's Xcode-optimised variant: a `CgBI` chunk before IHDR, premultiplied BGRA, raw deflate.
    package var cgbi = false

    package var hasAlphaChannel: Bool { colorType == 4 || colorType == 6 }
}

enum PNGReader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Valid bit depths per colour type (PNG specification, table 11.1).
    private static let validDepths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    static func read(_ file: RandomAccessFile) throws(AlertPackError) -> PNGHeaderInfo {
        let head = try file.read(at: 0, count: min(8, Int(file.size)), what: "PNG signature")
        guard head == signature else {
            if let index = zip(head, signature).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                throw AlertPackError.malformed(
                    "bad PNG signature: byte \(index + 1) is 0x\(String(head[index], radix: 16)), should be 0x\(String(signature[index], radix: 16))")
            }
            throw AlertPackError.malformed("the file is only \(file.size) bytes long: it ends inside the PNG signature")
        }
        var info: PNGHeaderInfo?
        var cgbi = false
        var sawIDAT = false
        var offset: Int64 = 8
        var index = 0
        while true {
            guard offset + 8 <= file.size else {
                throw AlertPackError.malformed(
                    info == nil ? "no IHDR chunk: the file ends after the signature" : "no IEND chunk: the file ends at byte \(file.size) (truncated)"
                )
            }
            let (type, length) = try chunkHeader(file, at: offset)
            let body = offset + 8
            if index == 0 && type == "CgBI" {
                cgbi = true
            } else if var header = info {
                switch type {
                case "IHDR": throw AlertPackError.malformed("a second IHDR chunk at byte \(offset)")
                case "IDAT": sawIDAT = true
                case "tRNS": header.hasTRNS = true
                case "sRGB": header.hasSRGB = true
                case "acTL": header.animated = true
                case "gAMA" where length == 4:
                    var cursor = ByteCursor(try file.read(at: body, count: 4, what: "gAMA chunk"), what: "the gAMA chunk")
                    header.gamma = Double(try cursor.uint32BE()) / 100_000
                case "iCCP":
                    header.hasICCP = true
                    let nameBytes = try file.read(at: body, count: Int(min(length, 80)), what: "iCCP chunk")
                    header.iccName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                case "IEND":
                    guard sawIDAT else { throw AlertPackError.malformed("no IDAT chunk: the image has no pixel data") }
                    return header
                default:
                    break
                }
                info = header
            } else {
                guard type == "IHDR" else { throw AlertPackError.malformed("the first chunk is '\(type)', not IHDR") }
                guard length == 13 else { throw AlertPackError.malformed("the IHDR chunk is \(length) bytes long, not 13") }
                info = try readIHDR(try file.read(at: body, count: 13, what: "IHDR chunk"), cgbi: cgbi)
            }
            offset = body + length + 4
            index += 1
        }
    }

    /// The type and length of the chunk at `offset`, refused when the type is not four letters,
    /// the length is over PNG's limit, or the chunk and its CRC run past the end of the file.
    private static func chunkHeader(_ file: RandomAccessFile, at offset: Int64) throws(AlertPackError) -> (type: String, length: Int64) {
        var header = ByteCursor(try file.read(at: offset, count: 8, what: "chunk header"), what: "a chunk header")
        let length = Int64(try header.uint32BE())
        let typeBytes = Array(try header.take(4))
        let type = FourCC.text(typeBytes)
        guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            throw AlertPackError.malformed("invalid chunk type \(type) at byte \(offset)")
        }
        guard length <= 0x7FFF_FFFF else {
            throw AlertPackError.malformed("the '\(type)' chunk at byte \(offset) declares an invalid length \(length)")
        }
        guard offset + 8 + length + 4 <= file.size else {
            throw AlertPackError.malformed(
                "the '\(type)' chunk at byte \(offset) declares \(length) bytes but the file ends at byte \(file.size) (truncated)")
        }
        return (type, length)
    }

    private static func readIHDR(_ bytes: [UInt8], cgbi: Bool) throws(AlertPackError) -> PNGHeaderInfo {
        var cursor = ByteCursor(bytes, what: "the IHDR chunk")
        let width = try cursor.uint32BE()
        let height = try cursor.uint32BE()
        let depth = Int(try cursor.uint8())
        let colorType = Int(try cursor.uint8())
        let compression = try cursor.uint8()
        let filter = try cursor.uint8()
        let interlace = try cursor.uint8()
        guard width > 0, height > 0 else { throw AlertPackError.malformed("the IHDR chunk declares \(width)x\(height) pixels (zero)") }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw AlertPackError.malformed("the IHDR chunk declares \(width)x\(height) pixels (over the PNG maximum)")
        }
        guard let depths = validDepths[colorType] else {
            throw AlertPackError.malformed("the IHDR chunk declares colour type \(colorType), which PNG does not define")
        }
        guard depths.contains(depth) else {
            throw AlertPackError.malformed("the IHDR chunk declares bit depth \(depth), invalid for colour type \(colorType)")
        }
        guard compression == 0 else { throw AlertPackError.malformed("the IHDR chunk declares compression method \(compression)") }
        guard filter == 0 else { throw AlertPackError.malformed("the IHDR chunk declares filter method \(filter)") }
        guard interlace <= 1 else { throw AlertPackError.malformed("the IHDR chunk declares interlace method \(interlace)") }
        return PNGHeaderInfo(width: width, height: height, bitDepth: depth, colorType: colorType, interlaced: interlace == 1, cgbi: cgbi)
    }
}
