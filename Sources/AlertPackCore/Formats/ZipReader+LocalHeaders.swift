import Foundation

/// Each entry's local header against its central one, and what the entries cover and are named.
extension ZipReader {
    /// The entry with its local header read and held to its central entry.
    func readLocalHeader(_ central: ZipEntry, directoryStart: UInt64) throws(ZipProblem) -> ZipEntry {
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
        try Self.checkAgreement(entry, named: name, localName: Array(variable[0..<nameLength]), flags: flags, method: method)
        let fields = try Self.extraFields(Array(variable[nameLength...]), of: name)
        if fields[ZipFormat.unicodePathExtraID] != nil {
            throw ZipProblem("entry \(name) carries a second, Unicode name (Info-ZIP's 0x7075 field) that some unzip tools use instead")
        }
        let local = try Self.localSizes(fields[ZipFormat.zip64ExtraID], size: size, compressedSize: compressedSize, of: name)
        (size, compressedSize) = (local.0, local.1)
        let localZip64 = local.2
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
            entry.end = try dataDescriptorEnd(entry, named: name, at: dataEnd, directoryStart: directoryStart, localZip64: localZip64)
        }
        return entry
    }

    /// A local header's sizes: from its zip64 field when it defers them there (both, always);
    /// else the header's own, which a zip64 field it carries anyway must not contradict (a reader
    /// taking them from the field must read the same). Whether they came from the field.
    private static func localSizes(
        _ zip64: [UInt8]?, size: UInt64, compressedSize: UInt64, of name: String
    ) throws(ZipProblem) -> (UInt64, UInt64, Bool) {
        if size == UInt64(ZipFormat.saturated32) || compressedSize == UInt64(ZipFormat.saturated32) {
            guard let zip64, zip64.count >= 16 else {
                throw ZipProblem("entry \(name) defers its sizes in its local header to a zip64 field it does not have")
            }
            return (u64(zip64, 0), u64(zip64, 8), true)
        }
        for (at, value, what) in [(0, size, "a size"), (8, compressedSize, "a stored size")] where at + 8 <= (zip64?.count ?? 0) {
            guard let zip64, u64(zip64, at) == value else {
                throw ZipProblem(
                    "entry \(name) has a zip64 field in its local header that declares \(what) of \(zip64.map { u64($0, at) } ?? 0) bytes, which the entry does not have (its header says \(value)): unzip tools would disagree on it"
                )
            }
        }
        return (size, compressedSize, false)
    }

    /// The local header names the entry, and flags and compresses it, as the central one does:
    /// unzip tools that read one or the other would otherwise disagree.
    private static func checkAgreement(
        _ entry: ZipEntry, named name: String, localName: [UInt8], flags: UInt16, method: UInt16
    ) throws(ZipProblem) {
        guard localName == entry.nameBytes else {
            throw ZipProblem(
                "entry \(name) is named \(Self.shown(localName)) in its local header: unzip tools disagree on which name it has"
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
    }

    /// Where an entry's data descriptor ends: the sizes follow the data there (with or without
    /// the descriptor's signature), and must agree with the central directory.
    private func dataDescriptorEnd(
        _ entry: ZipEntry, named name: String, at dataEnd: UInt64, directoryStart: UInt64, localZip64: Bool
    ) throws(ZipProblem) -> UInt64 {
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
        return dataEnd + UInt64(start + fieldsLength)
    }

    /// Every byte before the central directory belongs to exactly one entry.
    func checkCoverage(_ entries: [ZipEntry], directoryStart: UInt64) throws(ZipProblem) {
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

    /// Each name once, byte-wise, by Unicode normalisation and by case (unless the policy is
    /// case-sensitive); no file with entries below it. A name that is not UTF-8 (listed only
    /// under a policy that reads such names) is held to the others by its bytes alone: no
    /// normalisation or case applies to bytes that are no text (its folders' parts that are
    /// UTF-8 are folded alike, `NameTree`).
    func checkNames(_ entries: [ZipEntry]) throws(ZipProblem) {
        var byBytes = Set<[UInt8]>()
        var byFold: [String: String] = [:]
        for entry in entries {
            let name = Self.shown(entry.nameBytes)
            guard byBytes.insert(entry.nameBytes).inserted else { throw ZipProblem("entry \(name) appears twice") }
            if entry.undecodableName { continue }
            let trimmed = entry.isFolder ? String(entry.name.dropLast()) : entry.name
            let folded = policy.folded(trimmed)
            if let other = byFold[folded], Array(other.utf8) != Array(trimmed.utf8) {
                throw ZipProblem(
                    "entries \(Self.shown(Array(other.utf8))) and \(name) differ only by Unicode normalisation or case: on macOS, and with many unzip tools, one replaces the other"
                )
            }
            byFold[folded] = trimmed
        }
        var tree = NameTree(policy: policy)
        for entry in entries { tree.add(entry) }
        if let (name, file) = tree.nameBelowFile() {
            throw ZipProblem("entry \(Self.shown(name)) lies below \(Self.shown(file)), which is a file")
        }
    }

    // MARK: - Bytes
}
