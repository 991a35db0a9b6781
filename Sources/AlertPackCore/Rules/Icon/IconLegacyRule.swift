/// Entries for icon slots of iOS 6 to 9 (iPhone 29pt and 57pt @1x, 57pt @2x, iPad @1x, 50pt and 72pt) that
/// current Xcode ignores; their images are still held to their pixel size.
///
/// Sets carried over from older projects keep these slots; they do no harm, but they are dead weight, and an
/// image in one is checked like any other (a 40x40 image in the 29pt @1x slot is still wrong).
///
/// - Rule: icon.legacy
/// - Name: Legacy icon slot
/// - Source: ICON-ERAS (QA1686, the ios-legacy table)
/// - Fires on: Samples/icons/Legacy.xcassets/AppIcon.appiconset, saying “legacy slots that current Xcode
///   ignores” (info)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
package struct IconLegacyRule: CatalogRule {
    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .appIcon else { return [] }
        let legacy = set.entries.compactMap { entry, slot -> String? in
            guard case .slot(let resolved) = slot, resolved.legacy, entry.filename != nil else { return nil }
            return "images[\(entry.index)] \(resolved.label)"
        }
        guard !legacy.isEmpty else { return [] }
        return [
            context.finding(
                "\(legacy.count) legacy slot\(legacy.count == 1 ? "" : "s") that current Xcode ignores: \(legacy.joined(separator: ", "))",
                fix: "remove them if the app no longer supports iOS 9 or earlier")
        ]
    }
}
