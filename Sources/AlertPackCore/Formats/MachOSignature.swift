/// The code signature facts of a Mach-O executable (issue 44): for each slice of a thin file
/// (32- or 64-bit, either byte order) or a universal one (`FAT_MAGIC`, `FAT_MAGIC_64`), its
/// CPU type and, when its load commands hold `LC_CODE_SIGNATURE`, what the embedded signature
/// says: the entitlements (XML and DER forms) and the CodeDirectory's identifier, team id and
/// flags. Facts only; nothing is verified. Read through `RandomAccessFile`: the headers, the
/// load commands and the signature's blobs, never the code; every count, offset and length is
/// checked against the structure holding it and the file before it is used.
package struct MachOSignature: Equatable, Sendable {
    /// One architecture's executable.
    package struct Slice: Equatable, Sendable {
        package let cpuType: Int32
        package let cpuSubtype: Int32
        /// Where the slice is in the file (0 and the file's size for a thin file).
        package let offset: Int64
        package let size: Int64
        package let is64Bit: Bool
        package let isBigEndian: Bool
        /// The embedded signature, or nil when the slice has no `LC_CODE_SIGNATURE`.
        package let signature: CodeSignature?

        package var isSigned: Bool { signature != nil }
        package var cpuName: String { MachOSignature.cpuName(cpuType, cpuSubtype) }
    }

    /// At most this many slices (real universal files have two to five).
    static let maxSlices = 64
    /// At most this many bytes of load commands (real ones are a few KB to a few hundred).
    static let maxLoadCommandBytes = 16 << 20
    static let codeSignatureCommand: UInt32 = 0x1D

    package let isUniversal: Bool
    package let slices: [Slice]

    /// Reads the executable at `path`; an error names the file.
    package static func read(path: String) throws(AlertPackError) -> MachOSignature {
        do {
            return try MachOSignature(file: try RandomAccessFile(path: path))
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    package init(file: RandomAccessFile) throws(AlertPackError) {
        guard file.size >= 8 else {
            throw AlertPackError.bundle(.machOTooShort(fileSize: file.size))
        }
        let magic = try file.read(at: 0, count: 4, what: "Mach-O magic")
        if magic == [0xCA, 0xFE, 0xBA, 0xBE] || magic == [0xCA, 0xFE, 0xBA, 0xBF] {
            isUniversal = true
            slices = try Self.readUniversal(file, is64: magic[3] == 0xBF)
        } else {
            isUniversal = false
            slices = [try Self.readSlice(file, offset: 0, size: file.size, what: "the Mach-O header")]
        }
    }

    /// The slices a universal file's architecture table lists (big-endian, 20 or 32 bytes each).
    private static func readUniversal(_ file: RandomAccessFile, is64: Bool) throws(AlertPackError) -> [Slice] {
        var header = ByteCursor(try file.read(at: 4, count: 4, what: "universal header"), what: "the universal header")
        let count = Int(try header.uint32BE())
        let entrySize = is64 ? 32 : 20
        guard count >= 1, count <= maxSlices else {
            throw AlertPackError.bundle(.universalCount(count, max: maxSlices))
        }
        guard 8 + Int64(count * entrySize) <= file.size else {
            throw AlertPackError.bundle(.universalTableCutOff(count: count, needs: 8 + count * entrySize, fileSize: file.size))
        }
        var table = ByteCursor(try file.read(at: 8, count: count * entrySize, what: "architecture table"), what: "the architecture table")
        var slices: [Slice] = []
        var offsets: Set<UInt64> = []
        for index in 0..<count {
            _ = try table.uint64BE()  // cputype and cpusubtype, read again from the slice's own header
            let offset = is64 ? try table.uint64BE() : UInt64(try table.uint32BE())
            let size = is64 ? try table.uint64BE() : UInt64(try table.uint32BE())
            try table.skip(is64 ? 8 : 4)
            guard offset <= UInt64(file.size), size <= UInt64(file.size) - offset else {
                throw AlertPackError.bundle(.architecturePastEnd(index + 1, of: count, offset: offset, size: size, fileSize: file.size))
            }
            // Each slice is read once: entries naming one slice again would multiply the reading.
            guard offsets.insert(offset).inserted else {
                throw AlertPackError.bundle(.architectureRepeated(index + 1, of: count, offset: offset))
            }
            slices.append(try readSlice(file, offset: Int64(offset), size: Int64(size), what: "the Mach-O header of architecture \(index + 1)"))
        }
        return slices
    }

    /// One thin Mach-O at `offset`: its header, load commands and signature.
    private static func readSlice(_ file: RandomAccessFile, offset: Int64, size: Int64, what: String) throws(AlertPackError) -> Slice {
        guard size >= 28 else {
            throw AlertPackError.bundle(.sliceTooShort(what, needs: 28, size: size))
        }
        let magic = try file.read(at: offset, count: 4, what: what)
        let form: (is64: Bool, bigEndian: Bool)
        switch magic {
        case [0xFE, 0xED, 0xFA, 0xCE]: form = (false, true)
        case [0xCE, 0xFA, 0xED, 0xFE]: form = (false, false)
        case [0xFE, 0xED, 0xFA, 0xCF]: form = (true, true)
        case [0xCF, 0xFA, 0xED, 0xFE]: form = (true, false)
        default:
            throw AlertPackError.bundle(.notMachO(what, magic: magic.map(FourCC.hex).joined(separator: " ")))
        }
        let headerSize = form.is64 ? 32 : 28
        guard size >= Int64(headerSize) else {
            throw AlertPackError.bundle(.sliceTooShort(what, needs: headerSize, size: size))
        }
        var header = ByteCursor(try file.read(at: offset, count: headerSize, what: what), what: what)
        try header.skip(4)
        func field() throws(AlertPackError) -> UInt32 { form.bigEndian ? try header.uint32BE() : try header.uint32LE() }
        let cpuType = Int32(bitPattern: try field())
        let cpuSubtype = Int32(bitPattern: try field())
        _ = try field()  // filetype
        let count = Int(try field())
        let commandBytes = Int(try field())
        let commands = try LoadCommands(
            file, at: offset + Int64(headerSize), count: count, size: commandBytes, room: size - Int64(headerSize),
            bigEndian: form.bigEndian)
        let signature = try commands.codeSignature().map { range throws(AlertPackError) in
            guard range.offset <= UInt64(size), range.size <= UInt64(size) - range.offset else {
                throw AlertPackError.bundle(.signatureOutsideSlice(offset: range.offset, size: range.size, sliceSize: size))
            }
            return try CodeSignature(file, at: offset + Int64(range.offset), size: Int64(range.size))
        }
        return Slice(
            cpuType: cpuType, cpuSubtype: cpuSubtype, offset: offset, size: size, is64Bit: form.is64, isBigEndian: form.bigEndian,
            signature: signature)
    }

    /// The architecture's usual name ("arm64", "x86_64", "arm64e"), or the numbers.
    package static func cpuName(_ type: Int32, _ subtype: Int32) -> String {
        switch (type, subtype & 0x00FF_FFFF) {
        case (7, _): "i386"
        case (0x0100_0007, 8): "x86_64h"
        case (0x0100_0007, _): "x86_64"
        case (12, 9): "armv7"
        case (12, 11): "armv7s"
        case (12, 12): "armv7k"
        case (12, _): "arm"
        case (0x0100_000C, 2): "arm64e"
        case (0x0100_000C, _): "arm64"
        case (0x0200_000C, _): "arm64_32"
        case (18, _): "ppc"
        case (0x0100_0012, _): "ppc64"
        default: "cpu \(type) subtype \(subtype)"
        }
    }
}

/// A slice's load commands, read in one piece after their count and size are checked against
/// the slice.
struct LoadCommands {
    let bytes: [UInt8]
    let count: Int
    let bigEndian: Bool

    init(_ file: RandomAccessFile, at offset: Int64, count: Int, size: Int, room: Int64, bigEndian: Bool) throws(AlertPackError) {
        guard size <= MachOSignature.maxLoadCommandBytes else {
            throw AlertPackError.reading(
                .countOverReadLimit(
                    "the Mach-O header", count: Int64(size), unit: "bytes of load commands", limit: Int64(MachOSignature.maxLoadCommandBytes)))
        }
        guard Int64(size) <= room else {
            throw AlertPackError.bundle(.loadCommandsOverRoom(size: size, room: room))
        }
        guard count <= size / 8 else {
            throw AlertPackError.bundle(.loadCommandsTooMany(count, size: size))
        }
        bytes = try file.read(at: offset, count: size, what: "load commands")
        self.count = count
        self.bigEndian = bigEndian
    }

    private func word(_ at: Int) -> UInt32 {
        let field = bytes[at..<at + 4]
        return (bigEndian ? Array(field) : field.reversed()).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The `dataoff` and `datasize` of the first `LC_CODE_SIGNATURE`, walking every command.
    func codeSignature() throws(AlertPackError) -> (offset: UInt64, size: UInt64)? {
        var position = 0
        var found: (offset: UInt64, size: UInt64)?
        for index in 0..<count {
            guard position + 8 <= bytes.count else {
                throw AlertPackError.bundle(.loadCommandPastEnd(index + 1, of: count, at: position, total: bytes.count))
            }
            let command = word(position)
            let size = Int(word(position + 4))
            guard size >= 8, size <= bytes.count - position else {
                throw AlertPackError.bundle(.loadCommandSize(index + 1, of: count, command: command, size: size, remain: bytes.count - position))
            }
            if command == MachOSignature.codeSignatureCommand && found == nil {
                guard size >= 16 else {
                    throw AlertPackError.bundle(.codeSignatureCommandSize(size))
                }
                found = (UInt64(word(position + 8)), UInt64(word(position + 12)))
            }
            position += size
        }
        return found
    }
}
