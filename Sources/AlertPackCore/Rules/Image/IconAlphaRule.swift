/// `icon.alpha`: icons must not carry an alpha channel (the App Store icon must not at all).
public struct IconAlphaRule: ImageRule {
    public init() {}

    public let description = RuleDescription(
        id: "icon.alpha", name: "Icon transparency", defaultSeverity: .error,
        summary: "Error on the 1024 App Store icon when an alpha channel or tRNS chunk is present (even if every pixel is opaque); warning on other slots; says whether any pixel is actually transparent.",
        rationale: "App Store validation rejects a marketing icon that merely has an alpha channel (ITMS-90717), whatever its pixels; the HIG asks for no transparency on every iOS icon. iOS 18 dark variants are meant to be transparent and are exempt.",
        source: "ICON-05, ICON-06, ICON-07",
        parameters: [
            ParameterSpec("otherSlotsSeverity", .severity, "severity for icons other than the App Store icon"),
            ParameterSpec("exemptAppearances", .list, "Contents.json appearances allowed to be transparent"),
        ],
        examples: [
            .fires("Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-1024.png"),
            .silent("Samples/icons/SingleSize.xcassets/AppIcon.appiconset/AppIcon-dark.png"),
            .silent("Samples/icons/Icon-Small@2x.png"),
        ])

    public func check(_ image: ImageSubject, _ context: RuleContext) -> [Finding] {
        let facts = image.facts
        let exempt = context.strings("exemptAppearances")
        let slots = image.slots.filter { $0.kind == .icon && !exempt.contains($0.appearance ?? "") }
        guard !slots.isEmpty, facts.alphaChannel == true || facts.tRNS == true else { return [] }
        let carrier = facts.alphaChannel == true ? "an alpha channel (\(facts.colorType ?? "alpha"))" : "a tRNS transparency chunk"
        let pixels: String
        switch facts.transparentPixels {
        case .some(0): pixels = "though no pixel is transparent"
        case .some(let count): pixels = "and \(count) transparent pixel\(count == 1 ? "" : "s")"
        case .none: pixels = "(pixels not decoded)"
        }
        let marketing = slots.contains { $0.marketing }
        let fix = "flatten it onto an opaque background and save without alpha: `convert \(FixHint.quoted(image.path)) -background white -alpha remove -alpha off PNG24:\(FixHint.quoted(FixHint.renamed(image.path, extension: "opaque.png")))`"
        if marketing {
            return [context.finding("has \(carrier) \(pixels); the App Store icon must have none (ITMS-90717)", fix: fix)]
        }
        return [context.finding(
            "has \(carrier) \(pixels); iOS icons should have no transparency", fix: fix,
            severity: context.settings.severity("otherSlotsSeverity"))]
    }
}
