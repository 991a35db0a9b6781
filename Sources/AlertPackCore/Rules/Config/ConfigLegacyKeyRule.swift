/// An Expo config that sets the notification icon or colour in the top-level `notification`
/// object, which expo-notifications stopped reading in SDK 55 (deprecated in SDK 54).
///
/// Before SDK 55, `expo-notifications` (and the OneSignal and React Native Firebase plugins) fell
/// back to `notification.icon` and `notification.color` when the plugin's own `icon`/`color` were
/// not set; from SDK 55 the key is ignored, so Android shows the app's launcher icon (a white
/// square) in the status bar. The settings belong in the plugin's properties:
/// `["expo-notifications", { "icon": "…", "color": "…" }]`.
///
/// - Rule: config.legacy-key
/// - Name: Notification settings Expo no longer reads
/// - Source: CONFIG-EXPO
/// - Parameter deprecatedInSDK (wholeNumber): the Expo SDK that deprecated the key (a warning from it)
/// - Parameter removedInSDK (wholeNumber): the Expo SDK that no longer reads the key (an error from it)
/// - Parameter unknownSDKSeverity (severity): severity when the project's Expo version is not known
/// - Fires on: Samples/expo/LegacyNotification, saying “no longer reads it” (error)
/// - Silent on: Samples/expo/Good
package struct ConfigLegacyKeyRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard subject.facts.framework == .expo else { return [] }
        let sdk = subject.project.majorVersion
        let fix = "move the icon and colour into the plugin's properties: [\"expo-notifications\", {\"icon\": …, \"color\": …}]"
        return subject.project.legacyKeys.compactMap { key -> Finding? in
            guard let sdk else {
                return context.finding(
                    "\(key) sets the notification icon or colour the old way; Expo SDK \(context.parameters.removedInSDK) and later no longer read it, and this project's Expo version is not known",
                    fix: fix, severity: context.parameters.unknownSDKSeverity, subject: key)
            }
            if sdk >= context.parameters.removedInSDK {
                return context.finding(
                    "\(key) sets the notification icon or colour the old way, and Expo SDK \(sdk) no longer reads it: Android shows the launcher icon and colour instead",
                    fix: fix, subject: key)
            }
            guard sdk >= context.parameters.deprecatedInSDK else { return nil }
            return context.finding(
                "\(key) sets the notification icon or colour the old way: deprecated in Expo SDK \(context.parameters.deprecatedInSDK), no longer read from SDK \(context.parameters.removedInSDK)",
                fix: fix, severity: .warning, subject: key)
        }
    }
}
