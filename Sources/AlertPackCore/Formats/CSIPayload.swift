/// Bytes of the file: where a later decoder finds them.
package struct FileRange: Equatable, Sendable {
    package let offset: Int64
    package let length: Int
}

/// How a rendition's bitmap is compressed (the CELM header's compression id).
package struct CSICompression: Equatable, Sendable, CustomStringConvertible {
    package let rawValue: UInt32

    static let names = [
        "uncompressed", "rle", "zip", "lzvn", "lzfse", "jpeg-lzfse", "blurred", "astc", "palette-img", "hevc",
        "deepmap-lzfse", "deepmap2", "dxtc",
    ]

    /// Apple's name for it ("lzfse", "deepmap2"), or "compression N" for one not known.
    package var description: String {
        Int(rawValue) < Self.names.count ? Self.names[Int(rawValue)] : "compression \(rawValue)"
    }
}

/// What follows a rendition's header and properties, by its tag (the file's bytes, e.g. `MLEC`
/// for CoreUI's 'CELM'): its facts and byte ranges, never decoded.
package enum CSIPayload: Equatable, Sendable {
    /// A bitmap (`MLEC`): the compression and its data, whole or in chunks of rows (`KCBC`).
    case bitmap(CSIBitmap)
    /// Raw data (`DWAR`): a JPEG, PDF, SVG or data file; `flags` 1 where it is LZFSE-compressed.
    case rawData(flags: UInt32, data: FileRange, streamMagic: String)
    /// A colour (`RLOC`): its colour space and components.
    case color(colorSpace: Int, components: [Double])
    /// A multisize image set (`SISM`): the sizes it lists (an app icon's sizes, in old catalogs).
    case multisizeImageSet([MultisizeEntry])
    /// Anything else (a gradient, a layer stack…): its tag and bytes.
    case other(tag: String, data: FileRange)
    /// No payload (internal links, which point into a packed asset; empty renditions).
    case none

    package struct MultisizeEntry: Equatable, Sendable {
        package let width: Int
        package let height: Int
        package let index: Int
    }

    /// At most this many chunks or entries are listed.
    static let maxItems = 65536

    /// Reads the payload's tag and framing at `range` of `file`.
    static func read(_ file: RandomAccessFile, range: FileRange, what: String) throws(AlertPackError) -> CSIPayload {
        guard range.length >= 4 else { return range.length == 0 ? .none : .other(tag: "", data: range) }
        let head = try file.read(at: range.offset, count: min(16, range.length), what: what)
        var cursor = ByteCursor(head, what: what)
        let tag = FourCC.text(try cursor.take(4))
        switch tag {
        case "MLEC": return .bitmap(try CSIBitmap.read(file, range: range, what: what))
        case "DWAR":
            let flags = try cursor.uint32LE()
            let length = Int(try cursor.uint32LE())
            let data = try inner(range, skip: 12, length: length, what: what)
            return .rawData(flags: flags, data: data, streamMagic: try magic(file, data, what: what))
        case "RLOC": return try color(file, range: range, what: what)
        case "SISM": return try multisize(file, range: range, what: what)
        default: return .other(tag: tag, data: range)
        }
    }

    /// The `length` bytes after `skip` bytes of `range`, checked to lie inside it.
    static func inner(_ range: FileRange, skip: Int, length: Int, what: String) throws(AlertPackError) -> FileRange {
        guard length >= 0, skip + length <= range.length else {
            throw AlertPackError.reading(
                .holdsFewer(what, declared: Int64(length), unit: "bytes of data", holds: Int64(max(0, range.length - skip)), only: false))
        }
        return FileRange(offset: range.offset + Int64(skip), length: length)
    }

    /// The first four bytes of a stream ("bvx2" for LZFSE, "dmp2" for deepmap2), as text.
    static func magic(_ file: RandomAccessFile, _ range: FileRange, what: String) throws(AlertPackError) -> String {
        FourCC.text(try file.read(at: range.offset, count: min(4, range.length), what: what))
    }

    private static func color(_ file: RandomAccessFile, range: FileRange, what: String) throws(AlertPackError) -> CSIPayload {
        var cursor = ByteCursor(try file.read(at: range.offset, count: min(range.length, 16 + 8 * 16), what: what), what: what)
        _ = try cursor.take(8)
        let info = try cursor.uint32LE()
        let count = Int(try cursor.uint32LE())
        guard count <= 16 else { throw AlertPackError.bundle(.csiColorComponents(what, count: count)) }
        var components: [Double] = []
        for _ in 0..<count { components.append(Double(bitPattern: try cursor.uint64LE())) }
        return .color(colorSpace: Int(info & 0xFF), components: components)
    }

    private static func multisize(_ file: RandomAccessFile, range: FileRange, what: String) throws(AlertPackError) -> CSIPayload {
        var head = ByteCursor(try file.read(at: range.offset, count: min(range.length, 12), what: what), what: what)
        _ = try head.take(8)
        let count = Int(try head.uint32LE())
        guard count <= maxItems, 12 + count * 12 <= range.length else {
            throw AlertPackError.reading(
                .holdsFewer(what, declared: Int64(count), unit: "sizes", holds: Int64(max(0, range.length - 12) / 12), only: false))
        }
        var cursor = ByteCursor(try file.read(at: range.offset + 12, count: count * 12, what: what), what: what)
        var entries: [MultisizeEntry] = []
        for _ in 0..<count {
            let width = Int(try cursor.uint32LE())
            let height = Int(try cursor.uint32LE())
            entries.append(MultisizeEntry(width: width, height: height, index: Int(try cursor.uint32LE())))
        }
        return .multisizeImageSet(entries)
    }
}

/// A bitmap payload (`MLEC`): flags, compression, and the compressed data's chunks.
package struct CSIBitmap: Equatable, Sendable {
    /// One run of compressed data: the whole bitmap, or a band of `rows` rows (`KCBC`).
    package struct Chunk: Equatable, Sendable {
        /// The rows the chunk holds (nil for a bitmap not cut in chunks).
        package let rows: Int?
        package let data: FileRange
        /// The first four bytes of the data ("bvx2", "bvxn", "dmp2", …).
        package let streamMagic: String
    }

    package let flags: UInt32
    package let compression: CSICompression
    package let chunks: [Chunk]

    static func read(_ file: RandomAccessFile, range: FileRange, what: String) throws(AlertPackError) -> CSIBitmap {
        var cursor = ByteCursor(try file.read(at: range.offset, count: min(16, range.length), what: what), what: what)
        _ = try cursor.take(4)
        let flags = try cursor.uint32LE()
        let compression = CSICompression(rawValue: try cursor.uint32LE())
        let length = Int(try cursor.uint32LE())
        guard flags & 1 != 0 else {
            let data = try CSIPayload.inner(range, skip: 16, length: length, what: what)
            let chunk = Chunk(rows: nil, data: data, streamMagic: try CSIPayload.magic(file, data, what: what))
            return CSIBitmap(flags: flags, compression: compression, chunks: [chunk])
        }
        guard length <= CSIPayload.maxItems, 16 + length * 20 <= range.length else {
            throw AlertPackError.bundle(.csiChunksOverRoom(what, count: length, room: max(0, range.length - 16) / 20))
        }
        var chunks: [Chunk] = []
        var offset = 16
        for index in 0..<length {
            let chunkWhat = "chunk \(index) of \(what)"
            var header = ByteCursor(
                try file.read(at: range.offset + Int64(offset), count: min(24, range.length - offset), what: chunkWhat), what: chunkWhat)
            let tag = FourCC.text(try header.take(4))
            guard tag == "KCBC" else { throw AlertPackError.reading(.wrongTag(chunkWhat, found: tag, expected: "KCBC")) }
            _ = try header.take(8)
            let rows = Int(try header.uint32LE())
            let data = try CSIPayload.inner(range, skip: offset + 20, length: Int(try header.uint32LE()), what: chunkWhat)
            chunks.append(Chunk(rows: rows, data: data, streamMagic: try CSIPayload.magic(file, data, what: chunkWhat)))
            offset += 20 + data.length
        }
        return CSIBitmap(flags: flags, compression: compression, chunks: chunks)
    }
}
