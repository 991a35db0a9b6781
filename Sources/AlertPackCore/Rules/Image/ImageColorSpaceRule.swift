/// Embedded profile or encoding outside sRGB / Display P3 / Gray Gamma 2.2; 16-bit or palette notes.
///
/// The HIG allows sRGB, Gray Gamma 2.2 and Display P3 for icons; one report says App Store Connect rejects P3
/// on the 1024 icon, so that is a warning. The profile is identified from its ICC description, decoded by
/// libpng. 16-bit and palette PNGs break no rule but are noted (info).
///
/// - Rule: image.colorspace
/// - Name: Colour space
/// - Source: ICON-08, ICON-09
/// - Parameter allowed (list): colour spaces accepted
/// - Parameter marketingAllowed (list): colour spaces accepted on the App Store icon
/// - Parameter noteSixteenBit (flag): note 16-bit PNGs (info)
/// - Parameter notePalette (flag): note palette PNGs (info)
/// - Parameter sixteenBitSeverity (severity): severity of the 16-bit note
/// - Parameter paletteSeverity (severity): severity of the palette note
/// - Class color-space: a colour space the preset does not allow
/// - Class sixteen-bit: 16 bits per channel (noteSixteenBit)
/// - Class palette: indexed colour (notePalette)
/// - Fires on: Samples/icons/Icon-Small-40@2x.png, saying “colour space is icc:Adobe RGB” (warning)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct ImageColorSpaceRule: ImageRule, RepairableRule {
    /// Not while a tinted icon is to be made grayscale (which drops the colours anyway).
    package static let repair = RuleRepair(.toSRGB, order: 2, conflicts: RuleRepair.unreadableImage + [.iconTinted])

    package func check(_ image: ImageSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let facts = image.facts
        guard facts.format == "png", image.inspection.unreadableReason == nil, !image.inspection.tooLarge else { return [] }
        var findings: [Finding] = []
        let marketing = image.slots.contains { $0.marketing }
        let allowed = marketing ? context.parameters.marketingAllowed : context.parameters.allowed
        if let space = facts.colorSpace, !allowed.contains(space) {
            let where_ = marketing ? " for the App Store icon" : ""
            findings.append(
                context.finding(
                    "colour space is \(space); use one of \(allowed.joined(separator: ", "))\(where_)",
                    // fix converts what an ICC profile describes; other spaces (a gAMA-only
                    // file, say) are for the image editor.
                    fix: space == "display-p3" || space.hasPrefix("icc:")
                        ? Fix(
                            "convert its colours to sRGB (lcms2; colours outside sRGB are clipped)",
                            command: ["alertpack", "fix", FixHint.quoted(image.path)])
                        : Fix("export it again in sRGB from its source"), class: MessageClass.colorSpace))
        }
        if context.parameters.noteSixteenBit, facts.bitDepth == 16 {
            findings.append(
                context.finding(
                    "is a 16-bit PNG; 8 bits per channel is what Xcode and App Store Connect expect", fix: nil,
                    severity: context.parameters.sixteenBitSeverity,
                    class: MessageClass.sixteenBit))
        }
        if context.parameters.notePalette, facts.colorType == "palette" {
            findings.append(
                context.finding(
                    "is a palette (indexed-colour) PNG; truecolour RGB is the safe choice", fix: nil, severity: context.parameters.paletteSeverity,
                    class: MessageClass.palette))
        }
        return findings
    }
}
