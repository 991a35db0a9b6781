/// The embedded code signature of one Mach-O slice: a SuperBlob (magic 0xfade0cc0, big-endian,
/// an index of typed blobs) holding the CodeDirectory (0xfade0c02), the entitlements as XML
/// (0xfade7171) and as DER (0xfade7172), and a CMS signature (0xfade0b01). Only the index and
/// the blobs read here are read: the CodeDirectory's header and strings, not its hashes.
/// Nothing is verified.
package struct CodeSignature: Equatable, Sendable {
    /// The entitlements of the XML blob (read by `PropertyList`), or nil when there is none.
    package let xmlEntitlements: [String: JSONNode]?
    /// The entitlements of the DER blob (`DEREntitlements`), or nil when there is none or it
    /// cannot be read.
    package let derEntitlements: [String: JSONNode]?
    /// Why the DER blob cannot be read, when it cannot. Kept as a fact, not thrown: the rest of
    /// the signature (the XML form above all, which the system reads first) is still good.
    package let derProblem: String?
    /// The CodeDirectory's identifier ("com.example.App"), team id ("ABCDE12345") and flags
    /// (0x2 is ad hoc), from the first CodeDirectory.
    package let identifier: String?
    package let teamIdentifier: String?
    package let flags: UInt32?
    /// Whether the CMS signature blob holds a signature (it is empty in an ad hoc signature).
    package let hasCMSSignature: Bool
    /// The magic of every blob in the index, in its order.
    package let blobMagics: [UInt32]

    /// The entitlements as the system reads them: the XML form, else the DER form. Nil when
    /// there are none, and also when the DER form is the only one and cannot be read
    /// (`entitlementsUnknown`): then nil means unknown, not "no entitlements".
    package var entitlements: [String: JSONNode]? { xmlEntitlements ?? derEntitlements }
    /// The only entitlements blob is a DER one that cannot be read (`derProblem` says why).
    package var entitlementsUnknown: Bool { xmlEntitlements == nil && derProblem != nil }
    package var isAdHoc: Bool { (flags ?? 0) & 0x2 != 0 }

    static let superBlobMagic: UInt32 = 0xFADE_0CC0
    static let codeDirectoryMagic: UInt32 = 0xFADE_0C02
    static let entitlementsMagic: UInt32 = 0xFADE_7171
    static let derEntitlementsMagic: UInt32 = 0xFADE_7172
    static let cmsMagic: UInt32 = 0xFADE_0B01
    /// At most this many blobs in the index (codesign writes up to a dozen).
    static let maxBlobs = 1024
    /// At most this many bytes of an entitlements blob (real ones are a few KB).
    static let maxEntitlementsBytes = 1 << 20

    init(_ file: RandomAccessFile, at offset: Int64, size: Int64) throws(AlertPackError) {
        guard size >= 12 else {
            throw AlertPackError.bundle(.signatureTooShort(size))
        }
        var header = ByteCursor(try file.read(at: offset, count: 12, what: "code signature SuperBlob"), what: "the SuperBlob header")
        let magic = try header.uint32BE()
        guard magic == Self.superBlobMagic else {
            throw AlertPackError.bundle(.notSuperBlob(magic: magic))
        }
        let length = Int64(try header.uint32BE())
        let count = Int(try header.uint32BE())
        guard length >= 12, length <= size else {
            throw AlertPackError.bundle(.superBlobLength(length, size: size))
        }
        guard count <= Self.maxBlobs, 12 + Int64(count) * 8 <= length else {
            throw AlertPackError.bundle(.superBlobCount(count, length: length))
        }
        var index = ByteCursor(try file.read(at: offset + 12, count: count * 8, what: "SuperBlob index"), what: "the SuperBlob index")
        var blobs: [Blob] = []
        for number in 0..<count {
            let type = try index.uint32BE()
            let start = Int64(try index.uint32BE())
            guard start >= 12, start + 8 <= length else {
                throw AlertPackError.bundle(.blobIndexOutside(number + 1, of: count, slot: type, start: start, length: length))
            }
            var blobHeader = ByteCursor(try file.read(at: offset + start, count: 8, what: "blob header"), what: "a blob header")
            let blobMagic = try blobHeader.uint32BE()
            let blobLength = Int64(try blobHeader.uint32BE())
            guard blobLength >= 8, blobLength <= length - start else {
                throw AlertPackError.bundle(.blobLength(slot: type, magic: blobMagic, length: blobLength, remain: length - start))
            }
            blobs.append(Blob(slot: type, magic: blobMagic, offset: offset + start, length: blobLength))
        }
        blobMagics = blobs.map(\.magic)
        xmlEntitlements = try Self.entitlements(file, blobs.first { $0.magic == Self.entitlementsMagic }, der: false)
        do throws(AlertPackError) {
            derEntitlements = try Self.entitlements(file, blobs.first { $0.magic == Self.derEntitlementsMagic }, der: true)
            derProblem = nil
        } catch {
            derEntitlements = nil
            derProblem = Self.reason(error)
        }
        hasCMSSignature = blobs.contains { $0.magic == Self.cmsMagic && $0.length > 8 }
        if let directory = blobs.first(where: { $0.magic == Self.codeDirectoryMagic }) {
            (identifier, teamIdentifier, flags) = try Self.codeDirectory(file, directory)
        } else {
            (identifier, teamIdentifier, flags) = (nil, nil, nil)
        }
    }

    /// Where one blob of the index is; its length already checked against the SuperBlob.
    struct Blob {
        let slot: UInt32
        let magic: UInt32
        let offset: Int64
        let length: Int64
    }

    private static func entitlements(_ file: RandomAccessFile, _ blob: Blob?, der: Bool) throws(AlertPackError) -> [String: JSONNode]? {
        guard let blob else { return nil }
        let name = der ? "DER entitlements blob" : "entitlements blob"
        guard blob.length - 8 <= Int64(maxEntitlementsBytes) else {
            throw AlertPackError.reading(.overReadLimit("the \(name)", bytes: Int64(blob.length), limit: Int64(maxEntitlementsBytes)))
        }
        let bytes = try file.read(at: blob.offset + 8, count: Int(blob.length - 8), what: name)
        if der { return try DEREntitlements.dictionary(bytes) }
        do {
            return try PropertyList.dictionary(bytes: bytes)
        } catch {
            throw AlertPackError.bundle(.entitlementsPlist(name, error))
        }
    }

    /// An error's words without the file's path (the signature is already named by its file).
    private static func reason(_ error: AlertPackError) -> String {
        if case .inFile(_, let inner) = error { return reason(inner) }
        return error.message
    }

    /// The identifier, team id (CodeDirectory version 0x20200 and later) and flags.
    private static func codeDirectory(_ file: RandomAccessFile, _ blob: Blob) throws(AlertPackError) -> (String?, String?, UInt32?) {
        let headerSize = Int(min(blob.length, 52))
        guard headerSize >= 24 else {
            throw AlertPackError.bundle(.codeDirectoryTooShort(blob.length))
        }
        var header = ByteCursor(try file.read(at: blob.offset, count: headerSize, what: "CodeDirectory"), what: "the CodeDirectory")
        try header.skip(8)
        let version = try header.uint32BE()
        let flags = try header.uint32BE()
        try header.skip(4)  // hashOffset
        let identOffset = try header.uint32BE()
        var team: UInt32 = 0
        if version >= 0x20200 && headerSize >= 52 {
            try header.skip(24)
            team = try header.uint32BE()
        }
        let identifier = try string(file, blob, at: identOffset, what: "identifier")
        let teamIdentifier = team == 0 ? nil : try string(file, blob, at: team, what: "team id")
        return (identifier, teamIdentifier, flags)
    }

    /// A NUL-terminated string inside the CodeDirectory (at most 1 KiB).
    private static func string(_ file: RandomAccessFile, _ blob: Blob, at offset: UInt32, what: String) throws(AlertPackError) -> String {
        guard Int64(offset) < blob.length, offset >= 24 else {
            throw AlertPackError.bundle(.codeDirectoryFieldOutside(what, offset: offset, length: blob.length))
        }
        let count = Int(min(blob.length - Int64(offset), 1024))
        let bytes = try file.read(at: blob.offset + Int64(offset), count: count, what: "CodeDirectory \(what)")
        guard let end = bytes.firstIndex(of: 0), let text = String(validating: bytes[..<end], as: UTF8.self) else {
            throw AlertPackError.bundle(.codeDirectoryFieldNotText(what, offset: offset))
        }
        return text
    }
}
