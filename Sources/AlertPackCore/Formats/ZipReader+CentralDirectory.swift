import Foundation

/// The central directory: every entry's header as the end record and the directory state it.
extension ZipReader {
    /// Every central entry, walked to the directory's end; nil when there are more than `maxEntries`.
    func readCentralDirectory(_ end: EndOfDirectory, maxEntries: Int) throws(ZipProblem) -> [ZipEntry]? {
        let (directoryEnd, overflow) = end.directoryOffset.addingReportingOverflow(end.directorySize)
        guard !overflow, directoryEnd == end.directoryEnd else {
            throw ZipProblem(
                "its central directory (at byte \(end.directoryOffset), \(end.directorySize) bytes) does not end where its end record begins (byte \(end.directoryEnd)): bytes before or after it belong to nothing"
            )
        }
        if end.entryCount > UInt64(maxEntries) { return nil }
        var entries: [ZipEntry] = []
        var position = end.directoryOffset
        var buffer = DirectoryBuffer(reader: self, end: directoryEnd)
        while position < directoryEnd {
            if entries.count >= maxEntries { return nil }
            let header = try buffer.bytes(at: position, count: ZipFormat.centralHeaderSize, what: "central directory entry \(entries.count + 1)")
            guard Self.u32(header, 0) == ZipFormat.centralHeader else {
                throw ZipProblem("central directory entry \(entries.count + 1) at byte \(position) has no entry signature")
            }
            let nameLength = Int(Self.u16(header, 28))
            let extraLength = Int(Self.u16(header, 30))
            let commentLength = Int(Self.u16(header, 32))
            let variable = Array(
                try buffer.bytes(
                    at: position + UInt64(ZipFormat.centralHeaderSize), count: nameLength + extraLength + commentLength,
                    what: "central directory entry \(entries.count + 1)"))
            let nameBytes = Array(variable[0..<nameLength])
            let extra = Array(variable[nameLength..<nameLength + extraLength])
            entries.append(try centralEntry(header, nameBytes: nameBytes, extra: extra))
            position += UInt64(ZipFormat.centralHeaderSize + nameLength + extraLength + commentLength)
        }
        guard position == directoryEnd else { throw ZipProblem("its last central directory entry runs past the directory's end") }
        guard UInt64(entries.count) == end.entryCount else {
            throw ZipProblem(
                "its end record counts \(end.entryCount) entr\(end.entryCount == 1 ? "y" : "ies"), but the central directory lists \(entries.count): unzip tools would disagree on what it holds"
            )
        }
        return entries
    }

    /// Reads the central directory in large blocks instead of two small reads per entry.
    struct DirectoryBuffer {
        let reader: ZipReader
        let end: UInt64
        var start: UInt64 = 0
        var bytes: [UInt8] = []

        init(reader: ZipReader, end: UInt64) {
            self.reader = reader
            self.end = end
        }

        mutating func bytes(at offset: UInt64, count: Int, what: String) throws(ZipProblem) -> ArraySlice<UInt8> {
            guard offset + UInt64(count) <= end else { throw ZipProblem("the \(what) runs past the central directory's end") }
            if offset < start || offset + UInt64(count) > start + UInt64(bytes.count) {
                let length = Int(min(end - offset, UInt64(max(count, 1 << 20))))
                bytes = try reader.read(at: offset, count: length, what: what)
                start = offset
            }
            let from = Int(offset - start)
            return bytes[from..<from + count]
        }
    }

    func centralEntry(_ header: ArraySlice<UInt8>, nameBytes: [UInt8], extra: [UInt8]) throws(ZipProblem) -> ZipEntry {
        let h = Array(header)
        let madeBy = Self.u16(h, 4)
        let flags = Self.u16(h, 8)
        let method = Self.u16(h, 10)
        let crc = Self.u32(h, 16)
        var compressedSize = UInt64(Self.u32(h, 20))
        var size = UInt64(Self.u32(h, 24))
        let diskStart = Self.u16(h, 34)
        let external = Self.u32(h, 38)
        var offset = UInt64(Self.u32(h, 42))
        let shownName = Self.shown(nameBytes)
        let fields = try Self.extraFields(extra, of: shownName)
        if fields[ZipFormat.unicodePathExtraID] != nil {
            throw ZipProblem("entry \(shownName) carries a second, Unicode name (Info-ZIP's 0x7075 field) that some unzip tools use instead")
        }
        // Zip64: each saturated field's value follows in the extra field, in this order.
        if size == UInt64(ZipFormat.saturated32) || compressedSize == UInt64(ZipFormat.saturated32) || offset == UInt64(ZipFormat.saturated32)
            || diskStart == ZipFormat.saturated16
        {
            guard let zip64 = fields[ZipFormat.zip64ExtraID] else {
                throw ZipProblem("entry \(shownName) defers its sizes or offset to a zip64 field it does not have")
            }
            var cursor = 0
            func next() throws(ZipProblem) -> UInt64 {
                guard cursor + 8 <= zip64.count else { throw ZipProblem("entry \(shownName) has a zip64 field too short for its values") }
                defer { cursor += 8 }
                return Self.u64(zip64, cursor)
            }
            if size == UInt64(ZipFormat.saturated32) { size = try next() }
            if compressedSize == UInt64(ZipFormat.saturated32) { compressedSize = try next() }
            if offset == UInt64(ZipFormat.saturated32) { offset = try next() }
            if diskStart == ZipFormat.saturated16 { throw ZipProblem("entry \(shownName) lies on another disk (a split archive)") }
        } else if diskStart != 0 {
            throw ZipProblem("entry \(shownName) lies on another disk (a split archive)")
        }
        try Self.checkDeclared(fields[ZipFormat.zip64ExtraID], header: h, of: shownName, sizes: (size, compressedSize, offset))
        if flags & (ZipFormat.Flag.encrypted | ZipFormat.Flag.strongEncryption | ZipFormat.Flag.maskedHeaders) != 0 {
            throw ZipProblem("entry \(shownName) is encrypted; a package is never encrypted")
        }
        if flags & ZipFormat.Flag.patched != 0 {
            throw ZipProblem("entry \(shownName) holds patch data, which unzip tools do not read")
        }
        guard method == ZipFormat.stored || method == ZipFormat.deflated else {
            throw ZipProblem(
                "entry \(shownName) is compressed with method \(method) (\(ZipFormat.methodName(method))); verify reads only stored and deflate entries, as every unzip does"
            )
        }
        let decoded = try Self.decodeName(nameBytes, utf8: flags & ZipFormat.Flag.utf8Names != 0, policy: policy)
        let isFolder = decoded.map { $0.hasSuffix("/") } ?? (nameBytes.last == UInt8(ascii: "/"))
        if isFolder && size != 0 { throw ZipProblem("entry \(shownName) is a folder that holds \(size) bytes of data") }
        if method == ZipFormat.stored && compressedSize != size {
            throw ZipProblem("entry \(shownName) is stored, but its sizes differ (\(compressedSize) stored, \(size) unpacked)")
        }
        let unixMode = (external >> 16) & 0o170000
        let isLink = madeBy >> 8 == 3 && unixMode == 0o120000
        return ZipEntry(
            nameBytes: nameBytes, name: decoded ?? shownName, method: method, flags: flags, crc32: crc, compressedSize: compressedSize, size: size,
            localHeaderOffset: offset, dataOffset: 0, end: 0, isFolder: isFolder, isSymbolicLink: isLink, undecodableName: decoded == nil)
    }

    /// The sizes an entry declares are sizes it can have: its zip64 field agrees with its header
    /// (`checkZip64Values`), and deflate can give its size from its data (`checkDeflateRatio`).
    static func checkDeclared(
        _ zip64: [UInt8]?, header: [UInt8], of name: String, sizes: (size: UInt64, compressed: UInt64, offset: UInt64)
    ) throws(ZipProblem) {
        try checkZip64Values(zip64, header: header, of: name, sizes: sizes)
        try checkDeflateRatio(method: u16(header, 10), size: sizes.size, compressedSize: sizes.compressed, of: name)
    }

    /// A zip64 field holds a value for each header field that defers to it, in order (size,
    /// stored size, offset); a value it holds beyond those, which a reader taking its values
    /// in place would read as the size (or stored size, or offset), must be that field's value:
    /// else unzip tools disagree on the entry.
    static func checkZip64Values(
        _ zip64: [UInt8]?, header: [UInt8], of name: String, sizes: (size: UInt64, compressed: UInt64, offset: UInt64)
    ) throws(ZipProblem) {
        guard let zip64 else { return }
        let fields = [
            (u32(header, 24), sizes.size, "a size"), (u32(header, 20), sizes.compressed, "a stored size"),
            (u32(header, 42), sizes.offset, "an offset"),
        ]
        let deferred = fields.filter { $0.0 == ZipFormat.saturated32 }.count
        for (index, field) in fields.filter({ $0.0 != ZipFormat.saturated32 }).enumerated() {
            let at = (deferred + index) * 8
            guard at + 8 <= zip64.count else { return }
            let value = u64(zip64, at)
            if value != field.1 {
                throw ZipProblem(
                    "entry \(name) has a zip64 field that declares \(field.2) of \(value) bytes, which the entry does not have (its header says \(field.1)): unzip tools would disagree on it"
                )
            }
        }
    }

    /// No deflate stream unpacks to more than 1,032 times its length: an entry declaring more
    /// (a zip64 field saying 2^62 bytes for a small sound) declares a size it does not have.
    static func checkDeflateRatio(method: UInt16, size: UInt64, compressedSize: UInt64, of name: String) throws(ZipProblem) {
        guard method == ZipFormat.deflated else { return }
        // Either sum past UInt64's range means no size can exceed it (and must not trap).
        let (ratio, overflow) = compressedSize.multipliedReportingOverflow(by: ZipFormat.deflateMostRatio)
        let (most, overflowing) = ratio.addingReportingOverflow(1024)
        guard !overflow, !overflowing, size > most else { return }
        throw ZipProblem(
            "entry \(name) declares \(size) bytes unpacked from \(compressedSize) bytes of deflate data, more than deflate can give (at most \(ZipFormat.deflateMostRatio) to 1): its header (or zip64 field) declares a size the entry does not have"
        )
    }

    /// The extra fields by id; they must tile the extra data exactly, each id once.
    static func extraFields(_ extra: [UInt8], of name: String) throws(ZipProblem) -> [UInt16: [UInt8]] {
        var fields: [UInt16: [UInt8]] = [:]
        var position = 0
        while position < extra.count {
            guard position + 4 <= extra.count else { throw ZipProblem("entry \(name) has a damaged extra field") }
            let id = u16(extra, position)
            let length = Int(u16(extra, position + 2))
            guard position + 4 + length <= extra.count else { throw ZipProblem("entry \(name) has a damaged extra field") }
            guard fields[id] == nil else { throw ZipProblem("entry \(name) has the extra field 0x\(String(id, radix: 16)) twice") }
            fields[id] = Array(extra[position + 4..<position + 4 + length])
            position += 4 + length
        }
        return fields
    }

    /// A name as text: UTF-8 when flagged (and valid), ASCII otherwise (or UTF-8 when the policy
    /// reads unflagged UTF-8); never NUL, never CP437 guesses. Nil for a name that is not UTF-8,
    /// flagged or not, when the policy lists such names as undecodable.
    static func decodeName(_ bytes: [UInt8], utf8: Bool, policy: Policy = .verify) throws(ZipProblem) -> String? {
        let shownName = shown(bytes)
        if bytes.isEmpty { throw ZipProblem("an entry has an empty name") }
        if bytes.contains(0) { throw ZipProblem("entry \(shownName) has a NUL byte in its name") }
        try checkNameBounds(bytes)
        if policy.undecodableNames && String(validating: bytes, as: UTF8.self) == nil { return nil }
        if !utf8 && policy.unflaggedUTF8Names && bytes.contains(where: { $0 >= 0x80 }) {
            guard let name = String(validating: bytes, as: UTF8.self) else {
                throw ZipProblem(
                    "entry \(shownName) has a name with non-ASCII bytes that is neither marked UTF-8 nor UTF-8: unzip tools would read it as CP437, or each in its own way"
                )
            }
            return name
        }
        if !utf8 && bytes.contains(where: { $0 >= 0x80 }) {
            throw ZipProblem(
                "entry \(shownName) has a name with non-ASCII bytes that is not marked UTF-8: unzip tools would read it as CP437, or each in its own way"
            )
        }
        guard let name = String(validating: bytes, as: UTF8.self) else {
            throw ZipProblem("entry \(shownName) is marked UTF-8 but its name is not UTF-8")
        }
        return name
    }

    /// A name within `ZipFormat.mostNameBytes` and `mostNameParts`, so that checking the names
    /// (twins, files below a file) costs time in proportion to the directory.
    static func checkNameBounds(_ bytes: [UInt8]) throws(ZipProblem) {
        let parts = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
        guard bytes.count > ZipFormat.mostNameBytes || parts > ZipFormat.mostNameParts else { return }
        let start = shown(Array(bytes.prefix(80))) + (bytes.count > 80 ? "…" : "")
        throw ZipProblem(
            "entry \(start) has a name of \(bytes.count) bytes in \(parts) parts; a name over \(ZipFormat.mostNameBytes) bytes or \(ZipFormat.mostNameParts) parts is refused, since no app or package has one"
        )
    }

    // MARK: - Local headers
}
