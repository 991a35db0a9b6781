/// An app module that receives FCM messages but names no default notification icon.
///
/// A notification message that names no icon is drawn by the FCM SDK with the icon the manifest's
/// `com.google.firebase.messaging.default_notification_icon` meta-data names; without it, with
/// the app's launcher icon, which Android draws from its alpha alone: a white or grey square or
/// disc in the status bar, the most reported Android notification bug. What shows the module
/// receives FCM: a release manifest's service filtering `com.google.firebase.MESSAGING_EVENT`,
/// a build dependency on `firebase-messaging`, or the app root depending on React Native
/// Firebase's or Capacitor's messaging plugin, or Flutter's `firebase_messaging`. Expo's
/// `expo.modules.notifications.default_notification_icon` counts as set; so does OneSignal's
/// `ic_stat_onesignal_default` drawable where OneSignal is a dependency (its SDK draws it by name).
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
        guard let evidence = facts.firebaseMessaging.first, !facts.isLibrary else { return [] }
        let release = Set(facts.sourceSets.filter(\.shipsInRelease).compactMap(\.manifest))
        let shipped = facts.manifestEntries.filter { release.contains($0.file) }
        guard !shipped.contains(where: { $0.role == .notificationIcon }) else { return [] }
        let releaseSets = facts.releaseSourceSets
        let oneSignalDrawn = facts.resources.contains { $0.type == "drawable" && $0.name == Self.oneSignalIcon && releaseSets.contains($0.sourceSet) }
        guard facts.oneSignal.isEmpty || !oneSignalDrawn else { return [] }
        let launcher = shipped.first { $0.role == .appIcon }.map { "the launcher icon \($0.value)" } ?? "the launcher icon"
        let more = facts.firebaseMessaging.count > 1 ? " and \(facts.firebaseMessaging.count - 1) more" : ""
        let res = subject.path("src/main/res")
        return [
            context.finding(
                "receives FCM (\(subject.path(evidence.place)): \(evidence.seen)\(more)) but sets no \(Self.metaData): FCM notification messages that name no icon show \(launcher), which Android draws from its alpha alone as a solid white shape",
                fix:
                    "add <meta-data android:name=\"\(Self.metaData)\" android:resource=\"@drawable/ic_stat_notification\" /> inside <application>, naming a white small icon; in the module's folder, `alertpack icons MASTER --android-notification \(res) --name ic_stat_notification` makes one",
                subject: Self.metaData)
        ]
    }
}
