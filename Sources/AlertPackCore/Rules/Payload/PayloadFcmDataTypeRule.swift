import Foundation

/// A `data` value that is not a string (in the message's `data` or in `android.data`), or a
/// `data` that is not a map.
///
/// The v1 `Message.data` is a map of strings to strings: a number, boolean, array or object value
/// is refused by the API ("Invalid value at 'message.data[0].value'"), where the legacy API took
/// any JSON. Send numbers as their text and objects as a JSON string.
///
/// - Rule: payload.fcm-data-type
/// - Name: FCM data values are strings
/// - Source: FCM-MESSAGE
/// - Platforms: android, ios, web
/// - Fires on: Samples/transport/fcm/data-number.json via fcm, saying “values must be strings” (error)
/// - Silent on: Samples/transport/fcm/google-data.json via fcm
package struct PayloadFcmDataTypeRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        [("data", subject.message?["data"]), ("android.data", subject.request.block("android")?["data"])].flatMap {
            path, node -> [Finding] in
            guard let node else { return [] }
            guard let data = node.object else {
                return [
                    context.finding(
                        "\(subject.path(path)) is \(node.shown); it must be a map of strings", fix: "send \(path) as {\"key\": \"value\"}",
                        subject: subject.path(path))
                ]
            }
            return data.keys.sorted().filter { data[$0]?.string == nil }.map { key in
                let shown = subject.path(path + "." + key)
                return context.finding(
                    "\(shown) is \(data[key]!.shown); FCM data values must be strings", fix: "send it as text: \"\(key)\": \"...\"",
                    subject: shown)
            }
        }
    }
}
