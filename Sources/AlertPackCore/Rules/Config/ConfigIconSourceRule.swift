/// A PNG a cross-platform config names as the app's iOS icon (Expo's `icon`/`ios.icon`,
/// flutter_launcher_icons' `image_path`/`image_path_ios`) that the generated 1024×1024 App Store
/// icon cannot be made from as it is: smaller than 1024 pixels (scaled up, blurred), not square
/// (cropped), or with transparent pixels (App Store Connect refuses an App Store icon with
/// transparency, ITMS-90717: Expo fills them white; flutter_launcher_icons keeps them unless
/// `remove_alpha_ios` is set, and then fills them with `background_color_ios`). Cordova's
/// `config.xml` names each size as it ships, not a master: its icons are judged as images only.
///
/// The tools make every size from this one master, so what is wrong in it is wrong everywhere.
/// Judged by content, whatever the file is called, for the configs that name it.
///
/// - Rule: config.icon-source
/// - Name: App icon master a config names
/// - Source: CONFIG-EXPO, CONFIG-FLUTTER, ICON-04
/// - Parameter minPixels (wholeNumber): the App Store icon's size, which the master should reach
/// - Parameter transparentSeverity (severity): severity for transparent pixels in the master
/// - Class small: smaller than the App Store icon
/// - Class not-square: width and height differ
/// - Class transparent: transparent pixels
/// - Fires on: Samples/expo/SmallIcon/assets/images/icon.png, saying “scaled up to 1024” (warning)
/// - Silent on: Samples/expo/Good/assets/icon.png
package struct ConfigIconSourceRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        // Cordova's config.xml names each size as it ships (`<icon src width height>`), not a
        // master the tools make the sizes from: those are judged as images, not here.
        guard let use = image.declared.first(where: { $0.role == .appIcon && $0.platforms.contains(.ios) && !$0.file.hasSuffix(".xml") }),
            let width = image.facts.width, let height = image.facts.height
        else { return [] }
        let place = AppConfigSubject.place(use)
        let size = context.parameters.minPixels
        var findings: [Finding] = []
        if width != height {
            findings.append(
                context.finding(
                    "\(place) names this \(width)×\(height) image as the iOS app icon: it is not square, so the icon is cropped",
                    fix: "make the master square (\(size)×\(size))", subject: use.key, class: MessageClass.notSquare))
        }
        if min(width, height) < size {
            findings.append(
                context.finding(
                    "\(place) names this \(width)×\(height) image as the iOS app icon: it is scaled up to \(size)×\(size) for the App Store icon and looks blurred",
                    fix: "export the master at \(size)×\(size) or larger", subject: use.key, class: MessageClass.small))
        }
        if (image.facts.transparentPixels ?? 0) > 0 {
            findings.append(
                context.finding(
                    "\(place) names this image as the iOS app icon, and it has transparent pixels, which the App Store icon cannot have (ITMS-90717): Expo fills them white, flutter_launcher_icons keeps them unless remove_alpha_ios is set (then fills them with background_color_ios)",
                    fix: "give the master an opaque background of its own colour", severity: context.parameters.transparentSeverity,
                    subject: use.key, class: MessageClass.transparent))
        }
        return findings
    }
}
