/// What one Contents.json entry asks of its image.
public enum EntrySlot: Sendable {
    /// A slot the preset knows: the image must be exactly this size.
    case slot(ImageSlot)
    /// The entry's attributes are invalid or name a slot the preset does not have.
    case invalid(String)
    /// Another platform's entry (watch, mac, tv, car): not ours to judge.
    case ignored
}

/// Turns Contents.json entries into slots using the preset's tables.
public enum SlotResolver {
    /// Idioms outside iOS notification assets, skipped rather than judged.
    static let otherPlatformIdioms: Set<String> = ["mac", "watch", "watch-marketing", "car", "tv", "vision", "appLauncher"]

    public static func resolve(_ entry: AssetCatalogSet.Entry, kind: AssetCatalogSet.Kind, tables: ImageSlotTables) -> EntrySlot {
        let place = "images[\(entry.index)]" + (entry.filename.map { " (\($0))" } ?? "")
        guard let idiom = entry["idiom"] else { return .invalid("\(place) has no idiom") }
        if otherPlatformIdioms.contains(idiom) { return .ignored }
        if let platform = entry["platform"], platform != "ios" { return .ignored }
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
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0 else {
                return .invalid("\(place) has size \"\(size)\"; must be points as \"WxH\", e.g. \"20x20\"")
            }
            guard width == height else { return .invalid("\(place) has size \(size), which is not square") }
            if entry["scale"] == nil && width != 1024 {
                return .invalid("\(place) has no scale")
            }
            guard var slot = tables.iconSlot(idiom: idiom, points: width, scale: scale, appearance: entry.appearance) else {
                return .invalid("\(place): \(idiom) \(size) @\(scale)x is not an icon slot the preset knows")
            }
            slot.attributes = entry.attributes.filter { $0.key != "filename" }
            return .slot(slot)
        case .launchImage:
            let orientation = entry["orientation"] ?? "portrait"
            guard orientation == "portrait" || orientation == "landscape" else {
                return .invalid("\(place) has orientation \"\(orientation)\"; must be portrait or landscape")
            }
            guard let slot = tables.launchSlot(
                idiom: idiom, orientation: orientation, scale: scale, subtype: entry["subtype"], extent: entry["extent"])
            else {
                let subtype = entry["subtype"].map { " \($0)" } ?? ""
                let extent = entry["extent"].map { " \($0)" } ?? ""
                return .invalid("\(place): \(idiom) \(orientation)\(subtype)\(extent) @\(scale)x is not a launch image slot the preset knows")
            }
            return .slot(ImageSlot(
                kind: slot.kind, width: slot.width, height: slot.height, label: slot.label,
                attributes: entry.attributes.filter { $0.key != "filename" }))
        }
    }
}
