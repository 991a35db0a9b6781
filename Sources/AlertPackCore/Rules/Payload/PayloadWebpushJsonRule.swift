import Foundation

/// A Web Push plaintext that is not a JSON object (`lint-payload --transport webpush`).
///
/// A push event's data can be any bytes, but a service worker that shows a notification reads it as
/// JSON (`event.data.json()`), which throws on anything else, and Declarative Web Push needs an
/// object: the notification is never shown.
///
/// - Rule: payload.webpush-json
/// - Name: Web Push plaintext is JSON
/// - Source: WEBPUSH-PAYLOAD
/// - Platforms: web
/// - Class unreadable: the file is not JSON
/// - Class not-object: the plaintext is not a JSON object
/// - Fires on: Samples/transport/webpush/not-json.json via webpush, saying “not valid JSON” (error)
/// - Silent on: Samples/transport/webpush/good.json via webpush
package struct PayloadWebpushJsonRule: WebPushRule {
    package func check(_ subject: WebPushSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        if let problem = subject.document.problem {
            return [
                context.finding(problem, fix: "fix the file so it holds the JSON object the service worker reads", class: MessageClass.unreadable)
            ]
        }
        guard subject.document.root?.object == nil else { return [] }
        return [
            context.finding(
                "the plaintext is \(subject.document.root?.shown ?? "empty"), not a JSON object",
                fix: "send an object, e.g. {\"notification\": {\"title\": ..., \"body\": ...}}", class: MessageClass.notObject)
        ]
    }
}
