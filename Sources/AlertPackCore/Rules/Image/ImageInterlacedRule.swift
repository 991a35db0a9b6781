/// Adam7 interlacing (no Apple rule; larger, slower to decode).
///
/// No Apple rule forbids interlaced PNGs, but they are larger and slower to decode, and nothing on a phone
/// shows them progressively.
///
/// - Rule: image.interlaced
/// - Name: Interlaced PNG
/// - Source: ICON-11
/// - Fires on: Samples/icons/interlaced.png, saying “is Adam7-interlaced” (info)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct ImageInterlacedRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard image.facts.interlaced == true else { return [] }
        return [
            context.finding(
                "is Adam7-interlaced",
                fix:
                    "save it without interlacing, e.g. `convert \(FixHint.quoted(image.path)) -interlace none \(FixHint.quoted(FixHint.renamed(image.path, extension: "flat.png")))`"
            )
        ]
    }
}
