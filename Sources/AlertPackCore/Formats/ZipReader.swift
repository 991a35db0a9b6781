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
/// Unpacking checks the deflate stream, the size and the CRC-32. A `Policy` other than `.verify`
/// accepts a few names a built app may hold (see `ZipReader.Policy`).
package struct ZipReader {
    package let path: String
    /// What the reader accepts beyond what every unzip reads alike.
    package let policy: Policy
    /// Every entry, in central directory order (empty when `exceedsEntryLimit`).
    package private(set) var entries: [ZipEntry] = []
    /// The central directory lists more than the `maxEntries` the reader was given.
    package private(set) var exceedsEntryLimit = false
    let file: RandomAccessFile

    /// Reads and cross-checks the zip's structure; throws what is wrong, naming the entry.
    package init(path: String, maxEntries: Int = .max, policy: Policy = .verify) throws(AlertPackError) {
        self.path = path
        self.policy = policy
        do {
            file = try RandomAccessFile(path: path)
        } catch {
            throw AlertPackError.inFile(path, error)
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
            throw AlertPackError.packaging(.untrustedZip(path, reason: error.reason))
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

    func read(at offset: UInt64, count: Int, what: String) throws(ZipProblem) -> [UInt8] {
        guard offset <= UInt64(file.size), UInt64(file.size) - offset >= UInt64(count) else {
            throw ZipProblem("the \(what) at byte \(offset) needs \(count) bytes but the file ends at byte \(file.size)")
        }
        do {
            return try file.read(at: Int64(offset), count: count, what: what)
        } catch {
            throw ZipProblem(error.message)
        }
    }

    func readEnd() throws(ZipProblem) -> EndOfDirectory {
        let (endOffset, record) = try findEndRecord()
        let disk = Self.u16(record, 4)
        let directoryDisk = Self.u16(record, 6)
        let entriesOnDisk = Self.u16(record, 8)
        let entries = Self.u16(record, 10)
        let directorySize = Self.u32(record, 12)
        let directoryOffset = Self.u32(record, 16)
        var end = EndOfDirectory(
            entryCount: UInt64(entries), directoryOffset: UInt64(directoryOffset), directorySize: UInt64(directorySize),
            directoryEnd: endOffset)
        guard let locator = try zip64Locator(before: endOffset) else {
            if disk != 0 || directoryDisk != 0 || entriesOnDisk != entries {
                throw ZipProblem("it spans several disks (a split archive), which verify does not read")
            }
            if entries == ZipFormat.saturated16 || directorySize == ZipFormat.saturated32 || directoryOffset == ZipFormat.saturated32 {
                throw ZipProblem("its end record defers to a zip64 record, but there is none")
            }
            return end
        }
        try readZip64(locator, endOffset: endOffset, into: &end)
        // Where both records give a value, they must give the same one.
        if (entries != ZipFormat.saturated16 && UInt64(entries) != end.entryCount)
            || (directorySize != ZipFormat.saturated32 && UInt64(directorySize) != end.directorySize)
            || (directoryOffset != ZipFormat.saturated32 && UInt64(directoryOffset) != end.directoryOffset)
        {
            throw ZipProblem("its end record and its zip64 end record disagree on the central directory")
        }
        return end
    }

    /// The end record: the last one whose comment runs exactly to the end of the file, and
    /// whose comment holds no record signature; its offset and its bytes.
    private func findEndRecord() throws(ZipProblem) -> (offset: UInt64, record: [UInt8]) {
        let size = UInt64(file.size)
        guard size >= UInt64(ZipFormat.endRecordSize) else {
            throw ZipProblem("it is \(size) bytes, shorter than the smallest zip (22 bytes)")
        }
        let tailLength = Int(min(size, UInt64(ZipFormat.endRecordSize + 0xFFFF)))
        let tailStart = size - UInt64(tailLength)
        let tail = try read(at: tailStart, count: tailLength, what: "end of the zip")
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
        let comment = tail[(found + ZipFormat.endRecordSize)...]
        if Self.holdsSignature(Array(comment)) {
            throw ZipProblem("its comment holds zip record signatures, which unzip tools may read as the zip's end")
        }
        return (tailStart + UInt64(found), Array(tail[found..<found + ZipFormat.endRecordSize]))
    }

    /// A zip64 locator sits right before the end record, when there is one.
    private func zip64Locator(before endOffset: UInt64) throws(ZipProblem) -> [UInt8]? {
        guard endOffset >= UInt64(ZipFormat.zip64LocatorSize) else { return nil }
        let bytes = try read(at: endOffset - UInt64(ZipFormat.zip64LocatorSize), count: ZipFormat.zip64LocatorSize, what: "zip64 locator")
        return Self.u32(bytes, 0) == ZipFormat.zip64Locator ? bytes : nil
    }

    /// The zip64 end record the locator points at, right before it: its counts replace the
    /// end record's.
    private func readZip64(_ locator: [UInt8], endOffset: UInt64, into end: inout EndOfDirectory) throws(ZipProblem) {
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
    }

    // MARK: - Central directory

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
    static func holdsSignature(_ bytes: [UInt8]) -> Bool {
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
