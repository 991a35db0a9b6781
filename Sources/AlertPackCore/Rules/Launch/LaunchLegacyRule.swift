/// Launch images are legacy since iOS 8; the App Store has required a launch storyboard since 2020.
///
/// Static launch images are needed only for iOS 7 and earlier; since June 30, 2020 App Store submissions must
/// provide a launch storyboard. They remain useful as a notification's launch-image. A built app that holds them
/// (`UILaunchImages`, `Default*.png`) gets the note once.
///
/// - Rule: launch.legacy
/// - Name: Legacy launch images
/// - Source: LAUNCH-LEGACY
/// - Fires on: Samples/launch/LaunchImage.launchimage, saying “the App Store requires a launch” (info)
/// - Fires on: Samples/launch/Default-568h@2x.png, saying “the App Store requires a launch” (info)
/// - Fires on: Samples/built/Launch/WrongSize.ipa, saying “holds launch images (LaunchImage-700-568h)” (info)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
/// - Silent on: Samples/built/Good.ipa
package struct LaunchLegacyRule: Rule {
    /// Judges sets and loose images both.
    package func bind(into binder: inout RuleBinder) {
        binder.add(self) { (set: CatalogSubject, context) in check(set, context) }
        binder.add(self) { (image: ImageSubject, context) in check(image, context) }
        binder.add(self) { (app: BuiltAppSubject, context) in check(app, context) }
    }

    static let message = "launch images are legacy since iOS 8; the App Store requires a launch storyboard (since June 2020)"
    static let fix = "keep them only as notification launch-image assets; give the app a launch storyboard or UILaunchScreen"

    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .launchImage else { return [] }
        return [context.finding(Self.message, fix: Self.fix)]
    }

    /// Loose launch images (`Default-568h@2x.png`) get the same note; those in a set get it once, on the set.
    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard image.slots.contains(where: { $0.kind == .launch }), !image.inCatalog else { return [] }
        return [context.finding(Self.message, fix: Self.fix)]
    }

    /// A built app with launch images, once.
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let (app, launch) = subject.launchImages, launch.hasImages else { return [] }
        // A name both UILaunchImages and UILaunchImages~ipad list is shown once, in first-listed order.
        var seen: Set<String> = []
        let names = (launch.images.compactMap(\.name) + launch.conventionFiles.map(\.path)).filter { seen.insert($0).inserted }
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        return [context.finding("\(app.name) holds launch images (\(shown)): \(Self.message)", fix: Self.fix, subject: app.shown("UILaunchImages"))]
    }
}
