/// flutter_native_splash's images (issue 45): its settings under `flutter_native_splash:` in
/// flutter_native_splash.yaml beside pubspec.yaml when that file is there (the tool reads it
/// instead of pubspec.yaml), else in pubspec.yaml. Each image is a path relative to the project's
/// folder, which `dart run flutter_native_splash:create` runs in and stops at when a named image
/// is not there. `image`, `branding` and `background_image` (and their `_dark` forms) are for
/// every platform the tool generates for, `_android` and `_ios` forms for that one, everything
/// under `android_12:` for Android. Colours (`color`, `icon_background_color`) name no file, and
/// `android: false` or `ios: false` turns a platform off. The web splash is left out, as Expo's is.
/// Source: flutter_native_splash's README and `lib/cli_commands.dart` (`getConfig`,
/// `_checkImageExists`).
extension FlutterProjectReader {
    static let nativeSplashFile = "flutter_native_splash.yaml"
    static let nativeSplashKey = "flutter_native_splash"
    /// The images for every platform; each has an `_android` and an `_ios` form.
    static let nativeSplashImages = ["image", "image_dark", "branding", "branding_dark", "background_image", "background_image_dark"]
    /// The images of the `android_12:` table (Android 12's splash screen API: an icon, no background image).
    static let android12SplashImages = ["image", "image_dark", "branding", "branding_dark"]

    static func addNativeSplash(_ pubspec: JSONNode, to project: inout AppConfigProject) {
        guard let (file, key, table) = toolSettings(pubspec, file: nativeSplashFile, keys: [nativeSplashKey], in: &project) else { return }
        project.facts.assets += nativeSplash(table, key: key, file: file, resolver: DeclaredAssetResolver(folder: project.folder))
    }

    /// The images a flutter_native_splash table names, in the order of `nativeSplashImages`
    /// (each with its platform forms), then `android_12:`'s.
    static func nativeSplash(_ table: [String: JSONNode], key: String, file: String, resolver: DeclaredAssetResolver) -> [DeclaredAsset] {
        let enabled = [DeclaredAsset.Platform.ios, .android].filter { table[$0.rawValue] != .bool(false) }
        var slots: [(name: String, value: JSONNode?, platforms: [DeclaredAsset.Platform])] = []
        for name in nativeSplashImages {
            slots += [
                (name, table[name], enabled), (name + "_android", table[name + "_android"], [.android]),
                (name + "_ios", table[name + "_ios"], [.ios]),
            ]
        }
        let android12 = table["android_12"]?.object ?? [:]
        slots += android12SplashImages.map { ("android_12." + $0, android12[$0], [.android]) }
        return slots.compactMap { slot in
            let platforms = slot.platforms.filter(enabled.contains)
            // The tool takes an empty value as none; a colour is no file.
            guard let value = slot.value?.string, !value.isEmpty, !value.hasPrefix("#"), !platforms.isEmpty else { return nil }
            return resolver.asset(file: file, key: "\(key).\(slot.name)", value: value, role: .splash, platforms: platforms)
        }
    }
}
