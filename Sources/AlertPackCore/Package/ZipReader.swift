import CZlib
import Foundation

/// A zip as `verify` reads it: only what every common unzip (Info-ZIP's unzip, Python's zipfile,
/// Java's jar, libarchive) would read the same way is accepted; anything they could disagree on
/// is refused with the entry named and the reason in words.
///
/// So the reader walks the whole central directory (not the end record's count), and holds the
/// end record, the zip64 records, each central entry and its local header to one another: the
/// same names, flags, methods, sizes and CRC-32s; every byte of the file belongs to exactly one
/// entry or record (no prefix, gap, overlap or trailing bytes); no encryption, no method but
/// stored and deflate; names that are UTF-8 (flagged) or ASCII, each once, without a second
/// Unicode name, without twins by Unicode normalisation or case, and no file that is also a folder.
/// Unpacking checks the deflate stream, the size and the CRC-32.
package struct ZipReader {
    package let path: String
    /// Every entry, in central directory order (empty when `exceedsEntryLimit`).
    package private(set) var entries: [ZipEntry] = []
    /// The central directory lists more than the `maxEntries` the reader was given.
    package private(set) var exceedsEntryLimit = false
    let file: RandomAccessFile

    /// Reads and cross-checks the zip's structure; throws what is wrong, naming the entry.
    package init(path: String, maxEntries: Int = .max) throws(AlertPackError) {
        self.path = path
        do {
            file = try RandomAccessFile(path: path)
        } catch {
            throw AlertPackError("\(path): \(error.message)")
        }
        do throws(ZipProblem) {
            let end = try readEnd()
            let listed = try readCentralDirectory(end, maxEntries: maxEntries)
            guard let listed else {
                exceedsEntryLimit = true
                return
            }
            var checked: [ZipEntry] = []
            checked.reserveCapacity(listed.count)
            for entry in listed { checked.append(try readLocalHeader(entry, directoryStart: end.directoryOffset)) }
            try checkNames(checked)
            try checkCoverage(checked, directoryStart: end.directoryOffset)
            entries = checked
        } catch {
            throw AlertPackError("\(path) is not a zip that verify can trust: \(error.reason)")
        }
    }

    /// Why a zip is refused, in words.
    struct ZipProblem: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    // MARK: - End records

    struct EndOfDirectory {
        var entryCount: UInt64
        var directoryOffset: UInt64
        var directorySize: UInt64
        /// Where the records after the central directory start (zip64 record, or the end record).
        var directoryEnd: UInt64
    }

    private func read(at offset: UInt64, count: Int, what: String) throws(ZipProblem) -> [UInt8] {
        guard offset <= UInt64(file.size), UInt64(file.size) - offset >= UInt64(count) else {
            throw ZipProblem("the \(what) at byte \(offset) needs \(count) bytes but the file ends at byte \(file.size)")
        }
        do {
            return try file.read(at: Int64(offset), count: count, what: what)
        } catch {
            throw ZipProblem(error.message)
        }
    }

    private func readEnd() throws(ZipProblem) -> EndOfDirectory {
        let size = UInt64(file.size)
        guard size >= UInt64(ZipFormat.endRecordSize) else {
            throw ZipProblem("it is \(size) bytes, shorter than the smallest zip (22 bytes)")
        }
        let tailLength = Int(min(size, UInt64(ZipFormat.endRecordSize + 0xFFFF)))
        let tailStart = size - UInt64(tailLength)
        let tail = try read(at: tailStart, count: tailLength, what: "end of the zip")
        // The end record is the last one whose comment runs exactly to the end of the file.
        var position = tailLength - ZipFormat.endRecordSize
        var sawSignature = false
        var found: Int?
        while position >= 0 {
            if Self.u32(tail, position) == ZipFormat.endRecord {
                sawSignature = true
                if position + ZipFormat.endRecordSize + Int(Self.u16(tail, position + 20)) == tailLength {
                    found = position
                    break
                }
            }
            position -= 1
        }
        guard let found else {
            throw ZipProblem(
                sawSignature
                    ? "bytes follow its end record (the end of the central directory): unzip tools disagree on such a file"
                    : "it has no end record (the end of the central directory): it is truncated or not a zip")
        }
        let endOffset = tailStart + UInt64(found)
        let record = Array(tail[found..<found + ZipFormat.endRecordSize])
        let comment = tail[(found + ZipFormat.endRecordSize)...]
        if Self.holdsSignature(Array(comment)) {
            throw ZipProblem("its comment holds zip record signatures, which unzip tools may read as the zip's end")
        }
        let disk = Self.u16(record, 4)
        let directoryDisk = Self.u16(record, 6)
        let entriesOnDisk = Self.u16(record, 8)
        let entries = Self.u16(record, 10)
        let directorySize = Self.u32(record, 12)
        let directoryOffset = Self.u32(record, 16)
        var end = EndOfDirectory(
            entryCount: UInt64(entries), directoryOffset: UInt64(directoryOffset), directorySize: UInt64(directorySize),
            directoryEnd: endOffset)

        // A zip64 locator sits right before the end record, when there is one.
        var locator: [UInt8]?
        if endOffset >= UInt64(ZipFormat.zip64LocatorSize) {
            let bytes = try read(at: endOffset - UInt64(ZipFormat.zip64LocatorSize), count: ZipFormat.zip64LocatorSize, what: "zip64 locator")
            if Self.u32(bytes, 0) == ZipFormat.zip64Locator { locator = bytes }
        }
        guard let locator else {
            if disk != 0 || directoryDisk != 0 || entriesOnDisk != entries {
                throw ZipProblem("it spans several disks (a split archive), which verify does not read")
            }
            if entries == ZipFormat.saturated16 || directorySize == ZipFormat.saturated32 || directoryOffset == ZipFormat.saturated32 {
                throw ZipProblem("its end record defers to a zip64 record, but there is none")
            }
            return end
        }
        let recordOffset = Self.u64(locator, 8)
        guard Self.u32(locator, 4) == 0, Self.u32(locator, 16) <= 1,
            endOffset >= UInt64(ZipFormat.zip64EndRecordSize + ZipFormat.zip64LocatorSize),
            recordOffset == endOffset - UInt64(ZipFormat.zip64EndRecordSize + ZipFormat.zip64LocatorSize)
        else {
            throw ZipProblem("its zip64 locator does not point at a zip64 end record right before it")
        }
        let record64 = try read(at: recordOffset, count: ZipFormat.zip64EndRecordSize, what: "zip64 end record")
        guard Self.u32(record64, 0) == ZipFormat.zip64EndRecord, Self.u64(record64, 4) == UInt64(ZipFormat.zip64EndRecordSize - 12) else {
            throw ZipProblem("its zip64 end record is missing or has extra data")
        }
        let disk64 = Self.u32(record64, 16)
        let directoryDisk64 = Self.u32(record64, 20)
        let entriesOnDisk64 = Self.u64(record64, 24)
        end.entryCount = Self.u64(record64, 32)
        end.directorySize = Self.u64(record64, 40)
        end.directoryOffset = Self.u64(record64, 48)
        end.directoryEnd = recordOffset
        if disk64 != 0 || directoryDisk64 != 0 || entriesOnDisk64 != end.entryCount {
            throw ZipProblem("it spans several disks (a split archive), which verify does not read")
        }
        // Where both records give a value, they must give the same one.
        if (entries != ZipFormat.saturated16 && UInt64(entries) != end.entryCount)
            || (directorySize != ZipFormat.saturated32 && UInt64(directorySize) != end.directorySize)
            || (directoryOffset != ZipFormat.saturated32 && UInt64(directoryOffset) != end.directoryOffset)
        {
            throw ZipProblem("its end record and its zip64 end record disagree on the central directory")
        }
        return end
    }

    // MARK: - Central directory

    /// Every central entry, walked to the directory's end; nil when there are more than `maxEntries`.
    private func readCentralDirectory(_ end: EndOfDirectory, maxEntries: Int) throws(ZipProblem) -> [ZipEntry]? {
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
    private struct DirectoryBuffer {
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

    private func centralEntry(_ header: ArraySlice<UInt8>, nameBytes: [UInt8], extra: [UInt8]) throws(ZipProblem) -> ZipEntry {
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
        let name = try Self.decodeName(nameBytes, utf8: flags & ZipFormat.Flag.utf8Names != 0)
        let isFolder = name.hasSuffix("/")
        if isFolder && size != 0 { throw ZipProblem("entry \(shownName) is a folder that holds \(size) bytes of data") }
        if method == ZipFormat.stored && compressedSize != size {
            throw ZipProblem("entry \(shownName) is stored, but its sizes differ (\(compressedSize) stored, \(size) unpacked)")
        }
        let unixMode = (external >> 16) & 0o170000
        let isLink = madeBy >> 8 == 3 && unixMode == 0o120000
        return ZipEntry(
            nameBytes: nameBytes, name: name, method: method, flags: flags, crc32: crc, compressedSize: compressedSize, size: size,
            localHeaderOffset: offset, dataOffset: 0, end: 0, isFolder: isFolder, isSymbolicLink: isLink)
    }

    /// The extra fields by id; they must tile the extra data exactly, each id once.
    private static func extraFields(_ extra: [UInt8], of name: String) throws(ZipProblem) -> [UInt16: [UInt8]] {
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

    /// A name as text: UTF-8 when flagged (and valid), ASCII otherwise; never NUL, never CP437 guesses.
    private static func decodeName(_ bytes: [UInt8], utf8: Bool) throws(ZipProblem) -> String {
        let shownName = shown(bytes)
        if bytes.isEmpty { throw ZipProblem("an entry has an empty name") }
        if bytes.contains(0) { throw ZipProblem("entry \(shownName) has a NUL byte in its name") }
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

    // MARK: - Local headers

    /// The entry with its local header read and held to its central entry.
    private func readLocalHeader(_ central: ZipEntry, directoryStart: UInt64) throws(ZipProblem) -> ZipEntry {
        var entry = central
        let name = Self.shown(entry.nameBytes)
        guard entry.localHeaderOffset <= directoryStart, directoryStart - entry.localHeaderOffset >= UInt64(ZipFormat.localHeaderSize) else {
            throw ZipProblem("entry \(name) has its local header at byte \(entry.localHeaderOffset), inside or past the central directory")
        }
        let header = try read(at: entry.localHeaderOffset, count: ZipFormat.localHeaderSize, what: "local header of \(name)")
        guard Self.u32(header, 0) == ZipFormat.localHeader else {
            throw ZipProblem("entry \(name) has no local header where the central directory says (byte \(entry.localHeaderOffset))")
        }
        let flags = Self.u16(header, 6)
        let method = Self.u16(header, 8)
        let crc = Self.u32(header, 14)
        var compressedSize = UInt64(Self.u32(header, 18))
        var size = UInt64(Self.u32(header, 22))
        let nameLength = Int(Self.u16(header, 26))
        let extraLength = Int(Self.u16(header, 28))
        let variableStart = entry.localHeaderOffset + UInt64(ZipFormat.localHeaderSize)
        guard variableStart + UInt64(nameLength + extraLength) <= directoryStart else {
            throw ZipProblem("entry \(name) has a local header that runs into the central directory")
        }
        let variable = try read(at: variableStart, count: nameLength + extraLength, what: "local header of \(name)")
        guard Array(variable[0..<nameLength]) == entry.nameBytes else {
            throw ZipProblem(
                "entry \(name) is named \(Self.shown(Array(variable[0..<nameLength]))) in its local header: unzip tools disagree on which name it has"
            )
        }
        guard flags == entry.flags else {
            throw ZipProblem(
                "entry \(name) has other flags in its local header (0x\(String(flags, radix: 16))) than in the central directory (0x\(String(entry.flags, radix: 16)))"
            )
        }
        guard method == entry.method else {
            throw ZipProblem(
                "entry \(name) has another compression method in its local header (\(method)) than in the central directory (\(entry.method))")
        }
        let fields = try Self.extraFields(Array(variable[nameLength...]), of: name)
        if fields[ZipFormat.unicodePathExtraID] != nil {
            throw ZipProblem("entry \(name) carries a second, Unicode name (Info-ZIP's 0x7075 field) that some unzip tools use instead")
        }
        var localZip64 = false
        if size == UInt64(ZipFormat.saturated32) || compressedSize == UInt64(ZipFormat.saturated32) {
            guard let zip64 = fields[ZipFormat.zip64ExtraID], zip64.count >= 16 else {
                throw ZipProblem("entry \(name) defers its sizes in its local header to a zip64 field it does not have")
            }
            size = Self.u64(zip64, 0)
            compressedSize = Self.u64(zip64, 8)
            localZip64 = true
        }
        entry.dataOffset = variableStart + UInt64(nameLength + extraLength)
        let (dataEnd, overflow) = entry.dataOffset.addingReportingOverflow(entry.compressedSize)
        guard !overflow, dataEnd <= directoryStart else {
            throw ZipProblem("entry \(name)'s data (\(entry.compressedSize) bytes) runs into the central directory")
        }
        entry.end = dataEnd
        if flags & ZipFormat.Flag.dataDescriptor == 0 {
            guard crc == entry.crc32, compressedSize == entry.compressedSize, size == entry.size else {
                throw ZipProblem(
                    "entry \(name) has other sizes or CRC-32 in its local header (\(compressedSize) → \(size) bytes, CRC 0x\(String(crc, radix: 16))) than in the central directory (\(entry.compressedSize) → \(entry.size), 0x\(String(entry.crc32, radix: 16)))"
                )
            }
        } else {
            // The sizes follow the data, in a descriptor (with or without its signature).
            let wide = localZip64 || entry.size >= UInt64(ZipFormat.saturated32) || entry.compressedSize >= UInt64(ZipFormat.saturated32)
            let fieldsLength = wide ? 20 : 12
            let available = Int(min(UInt64(fieldsLength + 4), directoryStart - dataEnd))
            let descriptor = try read(at: dataEnd, count: available, what: "data descriptor of \(name)")
            let signed = available >= 4 && Self.u32(descriptor, 0) == ZipFormat.dataDescriptor
            let start = signed ? 4 : 0
            guard start + fieldsLength <= descriptor.count else {
                throw ZipProblem("entry \(name)'s data descriptor runs into the central directory")
            }
            let describedCRC = Self.u32(descriptor, start)
            let describedCompressed = wide ? Self.u64(descriptor, start + 4) : UInt64(Self.u32(descriptor, start + 4))
            let describedSize = wide ? Self.u64(descriptor, start + 12) : UInt64(Self.u32(descriptor, start + 8))
            guard describedCRC == entry.crc32, describedCompressed == entry.compressedSize, describedSize == entry.size else {
                throw ZipProblem("entry \(name)'s data descriptor disagrees with the central directory on its sizes or CRC-32")
            }
            entry.end = dataEnd + UInt64(start + fieldsLength)
        }
        return entry
    }

    /// Every byte before the central directory belongs to exactly one entry.
    private func checkCoverage(_ entries: [ZipEntry], directoryStart: UInt64) throws(ZipProblem) {
        var cursor: UInt64 = 0
        var previous: String?
        for entry in entries.sorted(by: { $0.localHeaderOffset < $1.localHeaderOffset }) {
            let name = Self.shown(entry.nameBytes)
            if entry.localHeaderOffset < cursor {
                throw ZipProblem("entries \(previous ?? "?") and \(name) share bytes (overlapping entries, as zip bombs have)")
            }
            if entry.localHeaderOffset > cursor {
                throw ZipProblem(
                    "bytes \(cursor)–\(entry.localHeaderOffset - 1) (\(previous.map { "after entry \($0)" } ?? "at the start")) belong to no entry: data that some unzip tools would find and others not"
                )
            }
            cursor = entry.end
            previous = name
        }
        if cursor != directoryStart {
            throw ZipProblem(
                "bytes \(cursor)–\(directoryStart - 1) (\(previous.map { "after entry \($0)" } ?? "at the start")) belong to no entry: data that some unzip tools would find and others not"
            )
        }
    }

    /// Each name once, byte-wise, by Unicode normalisation and by case; no file with entries below it.
    private func checkNames(_ entries: [ZipEntry]) throws(ZipProblem) {
        var byBytes = Set<[UInt8]>()
        var byFold: [String: String] = [:]
        var files: [String: String] = [:]
        for entry in entries {
            let name = Self.shown(entry.nameBytes)
            guard byBytes.insert(entry.nameBytes).inserted else { throw ZipProblem("entry \(name) appears twice") }
            let trimmed = entry.isFolder ? String(entry.name.dropLast()) : entry.name
            let folded = trimmed.precomposedStringWithCanonicalMapping.lowercased()
            if let other = byFold[folded], Array(other.utf8) != Array(trimmed.utf8) {
                throw ZipProblem(
                    "entries \(Self.shown(Array(other.utf8))) and \(name) differ only by Unicode normalisation or case: on macOS, and with many unzip tools, one replaces the other"
                )
            }
            byFold[folded] = trimmed
            if !entry.isFolder { files[folded] = trimmed }
        }
        for entry in entries {
            var parts = entry.name.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            while !parts.isEmpty {
                let parent = parts.joined(separator: "/").precomposedStringWithCanonicalMapping.lowercased()
                if let file = files[parent] {
                    throw ZipProblem("entry \(Self.shown(entry.nameBytes)) lies below \(Self.shown(Array(file.utf8))), which is a file")
                }
                parts = parts.dropLast()
            }
        }
    }

    // MARK: - Bytes

    static func u16<C: RandomAccessCollection>(_ bytes: C, _ at: Int) -> UInt16 where C.Element == UInt8, C.Index == Int {
        let base = bytes.startIndex + at
        return UInt16(bytes[base]) | UInt16(bytes[base + 1]) << 8
    }

    static func u32<C: RandomAccessCollection>(_ bytes: C, _ at: Int) -> UInt32 where C.Element == UInt8, C.Index == Int {
        UInt32(u16(bytes, at)) | UInt32(u16(bytes, at + 2)) << 16
    }

    static func u64<C: RandomAccessCollection>(_ bytes: C, _ at: Int) -> UInt64 where C.Element == UInt8, C.Index == Int {
        UInt64(u32(bytes, at)) | UInt64(u32(bytes, at + 4)) << 32
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Whether bytes hold a signature of a zip record (PK followed by 1 2, 3 4, 5 6, 6 6 or 6 7).
    private static func holdsSignature(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0...(bytes.count - 4) where bytes[index] == 0x50 && bytes[index + 1] == 0x4B {
            switch (bytes[index + 2], bytes[index + 3]) {
            case (1, 2), (3, 4), (5, 6), (6, 6), (6, 7), (7, 8): return true
            default: continue
            }
        }
        return false
    }

    /// A name as a person should see it (control characters and invalid UTF-8 escaped).
    static func shown(_ bytes: [UInt8]) -> String { VisibleText.of(bytes) }

}
