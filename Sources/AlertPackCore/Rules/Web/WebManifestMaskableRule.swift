/// A Web App Manifest without a maskable icon: Android shows the icon shrunk on a white disc.
///
/// Android's launcher crops every app icon to its own shape. An icon whose `purpose` includes
/// `maskable` is drawn to fill that shape (its content inside the central safe zone, a circle of
/// 80 % of the side); without one, Chrome puts the `any` icon on a white background, shrunk.
///
/// - Rule: web.manifest-maskable
/// - Name: Manifest has a maskable icon
/// - Source: WEB-MANIFEST, WEB-MASKABLE
/// - Fires on: Samples/web/Broken/public/manifest.json, saying “no icon whose purpose is maskable” (info)
/// - Silent on: Samples/web/Fine/public/manifest.webmanifest
package struct WebManifestMaskableRule: WebManifestRule {
    package func check(_ manifest: WebManifestSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let icons = manifest.facts.images(.icon)
        guard !icons.isEmpty, !icons.contains(where: { $0.purposes.contains("maskable") }) else { return [] }
        return [
            context.finding(
                "\(manifest.file) has no icon whose purpose is maskable: Android's launcher shows the icon shrunk on a white disc",
                fix: "add an icon with \"purpose\": \"maskable\", its content inside the central 80 % circle, its background filling the square",
                subject: "icons")
        ]
    }
}
