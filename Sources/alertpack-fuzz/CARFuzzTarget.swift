import AlertPackCore

/// The `car` target (issue 44): a compiled asset catalog read whole (BOM store, trees, every
/// rendition's header, properties and payload framing), then every fact a report would use.
/// Any bytes are an archive or an error; a trap, a hang or unbounded memory is a finding.
enum CARFuzzTarget {
    static func run(_ path: String) {
        guard let archive = try? AssetCatalogArchive.read(path: path) else { return }
        for rendition in archive.renditions {
            _ = rendition.encoding
            _ = AssetCatalogAttribute.idiomName(rendition.idiom)
            if let header = rendition.header { _ = AssetCatalogAttribute.layoutName(header.layout) }
            if let target = rendition.linkTarget { precondition(archive.renditions.indices.contains(target), "a link target outside the renditions") }
        }
    }
}
