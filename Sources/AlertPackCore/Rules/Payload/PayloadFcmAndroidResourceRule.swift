import Foundation

/// An `android.notification.icon` or `sound` that is not a resource name: a file name with its
/// extension (`alert.mp3`, `ic_stat.png`), a path (`res/raw/alert`), capitals or spaces.
///
/// FCM's Android SDK looks the text up as a resource, unchanged: the icon as `R.drawable.NAME` (then
/// `R.mipmap.NAME`), the sound as `R.raw.NAME` (`"default"` is the default sound). A resource's name
/// is its file name without the extension, so `alert.mp3` finds nothing: the notification shows the
/// manifest's default icon (else the launcher icon, a white square) and plays the default sound,
/// with no error anywhere but the device's log.
///
/// - Rule: payload.fcm-android-resource
/// - Name: FCM names Android resources
/// - Source: FCM-ANDROID, ANDROID-RES-NAMES
/// - Platforms: android
/// - Parameter defaultSound (string): the sound value that names the default sound
/// - Class icon: the icon is not a drawable's name
/// - Class sound: the sound is not a raw resource's name
/// - Fires on: Samples/transport/fcm/sound-extension.json via fcm, saying “is not the name of a resource” (warning)
/// - Silent on: Samples/transport/fcm/google-android.json via fcm
package struct PayloadFcmAndroidResourceRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let notification = subject.androidNotification else { return [] }
        return [("icon", "drawable", MessageClass.icon), ("sound", "raw", MessageClass.sound)].compactMap { key, type, kind -> Finding? in
            guard let value = notification[key]?.string, !value.isEmpty, !(key == "sound" && value == context.parameters.defaultSound),
                !Self.isResourceName(value)
            else { return nil }
            let shown = subject.path("android.notification." + key)
            return context.finding(
                "\(shown) is \"\(value)\", which is not the name of a resource: FCM looks up R.\(type).\(value) and, finding none, uses the default",
                fix: "send the resource's name, \"\(Self.resourceName(value))\" (the file name without its folder and extension)",
                subject: shown, class: kind)
        }
    }

    /// `[a-z][a-z0-9_]*`: what a file-based resource's name may be (ANDROID-RES-NAMES).
    static func isResourceName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The name a file or path most likely meant: its last part, without the extension.
    static func resourceName(_ text: String) -> String {
        let last = text.split(separator: "/").last.map(String.init) ?? text
        return last.split(separator: ".").first.map(String.init) ?? last
    }
}
