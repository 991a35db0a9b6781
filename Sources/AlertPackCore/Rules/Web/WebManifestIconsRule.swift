/// A Web App Manifest without a 192 and a 512 pixel PNG icon: Chrome does not offer to install it.
///
/// Chrome's installability criteria ask the manifest for icons of 192 and 512 pixels; Android
/// makes the home-screen icon from the first and the splash screen from the second. An icon is
/// counted by what its `sizes` declares and by being a PNG (its `type`, else its file), whether
/// or not its file is there: a missing file is web.manifest-icon-missing's, a wrong size
/// web.manifest-icon-size's.
///
/// - Rule: web.manifest-icons
/// - Name: Manifest has installable icons
/// - Source: WEB-MANIFEST, WEB-INSTALL
/// - Parameter sides (numbers): the square PNG icon sizes, in pixels, the manifest must declare
/// - Fires on: Samples/web/Broken/public/manifest.json, saying “declares no 512x512 PNG icon” (warning)
/// - Silent on: Samples/web/Fine/public/manifest.webmanifest
package struct WebManifestIconsRule: WebManifestRule {
    package func check(_ manifest: WebManifestSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let pngSides = Set(
            manifest.icons.filter { WebManifestSubject.isPNG($0.declaration, file: $0.file) }
                .flatMap { $0.declaration.declaredSizes.compactMap { $0 }.filter { $0.width == $0.height }.map(\.width) })
        let wanted = context.parameters.sides.map { Int($0.rounded()) }.filter { $0 > 0 }
        let absent = wanted.filter { !pngSides.contains($0) }
        guard !absent.isEmpty else { return [] }
        let names = absent.map { "\($0)x\($0)" }.joined(separator: " or ")
        let have = pngSides.sorted().map { "\($0)x\($0)" }
        return [
            context.finding(
                "\(manifest.file) declares no \(names) PNG icon (it has \(have.isEmpty ? "none" : have.joined(separator: ", "))): "
                    + "Chrome offers to install a web app only with icons of \(wanted.map(String.init).joined(separator: " and ")) pixels",
                fix: "add to icons a PNG of each size (" + absent.map { "\"sizes\": \"\($0)x\($0)\"" }.joined(separator: ", ")
                    + ", \"type\": \"image/png\")",
                subject: "icons")
        ]
    }
}
