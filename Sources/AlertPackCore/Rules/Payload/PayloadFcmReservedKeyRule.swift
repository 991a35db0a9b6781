import Foundation

/// A `data` key FCM reserves: `from`, `message_type`, or one starting with `google` or `gcm`;
/// the legacy API's option names (`collapse_key`) as a warning.
///
/// FCM puts its own values under these names in what the app receives (`from` is the sender,
/// `google.message_id` the message's id), so the v1 API refuses a data key that would collide with
/// them. A key named like a legacy option reaches the app beside FCM's own option of that name.
///
/// - Rule: payload.fcm-reserved-key
/// - Name: FCM reserved data keys
/// - Source: FCM-MESSAGE, FCM-LEGACY
/// - Platforms: android, ios, web
/// - Parameter reservedKeys (list): data keys FCM reserves
/// - Parameter reservedPrefixes (list): prefixes of the data keys FCM reserves
/// - Parameter legacyKeys (list): the legacy API's option names, kept out of data
/// - Parameter legacyKeySeverity (severity): severity for a legacy option name used as a data key
/// - Class reserved: a key FCM reserves
/// - Class legacy: a legacy option name
/// - Fires on: Samples/transport/fcm/reserved-from.json via fcm, saying “FCM reserves” (error)
/// - Silent on: Samples/transport/fcm/google-data.json via fcm
package struct PayloadFcmReservedKeyRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let parameters = context.parameters
        return ["data", "android.data"].flatMap { path -> [Finding] in
            let data = path == "data" ? subject.request.block("data") : subject.request.block("android")?["data"]?.object
            return (data ?? [:]).keys.sorted().compactMap { key -> Finding? in
                let shown = subject.path(path + "." + key)
                let lower = key.lowercased()
                if parameters.reservedKeys.contains(lower) || parameters.reservedPrefixes.contains(where: lower.hasPrefix) {
                    return context.finding(
                        "\(shown): FCM reserves the key \"\(key)\" (\(parameters.reservedKeys.joined(separator: ", ")) and keys starting with \(parameters.reservedPrefixes.joined(separator: " or ")))",
                        fix: "rename the key, e.g. \"app_\(key)\"", subject: shown, class: MessageClass.reserved)
                }
                guard parameters.legacyKeys.contains(lower) else { return nil }
                return context.finding(
                    "\(shown): \"\(key)\" is the name of an FCM option, which the app receives beside it",
                    fix: "rename the key, or set the option where v1 takes it (android.collapse_key, apns-collapse-id)",
                    severity: parameters.legacyKeySeverity, subject: shown, class: MessageClass.legacy)
            }
        }
    }
}
