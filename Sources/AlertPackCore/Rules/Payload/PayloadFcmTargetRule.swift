import Foundation

/// More than one of `token`, `topic` and `condition`.
///
/// A v1 message has one target: `token`, `topic` and `condition` are one field of the `Message`
/// (its `target` union), so a request naming two is refused. A file without any target is a
/// template the sender fills in, and is not judged.
///
/// - Rule: payload.fcm-target
/// - Name: One FCM target
/// - Source: FCM-MESSAGE
/// - Platforms: android, ios, web
/// - Parameter targets (list): the fields of the Message's target union
/// - Fires on: Samples/transport/fcm/two-targets.json via fcm, saying “only one of them” (error)
/// - Silent on: Samples/transport/fcm/google-notification.json via fcm
package struct PayloadFcmTargetRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let message = subject.message else { return [] }
        let named = context.parameters.targets.filter { message[$0] != nil }
        guard named.count > 1 else { return [] }
        return [
            context.finding(
                "the message names \(named.map { subject.path($0) }.joined(separator: " and ")); a v1 message takes only one of them",
                fix: "keep one target (send one request per target)")
        ]
    }
}
