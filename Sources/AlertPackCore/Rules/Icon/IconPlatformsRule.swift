/// `icon.platforms`: the document says which platforms it serves.
package struct IconPlatformsRule: IconBundleRule {
    package init() {}

    package static let description = RuleDescription(
        id: "icon.platforms", name: "Supported platforms", defaultSeverity: .warning,
        summary: "icon.json has no supported-platforms, so which icons Xcode renders from it is left to defaults.",
        rationale:
            "Icon Composer writes supported-platforms in every document (squares: iPhone, iPad and Mac, usually \"shared\"; circles: Apple Watch). A document without it was not saved by Icon Composer, or lost it in editing. Inferred from real files: Apple documents no schema.",
        source: "ICON-COMPOSER (icon.json: supported-platforms)",
        examples: [
            .fires("Samples/icon-bundles/Broken.icon", saying: "icon.json has no supported-platforms", as: .warning),
            .silent("Samples/icon-bundles/AppIcon.icon"),
        ])

    package func check(_ subject: IconBundleSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard subject.bundle.problem == nil, subject.bundle.platforms == nil else { return [] }
        return [
            context.finding(
                "icon.json has no supported-platforms", fix: "open it in Icon Composer, choose its platforms and save it")
        ]
    }
}
