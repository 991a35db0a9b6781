/// A BOM store ("BOMStore"), the container of compiled asset catalogs (`Assets.car`) and
/// installer bill-of-materials files: a 32-byte big-endian header, a table of blocks (offset and
/// length of each), and named variables that point at blocks. Blocks are read on demand through
/// `RandomAccessFile`; every index, offset and length is checked against the file first, so a
/// hostile store costs at most its block table and what a caller asks for.
package struct BOMStore {
    /// One block of the store: where its bytes are.
    package struct Block: Equatable, Sendable {
        package let offset: Int64
        package let length: Int
    }

    /// A named variable and the block it points at.
    package struct Variable: Equatable, Sendable {
        package let name: String
        package let block: UInt32
    }

    /// At most this many blocks are listed (a 100 MB catalog has a few hundred thousand).
    static let maxBlocks = 4_000_000
    /// At most this many variables (real stores have a dozen).
    static let maxVariables = 4096

    package let file: RandomAccessFile
    package let version: UInt32
    /// The block count the header declares (the table may hold more entries, never fewer used).
    package let declaredBlockCount: UInt32
    package let blocks: [Block]
    package let variables: [Variable]

    package init(file: RandomAccessFile) throws(AlertPackError) {
        self.file = file
        guard file.size >= 32 else {
            throw AlertPackError.bundle(.bomTooShort(fileSize: file.size))
        }
        var header = ByteCursor(try file.read(at: 0, count: 32, what: "BOM header"), what: "the BOM header")
        let magic = try header.take(8)
        guard Array(magic) == Array("BOMStore".utf8) else {
            throw AlertPackError.bundle(.notBOMStore(magic: FourCC.text(magic)))
        }
        version = try header.uint32BE()
        declaredBlockCount = try header.uint32BE()
        let indexOffset = Int64(try header.uint32BE())
        let indexLength = Int64(try header.uint32BE())
        let varsOffset = Int64(try header.uint32BE())
        let varsLength = Int64(try header.uint32BE())
        blocks = try Self.readIndex(file, offset: indexOffset, length: indexLength)
        variables = try Self.readVariables(file, offset: varsOffset, length: varsLength)
    }

    /// The block a variable names, or nil when the store has no such variable.
    package func variable(_ name: String) -> UInt32? {
        variables.first { $0.name == name }?.block
    }

    /// Where block `index` is, checked against the table and the file.
    package func block(_ index: UInt32, what: String) throws(AlertPackError) -> Block {
        guard index > 0, Int(index) < blocks.count else {
            throw AlertPackError.bundle(.bomBlockUnknown(what, index: index, last: blocks.count - 1))
        }
        let block = blocks[Int(index)]
        guard block.offset + Int64(block.length) <= file.size else {
            throw AlertPackError.bundle(.bomBlockPastEnd(index, what: what, offset: block.offset, length: block.length, fileSize: file.size))
        }
        return block
    }

    /// The bytes of block `index`, refused past `maxBytes` before anything is read.
    package func read(_ index: UInt32, what: String, maxBytes: Int = 1 << 20) throws(AlertPackError) -> [UInt8] {
        let block = try block(index, what: what)
        guard block.length <= maxBytes else {
            throw AlertPackError.reading(.overReadLimit("\(what) (BOM block \(index))", bytes: Int64(block.length), limit: Int64(maxBytes)))
        }
        return try file.read(at: block.offset, count: block.length, what: what)
    }

    /// What reading a store's records may cost: blocks may overlap, so a million entries pointing
    /// at one block could make a small file slow; reads are held to twice the file's size.
    package struct Budget {
        let limit: Int
        let fileSize: Int64
        private(set) var spent = 0

        package init(_ store: BOMStore) {
            fileSize = store.file.size
            limit = 2 * Int(store.file.size) + (1 << 20)
        }

        /// Counts `bytes` read for `what` ("the renditions"); throws once the limit is passed.
        package mutating func spend(_ bytes: Int, on what: String) throws(AlertPackError) {
            spent += bytes
            guard spent <= limit else {
                throw AlertPackError.bundle(.bomOverlap(what, limit: limit, fileSize: fileSize))
            }
        }
    }

    /// The block table: a count, then (offset, length) pairs, big-endian.
    private static func readIndex(_ file: RandomAccessFile, offset: Int64, length: Int64) throws(AlertPackError) -> [Block] {
        guard length >= 4, offset >= 32, offset + length <= file.size else {
            throw AlertPackError.bundle(.bomIndexOutside(variables: false, offset: offset, length: length, fileSize: file.size))
        }
        let countBytes = try file.read(at: offset, count: 4, what: "BOM block table")
        var countCursor = ByteCursor(countBytes, what: "the BOM block table")
        let count = Int(try countCursor.uint32BE())
        guard count <= maxBlocks else {
            throw AlertPackError.reading(.countOverReadLimit("the BOM block table", count: Int64(count), unit: "blocks", limit: Int64(maxBlocks)))
        }
        guard 4 + Int64(count) * 8 <= length else {
            throw AlertPackError.bundle(.bomBlockTableLength(count: count, length: length))
        }
        var cursor = ByteCursor(try file.read(at: offset + 4, count: count * 8, what: "BOM block table"), what: "the BOM block table")
        var blocks: [Block] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            let address = Int64(try cursor.uint32BE())
            let size = Int(try cursor.uint32BE())
            blocks.append(Block(offset: address, length: size))
        }
        return blocks
    }

    /// The variables: a count, then (block, name length, name) entries.
    private static func readVariables(_ file: RandomAccessFile, offset: Int64, length: Int64) throws(AlertPackError) -> [Variable] {
        guard length >= 4, offset >= 32, offset + length <= file.size, length <= 1 << 20 else {
            throw AlertPackError.bundle(.bomIndexOutside(variables: true, offset: offset, length: length, fileSize: file.size))
        }
        var cursor = ByteCursor(try file.read(at: offset, count: Int(length), what: "BOM variables"), what: "the BOM variables")
        let count = Int(try cursor.uint32BE())
        guard count <= maxVariables else {
            throw AlertPackError.reading(.countOverReadLimit("the BOM store", count: Int64(count), unit: "variables", limit: Int64(maxVariables)))
        }
        var variables: [Variable] = []
        for _ in 0..<count {
            let block = try cursor.uint32BE()
            let nameLength = Int(try cursor.uint8())
            let name = String(decoding: try cursor.take(nameLength), as: UTF8.self)
            variables.append(Variable(name: name, block: block))
        }
        return variables
    }
}
