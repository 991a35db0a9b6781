/// `image.format`: the content must be PNG.
package struct ImageFormatRule: ImageRule {
    package init() {}

    package static let description = RuleDescription(
        id: "image.format", name: "PNG format", defaultSeverity: .error,
        summary: "Content is not PNG (JPEG, GIF, ... behind a .png name, or any non-PNG where PNG is required).",
        rationale:
            "App icons and launch images must be PNG; the App Store names \"in .png format\" in its rejections. The format is read from the content, so a JPEG renamed to .png is caught.",
        source: "ICON-03 (HIG; ITMS-90022, ITMS-90023)",
        parameters: [],
        examples: [
            .fires("Samples/icons/Broken.xcassets/AppIcon.appiconset/Icon-40@2x.png", saying: "the content is JPEG, not PNG", as: .error),
            .silent("Samples/icons/Icon-Small@2x.png"),
        ])

    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let format = image.facts.format, format != "png" else { return [] }
        let output = FixHint.quoted(FixHint.renamed(image.path, extension: "fixed.png"))
        return [
            context.finding(
                "the content is \(format.uppercased()), not PNG",
                fix: "re-export it as PNG, e.g. `convert \(FixHint.quoted(image.path)) PNG24:\(output)`")
        ]
    }
}
