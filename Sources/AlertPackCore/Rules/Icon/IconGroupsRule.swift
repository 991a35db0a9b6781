/// `icon.groups`: at most four groups.
package struct IconGroupsRule: IconBundleRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxGroups: Int

        package init(_ preset: inout ParameterReader) {
            maxGroups = preset.wholeNumber("maxGroups", "most groups a document may have")
        }
    }

    package static let description = RuleDescription(
        id: "icon.groups", name: "At most four groups", defaultSeverity: .error,
        summary: "An Icon Composer document with more groups than the system draws (four).",
        rationale: "Layers are drawn in up to four groups, back to front; each group is one depth plane of Liquid Glass.",
        source: "ICON-COMPOSER (Creating your app icon using Icon Composer: at most four groups)",
        parameters: Parameters.specs,
        examples: [.fires("Samples/icon-bundles/Broken.icon", saying: "are drawn", as: .error), .silent("Samples/icon-bundles/AppIcon.icon")])

    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let count = subject.bundle.groups.count
        guard count > context.parameters.maxGroups else { return [] }
        return [
            context.finding(
                "icon.json has \(count) groups; at most \(context.parameters.maxGroups) are drawn",
                fix: "merge layers into fewer groups in Icon Composer")
        ]
    }
}
