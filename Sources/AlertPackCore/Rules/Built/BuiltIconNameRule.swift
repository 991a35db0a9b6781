/// A built app whose asset catalog holds the app icon while Info.plist names no icon:
/// `CFBundleIconName` is neither at its top level nor under `CFBundleIcons` >
/// `CFBundlePrimaryIcon`.
///
/// Since iOS 11, App Store Connect requires the icon's name when the app icon is in an asset
/// catalog (ITMS-90713). Xcode's asset catalog compiler writes it under
/// `CFBundleIcons` > `CFBundlePrimaryIcon` (apps built by Xcode 12 to 16 have it there and not at
/// the top level, and are accepted); build scripts or hand-kept Info.plists that replace Xcode's
/// lose it.
///
/// - Rule: built.icon-name
/// - Name: CFBundleIconName in a built app
/// - Source: BUILT-ICONS (ITMS-90713)
/// - Fires on: Samples/built/NoIconName.ipa, saying “Info.plist names no app icon (CFBundleIconName)” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltIconNameRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let app = subject.app, app.iconsKnown, app.isForIOS, app.primaryIconName == nil, app.icons.hasCatalog else { return [] }
        let names = Set(app.icons.renditions.map(\.name)).subtracting(app.icons.alternateNames).sorted()
        guard let first = names.first else { return [] }
        let shown = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return [
            context.finding(
                "Info.plist names no app icon (CFBundleIconName), but Assets.car holds the app icon \(shown); App Store Connect rejects the upload (ITMS-90713)",
                fix:
                    "set the target's App Icon (ASSETCATALOG_COMPILER_APPICON_NAME) to \(first), or add CFBundleIconName = \(first) to Info.plist, and archive again"
            )
        ]
    }
}
