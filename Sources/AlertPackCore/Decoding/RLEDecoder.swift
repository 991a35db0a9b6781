/// CoreUI's run-length encoding (compression 1, "rle"), as real catalogs show it (Xcode 8's
/// app icons and launch images):
///
///     u32 format (4 for 'ARGB', 3 for 'GA8 '), u32 width, u32 height,
///     height × u32: where each row starts, from the start of the data (equal rows share one),
///     each row: runs until `width` pixels are made, a run being a u32 count, then
///               one pixel repeated count & 0x7FFFFFFF times when its top bit is set,
///               or `count` pixels stored.
///
/// Every offset and run is checked against the data and the row: a run of no pixels or past the
/// row's end is refused, so the work is bounded by the pixels made.
struct RLEDecoder {
    let geometry: BitmapGeometry
    let rows: Int
    let what: String

    func decode(_ data: [UInt8]) throws(AlertPackError) -> [UInt8] {
        var cursor = ByteCursor(data, what: "the rle data of \(what)")
        _ = try cursor.uint32LE()
        let width = Int(try cursor.uint32LE())
        let height = Int(try cursor.uint32LE())
        guard width == geometry.width, height == rows else {
            throw AlertPackError.bundle(.headerSize("rle", of: what, width: width, height: height, rowWidth: geometry.width, rows: rows))
        }
        var starts: [Int] = []
        for _ in 0..<rows { starts.append(Int(try cursor.uint32LE())) }
        var output: [UInt8] = []
        output.reserveCapacity(geometry.rowBytes * rows)
        for (row, start) in starts.enumerated() {
            guard start <= data.count else {
                throw AlertPackError.bundle(.rleRowStart(row, of: what, start: start, count: data.count))
            }
            try decodeRow(data, from: start, row: row, into: &output)
        }
        return output
    }

    private func decodeRow(_ data: [UInt8], from start: Int, row: Int, into output: inout [UInt8]) throws(AlertPackError) {
        let size = geometry.bytesPerPixel
        var cursor = ByteCursor(data, what: "row \(row) of the rle data of \(what)")
        try cursor.skip(start)
        var made = 0
        while made < geometry.width {
            let word = try cursor.uint32LE()
            let count = Int(word & 0x7FFF_FFFF)
            guard count > 0, count <= geometry.width - made else {
                throw AlertPackError.bundle(.rleRun(row, of: what, count: count, remain: geometry.width - made))
            }
            if word & 0x8000_0000 != 0 {
                let pixel = try cursor.take(size)
                for _ in 0..<count { output.append(contentsOf: pixel) }
            } else {
                output.append(contentsOf: try cursor.take(count * size))
            }
            made += count
        }
    }
}
