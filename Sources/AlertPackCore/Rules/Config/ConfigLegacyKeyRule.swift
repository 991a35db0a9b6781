/// An Expo config that sets the notification icon or colour in the top-level `notification`
/// object, which expo-notifications stopped reading in SDK 55 (deprecated in SDK 54).
///
/// Before SDK 55, `expo-notifications` (and the OneSignal and React Native Firebase plugins) fell
/// back to `notification.icon` and `notification.color` when the plugin's own `icon`/`color` were
/// not set; from SDK 55 the key is ignored, so Android shows the app's launcher icon (a white
/// square) in the status bar. The settings belong in the plugin's properties:
/// `["expo-notifications", { "icon": "…", "color": "…" }]`. Where the plugin's properties set
/// the same one, the old key only repeats it: nothing is lost, and it is said at a lower severity.
///
/// - Rule: config.legacy-key
/// - Name: Notification settings Expo no longer reads
/// - Source: CONFIG-EXPO
/// - Parameter deprecatedInSDK (wholeNumber): the Expo SDK that deprecated the key (a warning from it)
/// - Parameter removedInSDK (wholeNumber): the Expo SDK that no longer reads the key (an error from it)
/// - Parameter unknownSDKSeverity (severity): severity when the project's Expo version is not known
/// - Parameter redundantSeverity (severity): severity when the plugin's own properties set the same key
/// - Fires on: Samples/expo/LegacyNotification, saying “no longer reads it” (error)
/// - Silent on: Samples/expo/Good
package struct ConfigLegacyKeyRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard subject.facts.framework == .expo else { return [] }
        let sdk = subject.project.majorVersion
        let parameters = context.parameters
        let fix = "move the icon and colour into the plugin's properties: [\"expo-notifications\", {\"icon\": …, \"color\": …}]"
        return subject.project.legacyKeys.compactMap { key -> Finding? in
            if let sdk, sdk < parameters.deprecatedInSDK { return nil }
            // "app.json: expo.notification.icon" is the old key of the plugin's `icon`.
            let name = String(key.split(separator: ".").last ?? "")
            if subject.project.pluginNotificationKeys.contains(name) {
                let what = name == "icon" ? "icon" : "colour"
                return context.finding(
                    "\(key) is no longer read; the plugin's own \(what) is used (expo-notifications' \"\(name)\"), so this only repeats it",
                    fix: "remove \(key): the expo-notifications plugin's \"\(name)\" sets the notification \(what)",
                    severity: parameters.redundantSeverity, subject: key)
            }
            guard let sdk else {
                return context.finding(
                    "\(key) sets the notification icon or colour the old way; Expo SDK \(parameters.removedInSDK) and later no longer read it, and this project's Expo version is not known",
                    fix: fix, severity: parameters.unknownSDKSeverity, subject: key)
            }
            if sdk >= parameters.removedInSDK {
                return context.finding(
                    "\(key) sets the notification icon or colour the old way, and Expo SDK \(sdk) no longer reads it: Android shows the launcher icon and colour instead",
                    fix: fix, subject: key)
            }
            return context.finding(
                "\(key) sets the notification icon or colour the old way: deprecated in Expo SDK \(parameters.deprecatedInSDK), no longer read from SDK \(parameters.removedInSDK)",
                fix: fix, severity: .warning, subject: key)
        }
    }
}
