/// `image.interlaced`: Adam7 interlacing.
package struct ImageInterlacedRule: ImageRule {
    package init() {}

    package static let description = RuleDescription(
        id: "image.interlaced", name: "Interlaced PNG", defaultSeverity: .info,
        summary: "Adam7 interlacing (no Apple rule; larger, slower to decode).",
        rationale:
            "No Apple rule forbids interlaced PNGs, but they are larger and slower to decode, and nothing on a phone shows them progressively.",
        source: "ICON-11",
        parameters: [],
        examples: [.fires("Samples/icons/interlaced.png", saying: "is Adam7-interlaced", as: .info), .silent("Samples/icons/Icon-Small@2x.png")])

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
