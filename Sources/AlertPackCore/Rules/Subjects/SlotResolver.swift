/// What one Contents.json entry asks of its image.
public enum EntrySlot: Sendable {
    /// A slot the preset knows: the image must be exactly this size.
    case slot(ImageSlot)
    /// A well-formed entry for a slot no table of the preset has: its image must still be
    /// points × scale pixels, but whether Xcode uses it is not known (a warning).
    case unknown(ImageSlot, String)
    /// The entry's attributes are malformed: Xcode ignores it.
    case invalid(String)
    /// A platform whose assets are not checked here (tvOS, CarPlay, visionOS layers).
    case ignored
}

extension EntrySlot {
    /// The slot whose pixel size an entry's image must have, known or not.
    public var sizedSlot: ImageSlot? {
        switch self {
        case .slot(let slot): return slot
        case .unknown(let slot, _) where slot.width > 0: return slot
        default: return nil
        }
    }
}

/// Turns Contents.json entries into slots using the preset's tables.
public enum SlotResolver {
    /// Idioms whose icons live outside what alertpack checks, skipped rather than judged.
    static let otherPlatformIdioms: Set<String> = ["car", "tv", "vision", "appLauncher", "tv-marketing"]
    /// Platforms a `universal` entry may name whose icons we do not check.
    static let otherPlatforms: Set<String> = ["tvos", "visionos", "xros"]

    public static func resolve(_ entry: AssetCatalogSet.Entry, kind: AssetCatalogSet.Kind, tables: ImageSlotTables) -> EntrySlot {
        let place = "images[\(entry.index)]" + (entry.filename.map { " (\($0))" } ?? "")
        guard let idiom = entry["idiom"] else { return .invalid("\(place) has no idiom") }
        if otherPlatformIdioms.contains(idiom) { return .ignored }
        if let platform = entry["platform"], otherPlatforms.contains(platform) { return .ignored }
        var scale = 1
        if let text = entry["scale"] {
            guard text.hasSuffix("x"), let value = Int(text.dropLast()), (1...3).contains(value) else {
                return .invalid("\(place) has scale \"\(text)\"; must be 1x, 2x or 3x")
            }
            scale = value
        }
        switch kind {
        case .appIcon:
            guard let size = entry["size"] else { return .invalid("\(place) has no size") }
            let parts = size.split(separator: "x")
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, width <= 4096 else {
                return .invalid("\(place) has size \"\(size)\"; must be points as \"WxH\", e.g. \"20x20\"")
            }
            guard width == height else { return .invalid("\(place) has size \(size), which is not square") }
            if entry["scale"] == nil && !tables.marketingPoints.contains(width) {
                return .invalid("\(place) has no scale")
            }
            let platform = entry["platform"]
            if var slot = tables.iconSlot(idiom: idiom, points: width, scale: scale, appearance: entry.appearance, platform: platform) {
                slot.attributes = entry.attributes.filter { $0.key != "filename" }
                return .slot(slot)
            }
            guard let known = tables.platform(ofIdiom: idiom) ?? platform else {
                return .invalid("\(place) has idiom \"\(idiom)\", which no Apple platform uses")
            }
            // Well formed, but not a size the preset lists: still points × scale pixels.
            let pixels = Int((width * Double(scale)).rounded())
            var slot = ImageSlot(
                kind: .icon, width: pixels, height: pixels, label: "\(idiom) \(ImageSlotTables.pointsText(width))pt @\(scale)x",
                appearance: entry.appearance, attributes: entry.attributes.filter { $0.key != "filename" })
            slot.platform = known
            slot.inPreset = false
            return .unknown(slot, "\(place): \(idiom) \(size) @\(scale)x is not an icon slot the preset knows; Xcode may ignore it")
        case .launchImage:
            return resolveLaunch(entry, idiom: idiom, scale: scale, place: place, tables: tables)
        }
    }

    /// A launch image entry: its orientation, subtype and extent against the preset's slots.
    private static func resolveLaunch(_ entry: AssetCatalogSet.Entry, idiom: String, scale: Int, place: String, tables: ImageSlotTables) -> EntrySlot
    {
        let orientation = entry["orientation"] ?? "portrait"
        guard orientation == "portrait" || orientation == "landscape" else {
            return .invalid("\(place) has orientation \"\(orientation)\"; must be portrait or landscape")
        }
        guard
            let slot = tables.launchSlot(
                idiom: idiom, orientation: orientation, scale: scale, subtype: entry["subtype"], extent: entry["extent"])
        else {
            let subtype = entry["subtype"].map { " \($0)" } ?? ""
            let extent = entry["extent"].map { " \($0)" } ?? ""
            guard ["iphone", "ipad"].contains(idiom) else { return .invalid("\(place) has idiom \"\(idiom)\"; launch images are iphone or ipad") }
            var unknown = ImageSlot(kind: .launch, width: 0, height: 0, label: "\(idiom) \(orientation)\(subtype)\(extent) @\(scale)x")
            unknown.inPreset = false
            return .unknown(
                unknown,
                "\(place): \(idiom) \(orientation)\(subtype)\(extent) @\(scale)x is not a launch image slot the preset knows")
        }
        return .slot(
            ImageSlot(
                kind: slot.kind, width: slot.width, height: slot.height, label: slot.label,
                attributes: entry.attributes.filter { $0.key != "filename" }))
    }
}
