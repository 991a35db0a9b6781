import Foundation

/// Not an FCM HTTP v1 message: not JSON, not an object, a `message` that is not one, a member
/// the v1 API does not define (the legacy API's `to`, `priority`, ... among them), a block that
/// is not an object, or a key in `notification` beyond `title`, `body` and `image`.
///
/// The v1 API refuses the whole request ("Invalid JSON payload received. Unknown name") for a field
/// its `Message` does not have. The legacy API's flat body (`to`, `registration_ids`, `priority`) was
/// shut down in 2024, and `sound`, `icon`, `color` and `click_action` moved from `notification` into
/// `android.notification` (and `apns.payload.aps`): the commonest reasons a migrated sender fails.
///
/// - Rule: payload.fcm-json
/// - Name: FCM HTTP message
/// - Source: FCM-MESSAGE, FCM-LEGACY
/// - Platforms: android, ios, web
/// - Parameter knownKeys (list): the fields of the v1 Message
/// - Parameter requestKeys (list): the members of the messages:send request body
/// - Parameter notificationKeys (list): the fields of the v1 Notification
/// - Parameter legacyKeys (list): fields of the legacy HTTP API that v1 refuses
/// - Parameter blocks (list): members that must be objects
/// - Class unreadable: the file is not JSON
/// - Class not-object: the document, its message or one of its blocks is not an object
/// - Class unknown-key: a field the v1 Message or Notification does not define
/// - Fires on: Samples/transport/fcm/legacy-to.json via fcm, saying “the legacy HTTP API's” (error)
/// - Fires on: Samples/transport/fcm/notification-sound.json via fcm, saying “is not a field of the v1 Notification” (error)
/// - Silent on: Samples/transport/fcm/google-notification.json via fcm
/// - Silent on: Samples/transport/fcm/google-platforms.json via fcm
package struct PayloadFcmJsonRule: FcmRule {
    package func check(_ subject: FcmSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        if let problem = subject.document.problem {
            return [context.finding(problem, fix: "fix the file so it holds an FCM v1 message as JSON", class: MessageClass.unreadable)]
        }
        guard let message = subject.message else {
            let what = subject.request.wrapped ? "\"message\" is not an object" : "the payload is not a JSON object"
            return [context.finding(what, fix: "write {\"message\": {\"token\": ..., \"notification\": {...}}}", class: MessageClass.notObject)]
        }
        let parameters = context.parameters
        var found = subject.request.requestKeys.filter { !parameters.requestKeys.contains($0) }.map {
            unknown($0, "the request body", context, fix: "put \"\($0)\" inside \"message\", or drop it")
        }
        found += message.keys.sorted().filter { !parameters.knownKeys.contains($0) }.map { key in
            let legacy = parameters.legacyKeys.contains(key) ? " (the legacy HTTP API's, shut down in 2024)" : ""
            return unknown(subject.path(key), "the v1 Message\(legacy)", context, fix: Self.advice(for: key))
        }
        for key in parameters.blocks.sorted() where message[key] != nil && message[key]?.object == nil {
            found.append(
                context.finding(
                    "\(subject.path(key)) is \(message[key]!.shown), not an object", fix: "send \"\(key)\" as a JSON object",
                    subject: subject.path(key), class: MessageClass.notObject))
        }
        let notification = subject.request.block("notification") ?? [:]
        found += notification.keys.sorted().filter { !parameters.notificationKeys.contains($0) }.map { key in
            unknown(
                subject.path("notification." + key), "the v1 Notification (\(parameters.notificationKeys.joined(separator: ", ")))", context,
                fix: "move \"\(key)\" into android.notification (and apns.payload.aps for iOS)")
        }
        return found
    }

    private func unknown(_ path: String, _ container: String, _ context: RuleContext<Parameters>, fix: String) -> Finding {
        context.finding(
            "\"\(path)\" is not a field of \(container); the v1 API refuses the request", fix: fix, subject: path, class: MessageClass.unknownKey)
    }

    /// What a legacy field became in v1.
    static func advice(for key: String) -> String {
        switch key {
        case "to", "registration_ids": return "name one target: \"token\", \"topic\" or \"condition\" (one request per token)"
        case "priority", "time_to_live", "collapse_key", "restricted_package_name":
            return "set it in \"android\" (priority, ttl as \"86400s\", collapse_key, restricted_package_name) and in apns.headers"
        case "content_available", "mutable_content": return "set content-available or mutable-content in apns.payload.aps"
        case "dry_run": return "send \"validate_only\": true beside \"message\""
        default: return "drop \"\(key)\", or move it into \"data\" as a string"
        }
    }
}
