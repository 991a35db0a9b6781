/// A built app (an `.ipa`, an `.app` folder or an `.xcarchive`) as read, and what the project it
/// was built from declares when the run pairs the two.
package struct BuiltAppSubject: Sendable {
    package var facts: BuiltAppFacts
    /// What a project declares for this app when the run pairs them (`check --project X --built
    /// App.ipa`, or both named): nil otherwise.
    package var declared: DeclaredApp?

    package init(facts: BuiltAppFacts, declared: DeclaredApp?) {
        self.facts = facts
        self.declared = declared
    }

    /// The app bundle, when the container has one.
    package var app: BuiltBundle? { facts.app }

    /// The bundles whose own lookups `UNNotificationSound(named:)` serves: the app and its
    /// extensions (a watch app is judged on its own device, not here).
    package var notifyingBundles: [BuiltBundle] { facts.bundles.filter { $0.role != .watchApp } }
}

extension BuiltBundle {
    /// The name Info.plist gives the primary app icon: `CFBundleIconName`, else the one under
    /// `CFBundleIcons.CFBundlePrimaryIcon`; nil when neither names one.
    var primaryIconName: String? { icons.iconName ?? icons.primaryName }

    /// Whether what the bundle says of its icons is known: Info.plist, which names them, and the
    /// catalog, which holds them, were read. When one was not, built.unreadable fails the app with
    /// the reason, and the icon rules stay silent rather than report an absence they did not see.
    var iconsKnown: Bool { infoRead && icons.catalogRead }

    /// The catalog's renditions of the primary icon: those of its name, or, when Info.plist
    /// names none, every app icon rendition that is not an alternate's.
    var primaryRenditions: [BuiltIconRendition] {
        guard let name = primaryIconName else {
            return icons.renditions.filter { !icons.alternateNames.contains($0.name) }
        }
        return icons.renditions.filter { $0.name == name }
    }

    /// `UIDeviceFamily` (1 iPhone, 2 iPad, …); iPhone when Info.plist does not say.
    var deviceFamilies: [Int] {
        let families = info["UIDeviceFamily"]?.array?.compactMap(\.integer) ?? []
        return families.isEmpty ? [1] : families
    }

    /// Whether the bundle is built for iOS or iPadOS, on a device or the simulator, which compiles
    /// icons alike (`CFBundleSupportedPlatforms` names iPhoneOS or iPhoneSimulator, or says
    /// nothing): the platforms whose icons App Store Connect checks here.
    var isForIOS: Bool {
        guard let platforms = info["CFBundleSupportedPlatforms"]?.array?.compactMap(\.string), !platforms.isEmpty else { return true }
        return platforms.contains("iPhoneOS") || platforms.contains("iPhoneSimulator")
    }

    /// Why the bundle's catalog may hold one device's icons only, nil for a build as it is
    /// uploaded: the App Store thinned it (an app as the App Store delivers it), or Xcode
    /// compiled it for the one device or simulator a development build runs on.
    var oneDeviceBuild: String? {
        if let thinning = icons.thinning { return "Assets.car was thinned by the App Store for one device (\(thinning))" }
        if info["CFBundleSupportedPlatforms"]?.array?.contains(.string("iPhoneSimulator")) == true {
            return "a simulator build (Xcode compiles its catalog for the simulated device)"
        }
        if profile?.distribution == "development" { return "a development build (Xcode compiles its catalog for the device it runs on)" }
        return nil
    }

    /// A path inside the bundle as the container's listing spells it (`Payload/Bark.app/x.caf`).
    func shown(_ relative: String) -> String { path.isEmpty ? relative : path + "/" + relative }
}

extension BuiltIconRendition {
    /// The App Store icon App Store Connect validates: the 1024 @1x marketing (or single-size
    /// universal) image; a macOS 512 @2x, 1024 pixels too, is not it.
    var isAppStoreIcon: Bool { isMarketing && scale == 1 }

    /// "AppIcon 1024x1024 marketing @1x, dark": which rendition, in words.
    var label: String {
        "\(name) \(width)x\(height) \(idiom) @\(scale)x" + (appearance.map { ", \($0)" } ?? "")
    }
}

/// A rule about a built app.
package protocol BuiltAppRule: SubjectRule where Subject == BuiltAppSubject {}
