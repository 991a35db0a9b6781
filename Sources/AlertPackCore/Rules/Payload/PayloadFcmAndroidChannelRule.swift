import Foundation

/// An `android.notification.sound` other than the default, sent without a `channel_id`.
///
/// From Android 8.0 a notification makes its channel's sound, not its own. Without a `channel_id`
/// (or with one the app has not created), FCM posts the notification on the manifest's default
/// channel, or on its own fallback channel, which plays the default sound: the custom sound is
/// heard only below Android 8.0. Name the channel the app created with that sound.
///
/// - Rule: payload.fcm-android-channel
/// - Name: FCM sound needs its channel
/// - Source: FCM-ANDROID, FCM-CHANNEL
/// - Platforms: android
/// - Parameter defaultSound (string): the sound value that names the default sound
/// - Fires on: Samples/transport/fcm/sound-no-channel.json via fcm, saying “plays its channel's sound” (warning)
/// - Silent on: Samples/transport/fcm/sound-with-channel.json via fcm
package struct PayloadFcmAndroidChannelRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let notification = subject.androidNotification, let sound = notification["sound"]?.string, !sound.isEmpty,
            sound != context.parameters.defaultSound, (notification["channel_id"]?.string ?? "").isEmpty
        else { return [] }
        return [
            context.finding(
                "\(subject.path("android.notification.sound")) is \"\(sound)\" with no channel_id: from Android 8.0 a notification plays its channel's sound, and FCM's default channel plays the default sound",
                fix: "create a channel with this sound in the app and send its id as android.notification.channel_id")
        ]
    }
}
