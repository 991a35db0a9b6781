/// An Expo config whose iOS icon is an Icon Composer document (`.icon`) while the project's Expo
/// SDK is older than the first that builds one.
///
/// Expo SDK 54 added `ios.icon` pointing at an Icon Composer `.icon` folder (the Liquid Glass
/// icons of iOS 26), built with Xcode 26. Older SDKs read `ios.icon` as a PNG and the prebuild
/// fails, or the app ships without its icon.
///
/// - Rule: config.icon-document
/// - Name: Icon Composer document for the SDK
/// - Source: CONFIG-EXPO, ICON-COMPOSER
/// - Parameter firstSDK (wholeNumber): the first Expo SDK that builds an `.icon` document
/// - Fires on: Samples/expo/IconDocumentOldSDK, saying “before SDK” (error)
/// - Silent on: Samples/expo/Good
package struct ConfigIconDocumentRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard subject.facts.framework == .expo, let sdk = subject.project.majorVersion, sdk < context.parameters.firstSDK else { return [] }
        return subject.facts.assets.compactMap { asset -> Finding? in
            guard asset.role == .appIcon, FileName.extension(of: asset.value).lowercased() == "icon" else { return nil }
            return context.finding(
                "\(AppConfigSubject.place(asset)) names the Icon Composer document \"\(asset.value)\", which Expo builds from SDK \(context.parameters.firstSDK); this project uses SDK \(sdk), which reads a PNG here (\(sdk) is before SDK \(context.parameters.firstSDK))",
                fix: "upgrade to Expo SDK \(context.parameters.firstSDK) or later, or name a 1024×1024 PNG for ios.icon", subject: asset.key)
        }
    }
}
