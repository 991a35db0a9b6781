/// A built iOS app without the App Store icon in its asset catalog, or without an icon of a size
/// App Store Connect requires for the devices it runs on.
///
/// App Store Connect rejects an upload whose asset catalog has no 1024×1024 App Store icon
/// (ITMS-90704), an iPhone app without a 120×120 icon (ITMS-90022), and an iPad app without its
/// 152×152 and 167×167 icons (ITMS-90023). The icon is the one Info.plist names
/// (`CFBundleIconName`, else `CFBundleIcons`); its sized images may be renditions of the catalog
/// or loose PNGs in the bundle (Xcode copies both). A build that holds one device's icons only
/// (an app as the App Store delivers it, its catalog thinned; a simulator or development build,
/// which Xcode compiles for the device it runs on) is not what is uploaded: what it lacks is said
/// once, at oneDeviceSeverity, and the archive or exported IPA is the build to check.
///
/// - Rule: built.icon-missing
/// - Name: Built app icon missing
/// - Source: BUILT-ICONS, ICON-03, ICON-04 (ITMS-90704, ITMS-90022, ITMS-90023)
/// - Parameter iphonePixels (numbers): icon sizes (pixels) an iPhone app (UIDeviceFamily 1) must hold
/// - Parameter ipadPixels (numbers): icon sizes (pixels) an iPad app (UIDeviceFamily 2) must hold
/// - Parameter oneDeviceSeverity (severity): severity for a build compiled for one device (thinned by the
///   App Store, a simulator or development build), whose missing icons are not the upload's
/// - Class marketing: no 1024 App Store icon in the asset catalog
/// - Class one-device: a build compiled for one device, so not judged as an upload
/// - Class sizes: no icon of a size the app's devices require
/// - Fires on: Samples/built/NoMarketingIcon.ipa, saying “has no 1024x1024 App Store icon” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltIconMissingRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let app = subject.app, app.iconsKnown, app.isForIOS else { return [] }
        let renditions = app.primaryRenditions.filter { $0.appearance == nil }
        let name = app.primaryIconName.map { " \"\($0)\"" } ?? ""
        let noStoreIcon = !renditions.contains(where: \.isAppStoreIcon)
        let missing = requiredPixels(app, context.parameters).filter { pixels in
            !renditions.contains { $0.width == pixels && $0.height == pixels && !$0.isAppStoreIcon }
                && !app.icons.looseFiles.contains { $0.width == pixels && $0.height == pixels }
        }
        let sizes = missing.map { "\($0)x\($0)" }.joined(separator: ", ")
        if let reason = app.oneDeviceBuild, noStoreIcon || !missing.isEmpty {
            let lacks = (noStoreIcon ? ["the App Store icon"] : []) + (missing.isEmpty ? [] : [sizes])
            return [
                context.finding(
                    "\(reason): it lacks \(lacks.joined(separator: " and ")), as such a build may, so the build you upload is the one to check",
                    fix: "check the .xcarchive or the exported .ipa", severity: context.parameters.oneDeviceSeverity, subject: "one-device",
                    class: MessageClass.oneDevice)
            ]
        }
        var findings: [Finding] = []
        if noStoreIcon {
            let place =
                app.icons.hasCatalog
                ? "Assets.car has no 1024x1024 App Store icon\(name)" : "the app has no Assets.car, so no 1024x1024 App Store icon"
            findings.append(
                context.finding(
                    "\(place); App Store Connect rejects the upload (ITMS-90704)",
                    fix: "add a 1024x1024 App Store image to the app icon set and archive again", subject: "marketing",
                    class: MessageClass.marketing))
        }
        if !missing.isEmpty {
            findings.append(
                context.finding(
                    "the app icon\(name) has no \(sizes) image for the devices it runs on (UIDeviceFamily); App Store Connect rejects the upload (\(missing.contains(120) ? "ITMS-90022" : "ITMS-90023"))",
                    fix: "fill the icon set's \(sizes) slots (or use a single-size 1024 icon, from which Xcode makes every size) and archive again",
                    subject: "sizes", class: MessageClass.sizes))
        }
        return findings
    }

    private func requiredPixels(_ app: BuiltBundle, _ parameters: Parameters) -> [Int] {
        var pixels: [Int] = []
        if app.deviceFamilies.contains(1) { pixels += parameters.iphonePixels.map { Int($0) } }
        if app.deviceFamilies.contains(2) { pixels += parameters.ipadPixels.map { Int($0) } }
        var seen = Set<Int>()
        return pixels.filter { seen.insert($0).inserted }
    }
}
