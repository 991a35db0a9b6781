/// A notification's `badge` or `icon` literal that names no file of the web root, or one outside it.
///
/// The browser fetches a notification's images when it shows it: a path to nothing leaves the
/// notification without its icon, and Android's status bar without its badge (Chrome draws its
/// own bell instead). A root-absolute path is looked for in the script's web root, any other
/// relative to the script; a path out of the root, or through a link out of it, is not followed;
/// a URL on another host is not fetched, and said at a lower level.
///
/// - Rule: web.notification-image-missing
/// - Name: Notification image exists
/// - Source: WEB-NOTIFICATIONS
/// - Parameter remoteSeverity (severity): severity for an image on another host, which is not checked
/// - Class missing: no file at the path
/// - Class outside: the path leads out of the web root
/// - Class remote: a URL, not fetched
/// - Fires on: Samples/web/Broken/src/notify.ts, saying “showNotification icon names /icons/gone.png, which is not in” (error)
/// - Silent on: Samples/web/Fine/public/firebase-messaging-sw.js
package struct WebNotificationImageMissingRule: WebScriptRule {
    package func check(_ script: WebScriptSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var seen: Set<String> = []
        return script.facts.images.compactMap { image in
            guard seen.insert(image.role.rawValue + "\u{0}" + image.value).inserted else { return nil }
            return WebImageMissing.finding(
                for: image, in: script.file, root: script.facts.webRoot, context: context,
                remoteSeverity: context.parameters.remoteSeverity, classes: (MessageClass.missing, MessageClass.outside, MessageClass.remote))
        }
    }
}
