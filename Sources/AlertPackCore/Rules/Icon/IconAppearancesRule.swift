/// A set that has per-size iOS entries and dark or tinted appearance entries that do not cover them.
///
/// Such a set compiles, but where a size has only its default image the sized entries win and the dark and
/// tinted icons never show; iOS 18 appearances work in a single-size set (one 1024 image per appearance),
/// or in a set that gives every size each of its appearances.
///
/// - Rule: icon.appearances
/// - Name: Appearances in a sized set
/// - Source: ICON-CATALOG (Configuring your app icon using an asset catalog)
/// - Fires on: Samples/icons/Appearances.xcassets/AppIcon.appiconset, saying “the dark and tinted icon never
///   shows” (warning)
/// - Silent on: Samples/icons/SingleSize.xcassets/AppIcon.appiconset
package struct IconAppearancesRule: CatalogRule {
    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .appIcon else { return [] }
        let slots = set.entries.compactMap { entry, slot in entry.filename == nil ? nil : slot.sizedSlot }.filter { $0.platform == "ios" }
        let appearances = Set(slots.compactMap(\.appearance)).sorted()
        // Each size (by its pixels and label) that has a default image but lacks an appearance the set uses.
        let sizedDefaults = Set(slots.filter { $0.appearance == nil && !$0.marketing }.map(Self.place))
        let uncovered = sizedDefaults.filter { place in
            appearances.contains { appearance in !slots.contains { Self.place($0) == place && $0.appearance == appearance } }
        }
        let sized = uncovered.count
        guard sized > 0, !appearances.isEmpty else { return [] }
        return [
            context.finding(
                "has \(sized) per-size iOS icon\(sized == 1 ? "" : "s") and \(appearances.joined(separator: " and ")) appearance entries; the sized icons win and the \(appearances.joined(separator: " and ")) icon never shows",
                fix: "make it a single-size set (Xcode: iOS \"Single Size\"), one 1024 image for each appearance")
        ]
    }

    /// Where a slot is, whatever its appearance: its label without the appearance's word.
    static func place(_ slot: ImageSlot) -> String {
        guard let appearance = slot.appearance, slot.label.hasSuffix(" " + appearance) else { return slot.label }
        return String(slot.label.dropLast(appearance.count + 1))
    }
}
