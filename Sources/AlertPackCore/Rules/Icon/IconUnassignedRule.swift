/// An image in the set that no entry references.
///
/// Xcode warns "The app icon set has an unassigned child"; the file is not used, which usually means a slot
/// got the wrong file or none.
///
/// - Rule: icon.unassigned
/// - Name: Unassigned file
/// - Source: ICON-12
/// - Fires on: Samples/icons/Broken.xcassets/AppIcon.appiconset, saying “but no entry in Contents.json uses
///   it” (warning)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
package struct IconUnassignedRule: CatalogRule {
    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .appIcon, set.set.problem == nil else { return [] }
        let referenced = Set(set.entries.compactMap(\.entry.filename))
        return set.set.files.filter { !referenced.contains($0) }.map { file in
            var finding = context.finding(
                "\(file) is in \(set.setName) but no entry in Contents.json uses it",
                fix: "assign it to its slot in Xcode, or delete it", subject: file)
            finding.concernedFile = file
            return finding
        }
    }
}
