/// A compiled asset catalog (`Assets.car`): a BOM store whose variables hold CoreUI's header
/// (CARHEADER), the build's metadata (EXTENDED_METADATA), the attributes of a rendition key
/// (KEYFORMAT), and trees of facets (names to attributes), appearances (names to ids) and
/// renditions (keys to CSI headers and payloads). Facts only: pixels are not decoded here, but
/// every rendition's encoding and compressed byte ranges are recorded for a decoder.
package struct AssetCatalogArchive: Equatable, Sendable {
    /// CARHEADER (tag `RATC`, little-endian, 436 bytes).
    package struct Header: Equatable, Sendable {
        package let coreUIVersion: UInt32
        package let storageVersion: UInt32
        package let storageTimestamp: UInt32
        package let renditionCount: UInt32
        /// "@(#)PROGRAM:CoreUI  PROJECT:CoreUI-689.3" (trailing newline removed).
        package let mainVersionString: String
        /// The tool that wrote it: "Xcode 15.0.1 (15A507) via AssetCatalogSimulatorAgent".
        package let versionString: String
        /// The UUID as 32 lowercase hex digits.
        package let uuid: String
        package let associatedChecksum: UInt32
        package let schemaVersion: UInt32
        package let colorSpaceID: UInt32
        package let keySemantics: UInt32
    }

    /// EXTENDED_METADATA (tag `META`): four NUL-padded strings of 256 bytes.
    package struct Metadata: Equatable, Sendable {
        /// "carutil 735.000000, thinned <mode app> <idiom 1> …" for a thinned (App Store) catalog.
        package let thinningArguments: String
        package let deploymentPlatformVersion: String
        package let deploymentPlatform: String
        package let authoringTool: String
    }

    /// A facet: an asset's name ("AppIcon") and its attributes, the identifier among them.
    package struct Facet: Equatable, Sendable {
        package let name: String
        package let attributes: [AssetCatalogRendition.Attribute]
        package var identifier: UInt16? { attributes.first { $0.id == AssetCatalogAttribute.identifier }?.value }
    }

    /// An appearance name ("UIAppearanceDark", "ISAppearanceTintable") and its id.
    package struct Appearance: Equatable, Sendable {
        package let name: String
        package let id: UInt16
    }

    static let maxRenditions = 1_000_000

    package let header: Header
    package let metadata: Metadata?
    /// KEYFORMAT's version and attribute ids, in the order of every rendition key.
    package let keyFormatVersion: UInt32
    package let keyFormat: [UInt32]
    package let facets: [Facet]
    package let appearances: [Appearance]
    package let renditions: [AssetCatalogRendition]
    /// The BOM variables the store has, in its order (CARHEADER, RENDITIONS, …).
    package let variables: [String]

    /// Reads the catalog at `path`; an error names the file.
    package static func read(path: String) throws(AlertPackError) -> AssetCatalogArchive {
        do {
            return try AssetCatalogArchive(file: try RandomAccessFile(path: path))
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    package init(file: RandomAccessFile) throws(AlertPackError) {
        let store = try BOMStore(file: file)
        variables = store.variables.map(\.name)
        header = try Self.readHeader(store)
        metadata = try store.variable("EXTENDED_METADATA").map { index throws(AlertPackError) in try Self.readMetadata(store, index) }
        (keyFormatVersion, keyFormat) = try Self.readKeyFormat(store)
        facets = try Self.readFacets(store)
        appearances = try Self.readAppearances(store)
        renditions = try Self.readRenditions(store, keyFormat: keyFormat, facets: facets, appearances: appearances)
    }

    private static func readHeader(_ store: BOMStore) throws(AlertPackError) -> Header {
        guard let index = store.variable("CARHEADER") else {
            throw AlertPackError.bundle(.catalogNoHeader)
        }
        var cursor = ByteCursor(try store.read(index, what: "CARHEADER", maxBytes: 4096), what: "CARHEADER")
        let tag = FourCC.text(try cursor.take(4))
        guard tag == "RATC" else { throw AlertPackError.reading(.wrongTag("CARHEADER", found: tag, expected: "RATC")) }
        let versions = (try cursor.uint32LE(), try cursor.uint32LE(), try cursor.uint32LE(), try cursor.uint32LE())
        let main = CSIHeader.text(try cursor.take(128))
        let version = CSIHeader.text(try cursor.take(256))
        let uuid = try cursor.take(16).map(FourCC.hex).joined()
        return Header(
            coreUIVersion: versions.0, storageVersion: versions.1, storageTimestamp: versions.2, renditionCount: versions.3,
            mainVersionString: main.hasSuffix("\n") ? String(main.dropLast()) : main, versionString: version, uuid: uuid,
            associatedChecksum: try cursor.uint32LE(), schemaVersion: try cursor.uint32LE(), colorSpaceID: try cursor.uint32LE(),
            keySemantics: try cursor.uint32LE())
    }

    private static func readMetadata(_ store: BOMStore, _ index: UInt32) throws(AlertPackError) -> Metadata {
        var cursor = ByteCursor(try store.read(index, what: "EXTENDED_METADATA", maxBytes: 4096), what: "EXTENDED_METADATA")
        let tag = FourCC.text(try cursor.take(4))
        guard tag == "META" else { throw AlertPackError.reading(.wrongTag("EXTENDED_METADATA", found: tag, expected: "META")) }
        var fields: [String] = []
        for _ in 0..<4 { fields.append(CSIHeader.text(try cursor.take(256))) }
        return Metadata(
            thinningArguments: fields[0], deploymentPlatformVersion: fields[1], deploymentPlatform: fields[2], authoringTool: fields[3])
    }

    private static func readKeyFormat(_ store: BOMStore) throws(AlertPackError) -> (UInt32, [UInt32]) {
        guard let index = store.variable("KEYFORMAT") else {
            throw AlertPackError.bundle(.catalogNoKeyFormat)
        }
        var cursor = ByteCursor(try store.read(index, what: "KEYFORMAT", maxBytes: 4096), what: "KEYFORMAT")
        let tag = FourCC.text(try cursor.take(4))
        guard tag == "tmfk" else { throw AlertPackError.reading(.wrongTag("KEYFORMAT", found: tag, expected: "tmfk")) }
        let version = try cursor.uint32LE()
        let count = Int(try cursor.uint32LE())
        guard count * 4 <= cursor.remaining else {
            throw AlertPackError.reading(
                .holdsFewer("KEYFORMAT", declared: Int64(count), unit: "attributes", holds: Int64(cursor.remaining / 4), only: false))
        }
        var ids: [UInt32] = []
        for _ in 0..<count { ids.append(try cursor.uint32LE()) }
        return (version, ids)
    }

    private static func readFacets(_ store: BOMStore) throws(AlertPackError) -> [Facet] {
        guard store.variable("FACETKEYS") != nil else { return [] }
        let tree = try BOMTree(store, variable: "FACETKEYS", maxEntries: maxRenditions)
        var facets: [Facet] = []
        var budget = BOMStore.Budget(store)
        for (index, entry) in tree.entries.enumerated() {
            let what = "facet \(index)"
            let key = try store.read(entry.key, what: "the name of \(what)", maxBytes: 4096)
            let name = String(decoding: key, as: UTF8.self)
            let value = try store.read(entry.value, what: "\(what) ('\(name)')", maxBytes: 65536)
            try budget.spend(key.count + value.count, on: "the facets")
            var cursor = ByteCursor(value, what: "\(what) ('\(name)')")
            _ = try cursor.take(4)  // the cursor's hot spot
            let count = Int(try cursor.uint16LE())
            guard count * 4 <= cursor.remaining else {
                throw AlertPackError.reading(
                    .holdsFewer("\(what) ('\(name)')", declared: Int64(count), unit: "attributes", holds: Int64(cursor.remaining / 4), only: false))
            }
            var attributes: [AssetCatalogRendition.Attribute] = []
            for _ in 0..<count {
                let id = UInt32(try cursor.uint16LE())
                attributes.append(.init(id: id, value: try cursor.uint16LE()))
            }
            facets.append(Facet(name: name, attributes: attributes))
        }
        return facets
    }

    private static func readAppearances(_ store: BOMStore) throws(AlertPackError) -> [Appearance] {
        guard store.variable("APPEARANCEKEYS") != nil else { return [] }
        let tree = try BOMTree(store, variable: "APPEARANCEKEYS", maxEntries: 65536)
        var appearances: [Appearance] = []
        var budget = BOMStore.Budget(store)
        for (index, entry) in tree.entries.enumerated() {
            let what = "appearance \(index)"
            let key = try store.read(entry.key, what: "the name of \(what)", maxBytes: 4096)
            try budget.spend(key.count + 64, on: "the appearances")
            let name = String(decoding: key, as: UTF8.self)
            var cursor = ByteCursor(try store.read(entry.value, what: "\(what) ('\(name)')", maxBytes: 64), what: "\(what) ('\(name)')")
            appearances.append(Appearance(name: name, id: try cursor.uint16LE()))
        }
        return appearances
    }

    private static func readRenditions(
        _ store: BOMStore, keyFormat: [UInt32], facets: [Facet], appearances: [Appearance]
    ) throws(AlertPackError) -> [AssetCatalogRendition] {
        let tree = try BOMTree(store, variable: "RENDITIONS", maxEntries: maxRenditions)
        var names: [UInt16: String] = [:]
        for facet in facets { if let id = facet.identifier, names[id] == nil { names[id] = facet.name } }
        var appearanceNames: [UInt16: String] = [:]
        for appearance in appearances where appearanceNames[appearance.id] == nil { appearanceNames[appearance.id] = appearance.name }
        var renditions: [AssetCatalogRendition] = []
        var byKey: [[UInt16]: Int] = [:]
        var budget = BOMStore.Budget(store)
        for (index, entry) in tree.entries.enumerated() {
            var rendition = try AssetCatalogRendition.read(store, entry, index: index, keyFormat: keyFormat)
            try budget.spend(rendition.readCost, on: "the renditions")
            rendition.facetName = names[rendition.identifier]
            if keyFormat.contains(AssetCatalogAttribute.appearance) { rendition.appearanceName = appearanceNames[rendition.appearance] }
            if byKey[rendition.attributes.map(\.value)] == nil { byKey[rendition.attributes.map(\.value)] = index }
            renditions.append(rendition)
        }
        for index in renditions.indices {
            guard let link = renditions[index].link else { continue }
            // One dictionary a link: a hostile link's attribute list times a long key format
            // would otherwise cost their product for every rendition.
            var values: [UInt32: UInt16] = [:]
            for attribute in link.attributes where values[attribute.id] == nil { values[attribute.id] = attribute.value }
            let key = keyFormat.map { values[$0] ?? 0 }
            renditions[index].linkTarget = byKey[key]
        }
        return renditions
    }
}
