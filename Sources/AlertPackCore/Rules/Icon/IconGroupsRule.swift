/// An Icon Composer document with more groups than the system draws (four).
///
/// Layers are drawn in up to four groups, back to front; each group is one depth plane of Liquid Glass.
///
/// - Rule: icon.groups
/// - Name: At most four groups
/// - Source: ICON-COMPOSER (Creating your app icon using Icon Composer: at most four groups)
/// - Parameter maxGroups (wholeNumber): most groups a document may have
/// - Fires on: Samples/icon-bundles/Broken.icon, saying “are drawn” (error)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconGroupsRule: IconBundleRule {
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
