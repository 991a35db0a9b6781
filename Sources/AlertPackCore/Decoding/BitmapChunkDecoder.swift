import CZlib

/// The size of a rendition's bitmap as its CSI header gives it, checked against the limits
/// before any pixel memory is taken.
struct BitmapGeometry {
    let width: Int
    let height: Int
    let bytesPerPixel: Int
    /// The bytes of a row as stored (property 1007, bytes per row; CoreUI pads rows, e.g. 720 to 736).
    let stride: Int

    var rowBytes: Int { width * bytesPerPixel }

    init(_ header: CSIHeader, layout: RenditionPixels.Layout, limits: RenditionPixelDecoder.Limits, what: String) throws(AlertPackError) {
        width = header.width
        height = header.height
        bytesPerPixel = layout.bytesPerPixel
        guard width > 0, height > 0, width <= limits.maxSide, height <= limits.maxSide else {
            throw AlertPackError.bundle(.bitmapSides(what, width: width, height: height, maxSide: limits.maxSide))
        }
        let declared = header.property(1007).flatMap { bytes in
            bytes.count >= 4 ? Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3]) << 24 : nil
        }
        stride = declared ?? width * layout.bytesPerPixel
        guard stride >= rowBytes, stride <= rowBytes + 4096 else {
            throw AlertPackError.bundle(.bitmapStride(what, stride: stride, width: width, bytesPerPixel: bytesPerPixel, rowBytes: rowBytes))
        }
        guard stride * height <= limits.maxBytes else {
            throw AlertPackError.bundle(.bitmapOverBytes(what, bytes: stride * height, width: width, height: height, limit: limits.maxBytes))
        }
    }
}

/// Decodes a bitmap payload's chunks into tightly packed rows: each chunk (a band of rows, or
/// the whole bitmap) must decode to exactly its rows, padded (`stride`) or not, and the chunks'
/// rows must add up to the bitmap's height.
struct BitmapChunkDecoder {
    enum Outcome {
        case rows([UInt8])
        /// The encoding, as a report names it ("rle", "deepmap2 (mode 2, …)").
        case unsupported(String)
    }

    let file: RandomAccessFile
    let geometry: BitmapGeometry
    let what: String

    func decode(_ bitmap: CSIBitmap) throws(AlertPackError) -> Outcome {
        let rows = bitmap.chunks.map { $0.rows ?? geometry.height }
        guard rows.allSatisfy({ $0 > 0 }), rows.reduce(0, +) == geometry.height else {
            throw AlertPackError.bundle(.chunkRows(what, rows: rows, height: geometry.height))
        }
        var output: [UInt8] = []
        output.reserveCapacity(geometry.rowBytes * geometry.height)
        for (index, chunk) in bitmap.chunks.enumerated() {
            let chunkWhat = bitmap.chunks.count > 1 ? "chunk \(index) of \(what)" : what
            guard chunk.data.length <= geometry.stride * rows[index] + (1 << 20) else {
                throw AlertPackError.bundle(
                    .chunkOverRows(chunkWhat, bytes: chunk.data.length, compression: "\(bitmap.compression)", rowBytes: geometry.stride * rows[index])
                )
            }
            let data = try file.read(at: chunk.data.offset, count: chunk.data.length, what: chunkWhat)
            switch try decodeChunk(data, compression: bitmap.compression, rows: rows[index], what: chunkWhat) {
            case .unsupported(let encoding): return .unsupported(encoding)
            case .rows(let bytes): output.append(contentsOf: bytes)
            }
        }
        return .rows(output)
    }

    /// One chunk's rows, tightly packed.
    private func decodeChunk(_ data: [UInt8], compression: CSICompression, rows: Int, what: String) throws(AlertPackError) -> Outcome {
        let padded = geometry.stride * rows
        let decoded: [UInt8]
        switch compression.rawValue {
        case 0: decoded = data
        case 1: decoded = try RLEDecoder(geometry: geometry, rows: rows, what: what).decode(data)
        case 2: decoded = try Self.inflate(data, capacity: padded, what: what)
        case 3: decoded = try lzvn(data, capacity: padded, what: what)
        case 4: decoded = try lzfse(data, capacity: padded, what: what)
        case 10, 11:
            let deepMap = DeepMapDecoder(geometry: geometry, rows: rows, what: what)
            switch try deepMap.decode(data, deepmap2: compression.rawValue == 11) {
            case .unsupported(let encoding): return .unsupported(encoding)
            case .rows(let bytes): decoded = bytes
            }
        default: return .unsupported(compression.description)
        }
        return .rows(try tight(decoded, rows: rows, encoding: compression.description, what: what))
    }

    /// The rows without their padding; the bytes must be the rows exactly, padded or not.
    func tight(_ bytes: [UInt8], rows: Int, encoding: String, what: String) throws(AlertPackError) -> [UInt8] {
        if bytes.count == geometry.rowBytes * rows { return bytes }
        guard bytes.count == geometry.stride * rows else {
            throw AlertPackError.bundle(
                .decodedSize(
                    what, encoding: encoding, bytes: bytes.count, rows: rows, width: geometry.width, tight: geometry.rowBytes * rows,
                    padded: geometry.stride * rows))
        }
        var out: [UInt8] = []
        out.reserveCapacity(geometry.rowBytes * rows)
        for row in 0..<rows { out.append(contentsOf: bytes[row * geometry.stride..<row * geometry.stride + geometry.rowBytes]) }
        return out
    }

    private func lzfse(_ data: [UInt8], capacity: Int, what: String) throws(AlertPackError) -> [UInt8] {
        do {
            return try LZFSE.decode(data, maxOutput: capacity)
        } catch {
            throw AlertPackError.bundle(.inPart(what, error))
        }
    }

    /// CoreUI's LZVN chunks are bare LZVN streams (no `bvxn` block header: they start with the
    /// no-op opcodes 0x0E 0x16): framed here as one `bvxn` block of the chunk's rows.
    private func lzvn(_ data: [UInt8], capacity: Int, what: String) throws(AlertPackError) -> [UInt8] {
        if data.starts(with: Array("bvx".utf8)) { return try lzfse(data, capacity: capacity, what: what) }
        guard let payload = UInt32(exactly: data.count), let raw = UInt32(exactly: capacity) else {
            throw AlertPackError.bundle(.lzvnTooLarge(what))
        }
        var framed = Array("bvxn".utf8)
        for value in [raw, payload] { framed += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        framed += data
        framed += Array("bvx$".utf8)
        return try lzfse(framed, capacity: capacity, what: what)
    }

    /// A zlib stream, a gzip member (Xcode 9 writes those) or bare deflate, which must end and
    /// give exactly `capacity` bytes or fewer.
    static func inflate(_ data: [UInt8], capacity: Int, what: String) throws(AlertPackError) -> [UInt8] {
        let zlibHeader = data.count >= 2 && data[0] & 0x0F == 8 && (Int(data[0]) << 8 | Int(data[1])) % 31 == 0
        let gzipHeader = data.count >= 2 && data[0] == 0x1F && data[1] == 0x8B
        var stream = z_stream()
        let windowBits: Int32 = gzipHeader ? 31 : zlibHeader ? 15 : -15
        guard inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw AlertPackError.bundle(.zlibWouldNotStart(what))
        }
        defer { inflateEnd(&stream) }
        var input = data
        var status = Z_OK
        var produced = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            input.withUnsafeMutableBufferPointer { source in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                status = CZlib.inflate(&stream, Z_FINISH)
                produced = buffer.count - Int(stream.avail_out)
            }
            count = produced
        }
        guard status == Z_STREAM_END else {
            throw AlertPackError.bundle(.inflateFailed(what, overCapacity: status == Z_BUF_ERROR && produced == capacity ? capacity : nil))
        }
        return output
    }
}
