/// A set that has per-size iOS entries and also dark or tinted appearance entries.
///
/// Such a set compiles, but the sized entries win and the dark and tinted icons never show; iOS 18
/// appearances work in a single-size set (one 1024 image per appearance).
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
        let sized = slots.filter { $0.appearance == nil && !$0.marketing }.count
        let appearances = Set(slots.compactMap(\.appearance)).sorted()
        guard sized > 0, !appearances.isEmpty else { return [] }
        return [
            context.finding(
                "has \(sized) per-size iOS icon\(sized == 1 ? "" : "s") and \(appearances.joined(separator: " and ")) appearance entries; the sized icons win and the \(appearances.joined(separator: " and ")) icon never shows",
                fix: "make it a single-size set (Xcode: iOS \"Single Size\"), one 1024 image for each appearance")
        ]
    }
}
