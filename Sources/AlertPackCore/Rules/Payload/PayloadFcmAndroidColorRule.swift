import Foundation

/// An `android.notification.color` that is not `#rrggbb`.
///
/// The v1 AndroidNotification takes the icon's colour as `#rrggbb` and nothing else: a colour name,
/// `#rgb` or an alpha channel (`#aarrggbb`) is refused by the Admin SDKs before sending
/// ("color must be in the form #RRGGBB") and is not the documented form for the API.
///
/// - Rule: payload.fcm-android-color
/// - Name: FCM icon colour
/// - Source: FCM-ANDROID
/// - Platforms: android
/// - Fires on: Samples/transport/fcm/color-name.json via fcm, saying “must be #rrggbb” (error)
/// - Silent on: Samples/transport/fcm/google-android.json via fcm
package struct PayloadFcmAndroidColorRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let color = subject.androidNotification?["color"] else { return [] }
        if let text = color.string, Self.isHexColour(text) { return [] }
        return [
            context.finding(
                "\(subject.path("android.notification.color")) is \(color.shown); it must be #rrggbb (six hexadecimal digits)",
                fix: "write the colour as \"#rrggbb\", e.g. \"#1a73e8\"")
        ]
    }

    static func isHexColour(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else { return false }
        return scalars.dropFirst().allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
    }
}
