/// An app icon set's Contents.json unreadable or with malformed values (size, scale, idiom); a well-formed
/// entry for a slot the preset does not know is a warning.
///
/// Xcode ignores entries it cannot place ("If the size is not valid, the image is ignored"), so a malformed
/// size or scale silently leaves a slot empty. Sizes of other platforms (watchOS, macOS) and of older iOS
/// versions are known slots; an entry outside every table is still held to points × scale pixels.
///
/// - Rule: icon.contents
/// - Name: Valid Contents.json
/// - Source: ICON-CONTENTS (Asset Catalog Format Reference: AppIconType)
/// - Parameter unknownSlotSeverity (severity): severity for an image in a slot the preset does not know
/// - Fires on: Samples/icons/Invalid.xcassets/AppIcon.appiconset, saying “must be 1x, 2x or 3x” (error)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
package struct IconContentsRule: CatalogRule {
    package func check(_ set: CatalogSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard set.set.kind == .appIcon else { return [] }
        return ContentsFindings.check(set, context, unknownSlotSeverity: context.parameters.unknownSlotSeverity)
    }
}
