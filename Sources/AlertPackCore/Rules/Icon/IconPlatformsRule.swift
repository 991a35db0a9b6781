/// icon.json has no supported-platforms, so which icons Xcode renders from it is left to defaults.
///
/// Icon Composer writes supported-platforms in every document (squares: iPhone, iPad and Mac, usually
/// "shared"; circles: Apple Watch). A document without it was not saved by Icon Composer, or lost it in
/// editing. Inferred from real files: Apple documents no schema.
///
/// - Rule: icon.platforms
/// - Name: Supported platforms
/// - Source: ICON-COMPOSER (icon.json: supported-platforms)
/// - Fires on: Samples/icon-bundles/Broken.icon, saying “icon.json has no supported-platforms” (warning)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconPlatformsRule: IconBundleRule {
    package func check(_ subject: IconBundleSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard subject.bundle.problem == nil, subject.bundle.platforms == nil else { return [] }
        return [
            context.finding(
                "icon.json has no supported-platforms", fix: "open it in Icon Composer, choose its platforms and save it")
        ]
    }
}
