import Foundation

/// The payload FCM delivers over 4,096 bytes: the notification's fields and the data an Android
/// device is sent (`android.notification` and `android.data` included), as FCM encodes them again.
///
/// FCM accepts at most 4,096 bytes of payload for a notification or a data message and refuses a
/// larger one. It counts the payload it delivers, not the request: targets and
/// options are not in it, and FCM adds a few dozen bytes of its own, so a payload just under the
/// limit may still be refused. The `apns` block is held to APNs's own limit by payload.size, the
/// `webpush` block to Web Push's by payload.webpush-size. The finding names the largest keys.
///
/// - Rule: payload.fcm-size
/// - Name: FCM payload size
/// - Source: FCM-SIZE
/// - Platforms: android, ios, web
/// - Parameter maxBytes (wholeNumber): the largest payload FCM delivers
/// - Parameter keysNamed (wholeNumber): how many of the largest keys an over-budget finding names
/// - Fires on: Samples/transport/fcm/over-4096.json via fcm, saying “FCM delivers at most 4096” (error)
/// - Silent on: Samples/transport/fcm/google-data.json via fcm
package struct PayloadFcmSizeRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let members = subject.request.androidPayloadMembers
        let total = members.reduce(0) { $0 + $1.bytes }
        let limit = context.parameters.maxBytes
        guard total > limit else { return [] }
        let largest = members.prefix(context.parameters.keysNamed).map { "\(subject.path($0.key)) (\($0.bytes))" }
        return [
            context.finding(
                "the notification and data are \(total) bytes as FCM encodes them; FCM delivers at most \(limit); largest keys: \(largest.joined(separator: ", "))",
                fix: "send less: an identifier in data, and the details fetched by the app")
        ]
    }
}
