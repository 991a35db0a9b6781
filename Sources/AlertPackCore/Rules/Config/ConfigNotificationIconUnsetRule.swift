/// An Expo app that uses push and sets no Android notification icon.
///
/// expo-notifications' prebuild writes the plugin's `icon` into the Android manifest as the
/// default notification icon (`expo.modules.notifications.default_notification_icon` and FCM's
/// own); without one, a push shows the app's launcher icon, which Android draws from its alpha
/// alone: a white or grey square in the status bar. Push is seen in the expo-notifications plugin
/// listed, or in package.json's dependencies naming it. Said only where Expo makes the Android
/// project: a committed `android/` folder is judged as a module (android.small-icon-unset), a
/// config that leaves Android out of `platforms` builds none, and where what is computed stands
/// where the plugins or the icon would be, or a function config drops the plugin
/// (config.plugins-dropped), nothing is said.
///
/// - Rule: config.notification-icon-unset
/// - Name: Expo push app sets a notification icon
/// - Source: CONFIG-EXPO, ANDROID-FCM-ICON
/// - Fires on: Samples/expo/PushNoIcon, saying “sets no notification icon” (warning)
/// - Silent on: Samples/expo/Good
package struct ConfigNotificationIconUnsetRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard subject.facts.framework == .expo, subject.project.unreadable.isEmpty, let facts = subject.project.notificationIcon,
            facts.icon == nil, facts.notRead == nil, facts.buildsAndroid, !facts.nativeAndroid, !facts.pluginDropped
        else { return [] }
        return [
            context.finding(
                "\(facts.push), but the config sets no notification icon (neither expo-notifications' \"icon\" nor notification.icon): on Android a push shows the launcher icon, which Android draws from its alpha alone as a solid white shape",
                fix:
                    "add [\"expo-notifications\", {\"icon\": \"./assets/notification-icon.png\"}] to plugins, naming a 96×96 white silhouette on transparency",
                subject: "expo-notifications icon")
        ]
    }
}
