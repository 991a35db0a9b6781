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
                throw AlertPackError.content(.pngSignature(byte: index + 1, found: head[index], expected: signature[index]))
            }
            throw AlertPackError.content(.endsInsidePNGSignature(fileSize: file.size))
        }
        var info: PNGHeaderInfo?
        var cgbi = false
        var sawIDAT = false
        var offset: Int64 = 8
        var index = 0
        while true {
            guard offset + 8 <= file.size else {
                throw AlertPackError.content(.pngEndsEarly(beforeHeader: info == nil, fileEnd: file.size))
            }
            let (type, length) = try chunkHeader(file, at: offset)
            let body = offset + 8
            if index == 0 && type == "CgBI" {
                cgbi = true
            } else if var header = info {
                switch type {
                case "IHDR": throw AlertPackError.content(.secondIHDR(at: offset))
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
                    guard sawIDAT else { throw AlertPackError.content(.noIDAT) }
                    return header
                default:
                    break
                }
                info = header
            } else {
                guard type == "IHDR" else { throw AlertPackError.content(.firstChunkNotIHDR(type)) }
                guard length == 13 else { throw AlertPackError.content(.ihdrLength(length)) }
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
            throw AlertPackError.content(.invalidChunkType(type, at: offset))
        }
        guard length <= 0x7FFF_FFFF else {
            throw AlertPackError.content(.invalidChunkLength(type, at: offset, length: length))
        }
        guard offset + 8 + length + 4 <= file.size else {
            throw AlertPackError.content(.pngChunkCutOff(type, at: offset, declared: length, fileEnd: file.size))
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
        guard width > 0, height > 0 else { throw AlertPackError.content(.ihdrPixels(width: width, height: height, overMaximum: false)) }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw AlertPackError.content(.ihdrPixels(width: width, height: height, overMaximum: true))
        }
        guard let depths = validDepths[colorType] else {
            throw AlertPackError.content(.ihdrColorType(colorType))
        }
        guard depths.contains(depth) else {
            throw AlertPackError.content(.ihdrBitDepth(depth, colorType: colorType))
        }
        guard compression == 0 else { throw AlertPackError.content(.ihdrMethod("compression", value: compression)) }
        guard filter == 0 else { throw AlertPackError.content(.ihdrMethod("filter", value: filter)) }
        guard interlace <= 1 else { throw AlertPackError.content(.ihdrMethod("interlace", value: interlace)) }
        return PNGHeaderInfo(width: width, height: height, bitDepth: depth, colorType: colorType, interlaced: interlace == 1, cgbi: cgbi)
    }
}
