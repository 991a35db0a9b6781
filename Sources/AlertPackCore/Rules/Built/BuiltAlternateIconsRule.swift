/// An alternate app icon that a built app's Info.plist lists but its bundle does not hold.
///
/// `setAlternateIconName(_:)` looks up the names under `CFBundleIcons` > `CFBundleAlternateIcons`
/// and shows the images the asset catalog (or loose PNGs) holds for them; a name with nothing
/// behind it fails at run time, with an error the app may never show. Xcode compiles an alternate
/// only when the target lists it (ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES), so a hand-kept
/// Info.plist can name one the build left out.
///
/// - Rule: built.alternate-icons
/// - Name: Alternate icons of a built app
/// - Source: BUILT-ALTERNATES
/// - Fires on: Samples/built/MissingAlternate.ipa, saying “but the bundle holds no icon of that name” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltAlternateIconsRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let app = subject.app, app.iconsKnown else { return [] }
        let compiled = Set(app.icons.renditions.map(\.name))
        return app.icons.alternateNames.filter { name in
            !compiled.contains(name) && !app.icons.looseFiles.contains { FileName.last(of: $0.path).hasPrefix(name) }
        }.map { name in
            context.finding(
                "Info.plist lists the alternate icon \"\(name)\" (CFBundleAlternateIcons), but the bundle holds no icon of that name\(app.icons.hasCatalog ? " (not in Assets.car)" : ""): setAlternateIconName(\"\(name)\") fails",
                fix:
                    "add \(name) to the target's alternate app icons (ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES) with an icon set of that name, or remove it from Info.plist",
                subject: name)
        }
    }
}
