/// One rendition of a compiled asset catalog: its key (the attribute values, in KEYFORMAT's
/// order), the facet name its identifier maps to, its CSI header and its payload's facts.
package struct AssetCatalogRendition: Equatable, Sendable {
    /// An attribute id and its value.
    package struct Attribute: Equatable, Sendable {
        package let id: UInt32
        package let value: UInt16
    }

    /// Where in the file the rendition's value block is.
    package let block: FileRange
    package let attributes: [Attribute]
    /// The facet (asset) name whose identifier this rendition carries ("AppIcon"), if any.
    package var facetName: String?
    /// The appearance's name from APPEARANCEKEYS ("UIAppearanceDark"), if the key has one.
    package var appearanceName: String?
    /// The CSI header; nil when the rendition's value block is empty.
    package let header: CSIHeader?
    package let payload: CSIPayload
    /// Where an internal link (layout 1003) points: a frame in a packed asset, by key.
    package let link: CSIInternalLink?
    /// The index, in the archive's renditions, of the one the link points at (if found).
    package var linkTarget: Int?

    /// The value of attribute `id`, 0 when the key format has no such attribute (as CoreUI reads it).
    package func value(_ id: UInt32) -> UInt16 {
        attributes.first { $0.id == id }?.value ?? 0
    }

    package var idiom: UInt16 { value(AssetCatalogAttribute.idiom) }
    package var scale: UInt16 { value(AssetCatalogAttribute.scale) }
    package var appearance: UInt16 { value(AssetCatalogAttribute.appearance) }
    package var identifier: UInt16 { value(AssetCatalogAttribute.identifier) }

    /// The bytes reading this rendition took: its key, header, properties and chunk headers.
    var readCost: Int {
        var chunks = 0
        if case .bitmap(let bitmap) = payload { chunks = bitmap.chunks.count }
        return 2 * attributes.count + CSIHeader.size + (header?.propertiesLength ?? 0) + 24 * chunks
    }

    /// How the pixels are stored: the bitmap's compression ("lzfse", "deepmap2"), "raw data",
    /// "internal link", a tag, or "none".
    package var encoding: String {
        switch payload {
        case .bitmap(let bitmap): bitmap.compression.description
        case .rawData(let flags, _, _): flags & 1 != 0 ? "raw data (compressed)" : "raw data"
        case .color: "color"
        case .multisizeImageSet: "multisize image set"
        case .other(let tag, _): "'\(tag)'"
        case .none: link != nil ? "internal link" : "none"
        }
    }

    /// Reads rendition `index` from its tree entry.
    static func read(
        _ store: BOMStore, _ entry: BOMTree.Entry, index: Int, keyFormat: [UInt32]
    ) throws(AlertPackError)
        -> AssetCatalogRendition
    {
        let what = "rendition \(index)"
        let keyBlock = try store.block(entry.key, what: "the key of \(what)")
        guard keyBlock.length >= keyFormat.count * 2 else {
            throw AlertPackError.bundle(.renditionKeyShort(what, length: keyBlock.length, attributes: keyFormat.count))
        }
        let key = try store.file.read(at: keyBlock.offset, count: keyFormat.count * 2, what: "the key of \(what)")
        var cursor = ByteCursor(key, what: "the key of \(what)")
        var attributes: [Attribute] = []
        for id in keyFormat { attributes.append(Attribute(id: id, value: try cursor.uint16LE())) }
        let block = try store.block(entry.value, what: what)
        let range = FileRange(offset: block.offset, length: block.length)
        guard block.length > 0 else {
            return AssetCatalogRendition(block: range, attributes: attributes, header: nil, payload: .none, link: nil)
        }
        let header = try readHeader(store.file, range, what: "\(what) (BOM block \(entry.value))")
        let start = CSIHeader.size + header.propertiesLength
        let named = "the payload of \(what) ('\(header.name)')"
        guard header.payloadLength <= block.length - start else {
            throw AlertPackError.bundle(.csiDeclaredOver(named, properties: false, declared: header.payloadLength, remain: block.length - start))
        }
        let payload = try CSIPayload.read(
            store.file, range: FileRange(offset: block.offset + Int64(start), length: header.payloadLength), what: named)
        let link = try header.property(1010).map { bytes throws(AlertPackError) in try CSIInternalLink(bytes, what: "the link of \(what)") }
        return AssetCatalogRendition(block: range, attributes: attributes, header: header, payload: payload, link: link)
    }

    private init(block: FileRange, attributes: [Attribute], header: CSIHeader?, payload: CSIPayload, link: CSIInternalLink?) {
        self.block = block
        self.attributes = attributes
        self.header = header
        self.payload = payload
        self.link = link
    }

    /// The CSI header and its properties (at most 64 KiB of them; real ones are a few hundred bytes).
    private static func readHeader(_ file: RandomAccessFile, _ range: FileRange, what: String) throws(AlertPackError) -> CSIHeader {
        guard range.length >= CSIHeader.size else {
            throw AlertPackError.bundle(.csiHeaderShort(what, length: range.length, needs: CSIHeader.size))
        }
        let header = try CSIHeader(try file.read(at: range.offset, count: CSIHeader.size, what: what), what: what)
        let length = header.propertiesLength
        guard length <= range.length - CSIHeader.size, length <= 1 << 16 else {
            throw AlertPackError.bundle(.csiDeclaredOver(what, properties: true, declared: length, remain: range.length - CSIHeader.size))
        }
        let bytes = try file.read(at: range.offset + Int64(CSIHeader.size), count: length, what: what)
        return try header.withProperties(bytes, what: what)
    }
}

/// An internal link (property 1010, tag `KLNI`): a frame in another rendition (a packed asset,
/// "ZZZZPackedAsset-…"), named by the attributes of its key.
package struct CSIInternalLink: Equatable, Sendable {
    package let x: Int
    package let y: Int
    package let width: Int
    package let height: Int
    package let layout: Int
    /// The target's key attributes (those not listed are 0).
    package let attributes: [AssetCatalogRendition.Attribute]

    init(_ bytes: [UInt8], what: String) throws(AlertPackError) {
        var cursor = ByteCursor(bytes, what: what)
        let tag = FourCC.text(try cursor.take(4))
        guard tag == "KLNI" else { throw AlertPackError.reading(.wrongTag(what, found: tag, expected: "KLNI")) }
        _ = try cursor.uint32LE()
        x = Int(try cursor.uint32LE())
        y = Int(try cursor.uint32LE())
        width = Int(try cursor.uint32LE())
        height = Int(try cursor.uint32LE())
        layout = Int(try cursor.uint16LE())
        let length = Int(try cursor.uint32LE())
        guard length <= cursor.remaining else {
            throw AlertPackError.bundle(.csiKeyOver(what, length: length, holds: cursor.remaining))
        }
        var pairs: [AssetCatalogRendition.Attribute] = []
        for _ in 0..<length / 4 {
            let id = UInt32(try cursor.uint16LE())
            let value = try cursor.uint16LE()
            if id != 0 || value != 0 { pairs.append(.init(id: id, value: value)) }
        }
        attributes = pairs
    }

}
