/// The header CoreUI writes before every rendition in an asset catalog (a "CSI", Core
/// Structured Image: magic bytes `ISTC`), little-endian, 184 bytes: version, flags (among them
/// whether the image is opaque and how its bitmap is encoded), size, scale, pixel format,
/// colour space, layout and the name of the file it was made from; then a list of typed
/// properties (TLV), then the rendition's payload.
package struct CSIHeader: Equatable, Sendable {
    /// The header's fixed size.
    static let size = 184

    /// The flags word, bit by bit as CoreUI lays it out.
    package struct Flags: Equatable, Sendable {
        package let rawValue: UInt32
        package var isHeaderFlaggedFPO: Bool { rawValue & 1 != 0 }
        package var isExcludedFromContrastFilter: Bool { rawValue & 2 != 0 }
        package var isVectorBased: Bool { rawValue & 4 != 0 }
        /// The image is opaque: CoreUI found no pixel with alpha below 1 when it compiled it.
        package var isOpaque: Bool { rawValue & 8 != 0 }
        /// Bits 4–7: how the bitmap is encoded (0 for most; 1 where deepmap is allowed).
        package var bitmapEncoding: Int { Int(rawValue >> 4 & 0xF) }
        package var optOutOfThinning: Bool { rawValue & 0x100 != 0 }
        package var isFlippable: Bool { rawValue & 0x200 != 0 }
        package var isTintable: Bool { rawValue & 0x400 != 0 }
        package var preservedVectorRepresentation: Bool { rawValue & 0x800 != 0 }
    }

    /// One typed property after the header (slices 1001, metrics 1003, compositing 1004,
    /// UTI 1005, EXIF orientation 1006, bytes per row 1007, internal link 1010, …).
    package struct Property: Equatable, Sendable {
        package let type: UInt32
        package let bytes: [UInt8]
    }

    package let version: UInt32
    package let flags: Flags
    package let width: Int
    package let height: Int
    /// The scale times 100 (200 for @2x); 0 for renditions without pixels.
    package let scaleFactor: Int
    /// The pixel format as CoreUI names it ('ARGB', 'GA8 ', 'RGBW', 'GA16', 'PDF ', 'DATA',
    /// 'JPEG', 'HEIF', 'SVG '); the file holds its four bytes reversed. Empty when zero.
    package let pixelFormat: String
    /// The colour space id (low 4 bits): 0 generic, 1 sRGB, 2 gray gamma 2.2, 3 Display P3, …
    package let colorSpaceID: Int
    /// Seconds since 1970 (0 in most catalogs built today).
    package let modificationTime: UInt32
    /// The rendition's layout: 10–50 images of one or more parts, 1000 raw data, 1003 an
    /// internal link, 1004 a packed asset, 1009 a colour, 1010 a multisize image set, …
    package let layout: Int
    /// The name of the file the rendition was made from ("Icon-App-1024x1024@1x.png").
    package let name: String
    /// The number of bitmaps the header lists (1 in every catalog seen).
    package let bitmapCount: UInt32
    /// The payload's length as the header declares it.
    package let payloadLength: Int
    package private(set) var properties: [Property]

    /// The properties' length, for the caller that reads them separately.
    let propertiesLength: Int

    /// Reads the fixed header from its 184 bytes (the properties are read by `withProperties`).
    init(_ bytes: [UInt8], what: String) throws(AlertPackError) {
        var cursor = ByteCursor(bytes, what: what)
        let magic = try cursor.take(4)
        guard Array(magic) == Array("ISTC".utf8) else {
            throw AlertPackError.bundle(.notCSI(what, magic: FourCC.text(magic)))
        }
        version = try cursor.uint32LE()
        flags = Flags(rawValue: try cursor.uint32LE())
        width = Int(try cursor.uint32LE())
        height = Int(try cursor.uint32LE())
        scaleFactor = Int(try cursor.uint32LE())
        let format = try cursor.take(4)
        pixelFormat = format.allSatisfy { $0 == 0 } ? "" : FourCC.text(format.reversed())
        colorSpaceID = Int(try cursor.uint32LE() & 0xF)
        modificationTime = try cursor.uint32LE()
        layout = Int(try cursor.uint16LE())
        _ = try cursor.uint16LE()
        name = CSIHeader.text(try cursor.take(128))
        propertiesLength = Int(try cursor.uint32LE())
        bitmapCount = try cursor.uint32LE()
        _ = try cursor.uint32LE()
        payloadLength = Int(try cursor.uint32LE())
        properties = []
    }

    /// The header with its properties, parsed from their bytes.
    func withProperties(_ bytes: [UInt8], what: String) throws(AlertPackError) -> CSIHeader {
        var cursor = ByteCursor(bytes, what: "the properties of \(what)")
        var list: [Property] = []
        while cursor.remaining > 0 {
            let type = try cursor.uint32LE()
            let length = Int(try cursor.uint32LE())
            guard length <= cursor.remaining else {
                throw AlertPackError.bundle(.csiPropertyOver(type, of: what, length: length, remain: cursor.remaining))
            }
            list.append(Property(type: type, bytes: Array(try cursor.take(length))))
        }
        var header = self
        header.properties = list
        return header
    }

    /// The first property of `type`, if any.
    package func property(_ type: UInt32) -> [UInt8]? {
        properties.first { $0.type == type }?.bytes
    }

    /// A NUL-padded C string as text.
    static func text<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
