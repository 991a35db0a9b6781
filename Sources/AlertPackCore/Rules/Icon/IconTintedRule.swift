/// The tinted appearance of an app icon has pixels whose red, green and blue differ: it is not grayscale.
///
/// iOS 18 draws the tinted icon by applying the user's tint to its luminance; Apple asks for it "as a
/// grayscale image", and colour in it is lost or comes out muddy.
///
/// - Rule: icon.tinted
/// - Name: Tinted icon in colour
/// - Source: ICON-CATALOG, ICON-07 (Configuring your app icon using an asset catalog)
/// - Fires on: Samples/icons/Appearances.xcassets/AppIcon.appiconset, saying “of its pixels are in colour”
///   (warning)
/// - Silent on: Samples/icons/SingleSize.xcassets/AppIcon.appiconset
package struct IconTintedRule: ImageRule, RepairableRule {
    /// Grayscale over black has no alpha left: it clears icon.alpha too.
    package static let repair = RuleRepair(.grayscale, order: 3, conflicts: RuleRepair.unreadableImage, alsoClears: [.iconAlpha])

    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard image.slots.contains(where: { $0.appearance == "tinted" }), let colored = image.facts.colorPixels, colored > 0 else {
            return []
        }
        return [
            context.finding(
                "is the tinted icon but \(colored) of its pixels are in colour; it should be grayscale",
                fix: Fix(
                    "make it grayscale (its luminance, over black as tinted icons are drawn), or export a grayscale design",
                    command: ["alertpack", "fix", FixHint.quoted(image.path)]))
        ]
    }
}
