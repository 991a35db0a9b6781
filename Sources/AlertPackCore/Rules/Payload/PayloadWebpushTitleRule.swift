import Foundation

/// A notification with no title: a `notification` object, or a top level with the notification's
/// fields, and no `title` (for FCM's `webpush` block, nor in the message's `notification`).
///
/// `showNotification(title, options)` takes the title first and shows an empty heading without
/// one; Declarative Web Push requires `title` and drops a message without it. A service worker that
/// supplies its own title is the exception, hence a warning.
///
/// - Rule: payload.webpush-title
/// - Name: Web Push notification has a title
/// - Source: WEBPUSH-PAYLOAD
/// - Platforms: web
/// - Parameter notificationKeys (list): the notification's fields, which mark a top level that is the notification
/// - Fires on: Samples/transport/webpush/no-title.json via webpush, saying “has no title” (warning)
/// - Silent on: Samples/transport/webpush/declarative.json via webpush
package struct PayloadWebpushTitleRule: WebPushRule {
    package func check(_ subject: WebPushSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard subject.inheritedTitle?.isEmpty ?? true,
            let found = WebPushPlaintext.notification(in: subject.document.root, fields: context.parameters.notificationKeys),
            (found.fields["title"]?.string ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        else { return [] }
        let what = found.path.isEmpty ? "the notification" : "\"\(found.path)\""
        return [
            context.finding(
                "\(what) has no title: the notification shows an empty heading, or is dropped (Declarative Web Push)",
                fix: "add \"title\" to the notification")
        ]
    }
}
