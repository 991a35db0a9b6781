/// An app module that receives FCM messages but names no default notification icon.
///
/// A notification message that names no icon is drawn by the FCM SDK with the icon the manifest's
/// `com.google.firebase.messaging.default_notification_icon` meta-data names; without it, with
/// the app's launcher icon, which Android draws from its alpha alone: a white or grey square or
/// disc in the status bar, the most reported Android notification bug. What shows the module
/// receives FCM: a release manifest's service filtering `com.google.firebase.MESSAGING_EVENT`,
/// a release build dependency on `firebase-messaging` (by its name, or a version catalog's
/// library or bundle), or the app root (the folder around `android/`) depending on React Native
/// Firebase's or Capacitor's messaging plugin, expo-notifications, or Flutter's
/// `firebase_messaging`. Expo's `expo.modules.notifications.default_notification_icon` and
/// Notificare's `re.notifica.push.notification_small_icon` (its SDK draws the pushes it receives)
/// count as set, and so does the meta-data in another module of the Gradle project (a library's
/// manifest is merged into the app's). A OneSignal app is judged on the evidence besides OneSignal's own: OneSignal's SDK draws what
/// OneSignal sends (with `ic_stat_onesignal_default`), not what is sent straight through FCM.
/// Whether the icon named resolves is android.manifest-resource's.
///
/// - Rule: android.small-icon-unset
/// - Name: FCM default small icon set
/// - Source: ANDROID-FCM-ICON, ANDROID-SMALL-ICON
/// - Fires on: Samples/android/FcmNoIcon, saying “sets no com.google.firebase.messaging.default_notification_icon” (warning)
/// - Silent on: Samples/android/FcmIcon
package struct AndroidSmallIconUnsetRule: AndroidProjectRule {
    static let metaData = "com.google.firebase.messaging.default_notification_icon"
    static let oneSignalIcon = "ic_stat_onesignal_default"

    package func check(_ subject: AndroidProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let facts = subject.facts
        // A OneSignal service receives what OneSignal sends, and its SDK draws those itself.
        let direct = facts.firebaseMessaging.filter { !$0.seen.lowercased().contains("onesignal") }
        guard let evidence = direct.first, !facts.isLibrary, facts.notificationIconOtherModules.isEmpty else { return [] }
        let release = Set(facts.sourceSets.filter(\.shipsInRelease).compactMap(\.manifest))
        let shipped = facts.manifestEntries.filter { release.contains($0.file) }
        guard !shipped.contains(where: { $0.role == .notificationIcon }) else { return [] }
        let launcher = shipped.first { $0.role == .appIcon }.map { "the launcher icon \($0.value)" } ?? "the launcher icon"
        let more = direct.count > 1 ? " and \(direct.count - 1) more" : ""
        let oneSignal = facts.oneSignal.isEmpty ? "" : oneSignalNote(facts)
        let res = subject.path("src/main/res")
        return [
            context.finding(
                "receives FCM (\(subject.path(evidence.place)): \(evidence.seen)\(more)) but sets no \(Self.metaData): FCM notification messages that name no icon show \(launcher), which Android draws from its alpha alone as a solid white shape\(oneSignal)",
                fix:
                    "add <meta-data android:name=\"\(Self.metaData)\" android:resource=\"@drawable/ic_stat_notification\" /> inside <application>, naming a white small icon; in the module's folder, `alertpack icons MASTER --android-notification \(res) --name ic_stat_notification` makes one",
                subject: Self.metaData)
        ]
    }

    /// Why OneSignal's own icon does not cover the messages FCM draws.
    func oneSignalNote(_ facts: AndroidProjectFacts) -> String {
        let releaseSets = facts.releaseSourceSets
        let drawn = facts.resources.contains { $0.type == "drawable" && $0.name == Self.oneSignalIcon && releaseSets.contains($0.sourceSet) }
        let icon = drawn ? Self.oneSignalIcon : "its own default icon"
        return " (OneSignal draws the notifications it sends with \(icon); messages sent straight through FCM are drawn by FCM)"
    }
}
