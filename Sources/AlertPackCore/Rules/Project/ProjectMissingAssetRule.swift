/// A config names an icon or sound that is not in the project, or a path outside it.
///
/// Expo's prebuild copies what `app.json`/`app.config.*` name (plugins `expo-notifications`,
/// `onesignal-expo-plugin`, …) into the native projects; a name that points at no file fails the
/// build, or, for an Android resource named by Capacitor or flutter_local_notifications, makes
/// the notification fall back (a default icon, silence on Android 8 and later, an `invalid_icon`
/// error). A path that is absolute, climbs out of the project with `..` or passes through a link
/// that leads outside it works on one machine only, and is never followed here. A Flutter app's
/// iOS sound found only among its Flutter assets is said to be there: iOS does not play a
/// notification sound from flutter_assets.
///
/// - Rule: project.missing-asset
/// - Name: Declared file missing
/// - Source: CONFIG-EXPO, CONFIG-CAPACITOR, CONFIG-FLUTTER
/// - Parameter noNativeSeverity (severity): severity when an Android resource name cannot be looked up because
///   the project has no android folder
/// - Class missing: the file named is not in the project
/// - Class outside: the path leads outside the project
/// - Class no-native-project: no native folder to look the resource up in
/// - Fires on: Samples/expo/MissingSound, saying “which is not in the project” (error)
/// - Silent on: Samples/expo/Good
package struct ProjectMissingAssetRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.facts.assets.compactMap { asset -> Finding? in
            guard let unresolved = asset.unresolved else { return nil }
            let place = AppConfigSubject.place(asset)
            let what = "the \(asset.role.shown) \"\(asset.value)\""
            switch unresolved {
            case .missing:
                if let elsewhere = asset.foundElsewhere { return Self.notPlayed(asset, at: elsewhere, context) }
                return context.finding(
                    "\(place) names \(what), which is not in the project",
                    fix: "add the file at that path, or correct the name in \(asset.file)", subject: asset.key, class: MessageClass.missing)
            case .outside:
                return context.finding(
                    "\(place) names \(what) outside the project (an absolute path, a `..` above it or a link out): it is not followed",
                    fix: "put the file inside the project and name it by a path relative to the project's folder", subject: asset.key,
                    class: MessageClass.outside)
            case .noNativeProject:
                return context.finding(
                    "\(place) names \(what) as an Android resource, and the project has no android folder to look it up in",
                    fix: "commit the android folder, or check the resource after it is generated",
                    severity: context.parameters.noNativeSeverity, subject: asset.key, class: MessageClass.noNativeProject)
            }
        }
    }
}

extension ProjectMissingAssetRule {
    /// A Flutter app's iOS sound found only among its Flutter assets: bundled, but where iOS
    /// does not play it from (`FlutterAssetsList.swift`; docs/sources.md CONFIG-FLUTTER).
    static func notPlayed(_ asset: DeclaredAsset, at path: String, _ context: RuleContext<Parameters>) -> Finding {
        let named = "\(AppConfigSubject.place(asset)) names the \(asset.role.shown) \"\(asset.value)\""
        return context.finding(
            "\(named), which is not in the iOS app bundle: \(path) is a Flutter asset, and iOS plays a notification sound only from "
                + "the app bundle's top level or Library/Sounds, not from flutter_assets",
            fix: "add \(path) to the Runner target in Xcode (Copy Bundle Resources), as flutter_local_notifications' README says "
                + "for iOS custom sounds",
            subject: asset.key, class: MessageClass.missing)
    }
}

extension DeclaredAsset.Role {
    /// The role in words: "notification sound".
    package var shown: String {
        switch self {
        case .appIcon: "app icon"
        case .adaptiveIcon: "adaptive icon layer"
        case .notificationIcon: "notification icon"
        case .largeIcon: "notification large icon"
        case .notificationSound: "notification sound"
        case .splash: "splash image"
        }
    }
}
