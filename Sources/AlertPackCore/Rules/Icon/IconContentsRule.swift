/// `icon.contents`: an app icon set's Contents.json must be readable, with valid values.
package struct IconContentsRule: CatalogRule {
    package init() {}

    package static let description = RuleDescription(
        id: "icon.contents", name: "Valid Contents.json", defaultSeverity: .error,
        summary:
            "An app icon set's Contents.json unreadable or with malformed values (size, scale, idiom); a well-formed entry for a slot the preset does not know is a warning.",
        rationale:
            "Xcode ignores entries it cannot place (\"If the size is not valid, the image is ignored\"), so a malformed size or scale silently leaves a slot empty. Sizes of other platforms (watchOS, macOS) and of older iOS versions are known slots; an entry outside every table is still held to points × scale pixels.",
        source: "ICON-CONTENTS (Asset Catalog Format Reference: AppIconType)",
        parameters: [],
        examples: [
            .fires("Samples/icons/Invalid.xcassets/AppIcon.appiconset", saying: "must be 1x, 2x or 3x", as: .error),
            .silent("Samples/icons/Good.xcassets/AppIcon.appiconset"),
        ])

    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .appIcon else { return [] }
        return ContentsFindings.check(set, context)
    }
}
