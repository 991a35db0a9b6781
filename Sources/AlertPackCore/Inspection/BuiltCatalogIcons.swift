/// The app icon renditions of a compiled asset catalog, with their pixels counted within a budget.
///
/// An app icon rendition is one of CoreUI's icon parts, as real catalogs show them: part 220 (the
/// bitmaps Xcode compiles from an `.appiconset`, each idiom and size, the 1024 marketing icon, its
/// dark and tinted variants) and part 245 (the layers of an Xcode 26 `.icon` document per
/// appearance, "iconstack" data with no bitmap: listed, never decoded). Every such rendition is
/// listed, whatever its facet: the rules match them with the names Info.plist gives.
///
/// Decoding is bounded per container, not only per rendition: many renditions link into one
/// packed asset, and each link would decode all of it again, so renditions are decoded grouped
/// by what they decode (a packed asset once for all its links), one group in memory at a time,
/// App Store icons first, and the pixel bytes decoded in all stay within the container's
/// `BuiltDecodeBudget`. Only where a rule reads pixels (an app's or a watch app's catalog) are
/// they decoded; an extension's renditions are listed as not needed. What is not decoded is a
/// fact (`notDecoded`), never a pass.
struct BuiltCatalogIcons {
    static let iconPart: UInt16 = 220
    static let iconStackPart: UInt16 = 245

    /// Why an extension's renditions are not decoded.
    static let notNeeded = "not needed: only an app's and a watch app's icon pixels are checked"

    let decoder: RenditionPixelDecoder

    /// Each app icon rendition of the catalog, in catalog order; pixels decoded within `budget`
    /// when `decoding`, else none.
    func renditions(decoding: Bool, budget: inout BuiltDecodeBudget) -> [BuiltIconRendition] {
        let archive = decoder.archive
        var icons: [Int: BuiltIconRendition] = [:]
        var groups: [(target: Int?, members: [Int])] = []
        var groupOf: [Int: Int] = [:]
        for (index, rendition) in archive.renditions.enumerated() {
            let part = rendition.value(AssetCatalogAttribute.part)
            guard part == Self.iconPart || part == Self.iconStackPart, rendition.header != nil else { continue }
            icons[index] = Self.fact(rendition, archive: archive)
            guard part == Self.iconPart else { continue }
            let target: Int? = rendition.link == nil ? index : rendition.linkTarget
            if let target, let group = groupOf[target] {
                groups[group].members.append(index)
            } else {
                if let target { groupOf[target] = groups.count }
                groups.append((target, [index]))
            }
        }
        guard decoding else {
            for index in icons.keys where icons[index]?.notDecoded == nil { icons[index]?.notDecoded = Self.notNeeded }
            return icons.keys.sorted().compactMap { icons[$0] }
        }
        // The App Store icons' groups first (stable otherwise), so that a budget spent decodes them.
        let isStore = groups.map { group in group.members.contains { Self.isStoreIcon(icons[$0]) } }
        let ordered = zip(groups, isStore).filter(\.1).map(\.0) + zip(groups, isStore).filter { !$0.1 }.map(\.0)
        for group in ordered {
            let outcome = decode(group.target, members: group.members, budget: &budget)
            for (index, result) in outcome {
                icons[index]?.transparentPixels = result.transparent
                icons[index]?.notDecoded = result.reason
            }
        }
        return icons.keys.sorted().compactMap { icons[$0] }
    }

    /// The facts of one rendition from its key and CSI header (pixels not yet counted).
    static func fact(_ rendition: AssetCatalogRendition, archive: AssetCatalogArchive) -> BuiltIconRendition {
        let header = rendition.header
        let format = header?.pixelFormat ?? ""
        let isStack = rendition.value(AssetCatalogAttribute.part) == iconStackPart
        var encoding = isStack ? "iconstack" : rendition.encoding
        var width = header?.width ?? 0
        var height = header?.height ?? 0
        if let link = rendition.link {
            (width, height) = (link.width, link.height)
            let target = rendition.linkTarget.map { archive.renditions[$0].encoding }
            encoding = "link to " + (target ?? "nothing")
        }
        let scale = (header?.scaleFactor ?? 0) / 100
        return BuiltIconRendition(
            name: rendition.facetName ?? "", idiom: idiomName(rendition.idiom), width: width, height: height,
            scale: scale > 0 ? scale : Int(rendition.scale), appearance: appearance(rendition.appearanceName), pixelFormat: format,
            encoding: encoding, flaggedOpaque: header?.flags.isOpaque ?? false, hasAlphaChannel: alphaFormats.contains(format),
            transparentPixels: nil, notDecoded: isStack ? "an icon stack (the layers of an .icon document), not a bitmap" : nil,
            sourceName: header?.name ?? "")
    }

    /// A rendition 1024 pixels wide or more: the App Store icon the rules read (marketing, or a
    /// single-size universal icon).
    static func isStoreIcon(_ icon: BuiltIconRendition?) -> Bool { (icon?.width ?? 0) >= 1024 }

    /// CoreUI's pixel formats that carry alpha (every bitmap format it writes for icons).
    static let alphaFormats: Set<String> = ["ARGB", "GA8 ", "GA16", "RGBW", "RGBA"]

    /// The idiom as Contents.json spells it; CoreUI numbers mac 7 and vision 8 after the seven
    /// the format reader names.
    static func idiomName(_ value: UInt16) -> String {
        switch value {
        case 7: "mac"
        case 8: "vision"
        default: AssetCatalogAttribute.idiomName(value)
        }
    }

    /// `dark` or `tinted` from the appearance's name ("UIAppearanceDark", "ISAppearanceTintable"),
    /// nil for the default one.
    static func appearance(_ name: String?) -> String? {
        guard let name else { return nil }
        if name.contains("Dark") { return "dark" }
        if name.contains("Tint") { return "tinted" }
        return nil
    }
}
