/// The entries a made set holds, from the preset's slot table: Xcode's single-size set (one 1024
/// image per platform) or, with `--all-sizes`, every current slot; iOS entries come in each
/// appearance asked for (any, dark, tinted), as Xcode writes them.
struct IconSetLayout {
    struct Entry: Sendable, Equatable {
        var idiom: String
        /// The `platform` key, written for universal entries.
        var platform: String?
        var points: Double
        /// nil for a single-size entry (Xcode writes no scale there).
        var scale: Int?
        /// nil (any), "dark" or "tinted".
        var appearance: String?
        var filename: String

        var pixels: Int { Int((points * Double(scale ?? 1)).rounded()) }
        var sizeText: String { "\(IconSetLayout.number(points))x\(IconSetLayout.number(points))" }

        /// What identifies the slot, whatever the file: an existing entry with the same key is replaced.
        var key: String { [idiom, platform ?? "", sizeText, scale.map { "\($0)x" } ?? "", appearance ?? ""].joined(separator: "|") }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The entries for `options`, named after `setName` (the set's folder name without `.appiconset`).
    static func entries(_ options: IconSetOptions, tables: ImageSlotTables, setName: String) -> [Entry] {
        var appearances: [String?] = [nil]
        if options.darkMaster != nil { appearances.append("dark") }
        if options.tintedMaster != nil || options.makesTinted { appearances.append("tinted") }
        var entries: [Entry] = []
        for platform in IconSetOptions.knownPlatforms where options.platforms.contains(platform) {
            let slots = options.allSizes && platform != "watchos" ? allSizes(platform, tables) : single(platform, tables)
            for slot in slots {
                for appearance in platform == "ios" ? appearances : [nil] {
                    var entry = slot
                    entry.appearance = appearance
                    entry.filename = filename(setName, entry)
                    entries.append(entry)
                }
            }
        }
        return entries
    }

    /// The universal 1024 entry of a platform's single-size set.
    private static func single(_ platform: String, _ tables: ImageSlotTables) -> [Entry] {
        tables.icons.filter { $0.idiom == "universal" && $0.marketing && $0.platform == platform }.flatMap { row in
            row.sizes.map { Entry(idiom: "universal", platform: platform, points: $0, scale: nil, appearance: nil, filename: "") }
        }
    }

    /// iOS: every size of the iPhone and iPad rows as universal entries at the scales they have
    /// there, and the 1024 App Store entry; macOS: the mac rows (their 512 @2x is the App Store icon).
    private static func allSizes(_ platform: String, _ tables: ImageSlotTables) -> [Entry] {
        let current = tables.icons.filter { !$0.legacy && $0.platform == platform }
        guard platform == "ios" else {
            return current.filter { $0.idiom == "mac" && !$0.marketing }.flatMap { row in
                row.sizes.flatMap { size in
                    row.scales.map { Entry(idiom: "mac", platform: nil, points: size, scale: $0, appearance: nil, filename: "") }
                }
            }
        }
        var scales: [Double: Set<Int>] = [:]
        for row in current where ["iphone", "ipad"].contains(row.idiom) && !row.marketing {
            for size in row.sizes { scales[size, default: []].formUnion(row.scales) }
        }
        let sized = scales.keys.sorted().flatMap { size in
            scales[size]!.sorted().map { Entry(idiom: "universal", platform: "ios", points: size, scale: $0, appearance: nil, filename: "") }
        }
        return single("ios", tables) + sized
    }

    /// "AppIcon.png", "AppIcon-dark.png", "AppIcon-20@2x.png", "AppIcon-macos-16@1x.png".
    private static func filename(_ setName: String, _ entry: Entry) -> String {
        var name = setName
        if let platform = entry.platform, platform != "ios" { name += "-" + platform }
        if entry.idiom == "mac" { name += "-macos" }
        if let scale = entry.scale { name += "-\(number(entry.points))@\(scale)x" }
        if let appearance = entry.appearance { name += "-" + appearance }
        return name + ".png"
    }
}
