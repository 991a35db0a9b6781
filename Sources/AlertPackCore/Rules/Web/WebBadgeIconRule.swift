/// A notification badge that is the notification's icon (the same file, or its bytes).
///
/// The icon is the app's picture in colour, shown beside the text; the badge is a monochrome
/// silhouette that Android's status bar draws from its alpha. The same image cannot be both: the
/// icon reused as the badge shows as a solid square in the status bar, the most reported web
/// badge failure.
///
/// - Rule: web.badge-icon
/// - Name: Badge is not the icon
/// - Source: WEB-BADGE, WEB-NOTIFICATIONS
/// - Class same-file: the badge names the icon's file
/// - Class same-bytes: the badge's file has the icon's bytes
/// - Fires on: Samples/web/Broken/public/sw.js, saying “the same file as its icon” (warning)
/// - Silent on: Samples/web/Fine/public/firebase-messaging-sw.js
package struct WebBadgeIconRule: WebScriptRule {
    package func check(_ script: WebScriptSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let icons = script.facts.images(.notificationIcon).filter { $0.path != nil }
        let fix = "give the badge its own image: a white silhouette on transparency, about 96 pixels (alertpack icons MASTER --web-badge OUT.png)"
        return script.badges.compactMap { badge, _ -> Finding? in
            guard let path = badge.path else { return nil }
            if let icon = icons.first(where: { $0.path == path }) {
                return context.finding(
                    "\(script.place(badge)) names \(badge.value), the same file as its icon (\(script.place(icon))): "
                        + "a badge is a silhouette Android draws from its alpha, not the app's picture",
                    fix: fix, subject: badge.key, class: MessageClass.sameFile)
            }
            guard let digest = script.digests[path],
                let icon = icons.first(where: { $0.path.flatMap { script.digests[$0] } == digest })
            else { return nil }
            return context.finding(
                "\(script.place(badge)) names \(badge.value), whose bytes are those of its icon \(icon.value) (\(script.place(icon))): "
                    + "a badge is a silhouette Android draws from its alpha, not the app's picture",
                fix: fix, subject: badge.key, class: MessageClass.sameBytes)
        }
    }
}
