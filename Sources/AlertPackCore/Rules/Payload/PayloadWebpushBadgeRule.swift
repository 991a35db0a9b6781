import Foundation

/// A notification whose `badge` is the same image as its `icon`.
///
/// The badge is the small monochrome image shown where there is no room for the notification
/// (Android's status bar): it is drawn from its alpha channel alone, so the app's opaque icon given
/// as the badge becomes a solid square or disc. The icon is the picture in the notification.
///
/// - Rule: payload.webpush-badge
/// - Name: Web Push badge is not the icon
/// - Source: WEBPUSH-BADGE
/// - Platforms: web
/// - Parameter notificationKeys (list): the notification's fields, which mark a top level that is the notification
/// - Fires on: Samples/transport/webpush/badge-is-icon.json via webpush, saying “the same image as icon” (warning)
/// - Silent on: Samples/transport/webpush/good.json via webpush
package struct PayloadWebpushBadgeRule: WebPushRule {
    package func check(_ subject: WebPushSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let found = WebPushPlaintext.notification(in: subject.document.root, fields: context.parameters.notificationKeys),
            let badge = found.fields["badge"]?.string?.trimmingCharacters(in: .whitespaces), !badge.isEmpty,
            badge == found.fields["icon"]?.string?.trimmingCharacters(in: .whitespaces)
        else { return [] }
        let where_ = found.path.isEmpty ? "" : found.path + "."
        return [
            context.finding(
                "\(where_)badge is \"\(badge)\", the same image as icon: a badge is drawn from its alpha alone, so the icon shows as a solid shape",
                fix: "send a white silhouette on transparency, about 96 px, as the badge (`alertpack icons MASTER --web-badge`)")
        ]
    }
}
