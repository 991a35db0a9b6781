/// `icon.unassigned`: a file in an app icon set that no entry uses.
package struct IconUnassignedRule: CatalogRule {
    package init() {}

    package static let description = RuleDescription(
        id: "icon.unassigned", name: "Unassigned file", defaultSeverity: .warning,
        summary: "An image in the set that no entry references.",
        rationale:
            "Xcode warns \"The app icon set has an unassigned child\"; the file is not used, which usually means a slot got the wrong file or none.",
        source: "ICON-12",
        parameters: [],
        examples: [
            .fires("Samples/icons/Broken.xcassets/AppIcon.appiconset", saying: "but no entry in Contents.json uses it", as: .warning),
            .silent("Samples/icons/Good.xcassets/AppIcon.appiconset"),
        ])

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
