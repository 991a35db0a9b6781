import Foundation

/// What an Android notification shows of a payload, and where each part came from. An FCM
/// message's `android.notification` overrides its `notification` field by field (HTTP v1 under
/// `message`, or the message object itself, or the legacy `notification` beside `to`); a payload
/// with only an APNs `aps.alert` is shown as a cross-platform service would forward it (its
/// title and body). Localization keys are not resolved on Android (they name the app's string
/// resources): a field given only as a key is left out and said.
struct AndroidPayloadText: Sendable, Equatable {
    var title: String?
    var body: String?
    /// `android.notification.color` (#RRGGBB), overriding the module's colour.
    var colour: UInt32?
    /// `android.notification.icon`: a drawable of the app, overriding the module's icon.
    var icon: String?
    /// "FCM message.android.notification", "APNs aps.alert (as a cross-platform payload shows it)".
    var sources: [String] = []

    /// The text of `root`; nil when the payload has neither an FCM notification nor an APNs alert.
    static func read(_ root: JSONNode?) -> AndroidPayloadText? {
        guard let root else { return nil }
        let message = root["message"]?.object != nil ? root["message"]! : root
        let prefix = root["message"]?.object != nil ? "message." : ""
        let layers: [(String, [String: JSONNode]?)] = [
            (prefix + "android.notification", message["android"]?["notification"]?.object),
            (prefix + "notification", message["notification"]?.object),
        ]
        var text = AndroidPayloadText()
        var found = false
        for (place, notification) in layers {
            guard let notification else { continue }
            found = true
            for (key, keyPath) in [("title", \AndroidPayloadText.title), ("body", \AndroidPayloadText.body)] {
                guard text[keyPath: keyPath] == nil, let value = notification[key]?.string else { continue }
                text[keyPath: keyPath] = value
                if !text.sources.contains("FCM " + place) { text.sources.append("FCM " + place) }
            }
            if text.colour == nil { text.colour = notification["color"]?.string.flatMap(AndroidNotificationMetrics.colour) }
            if text.icon == nil, let icon = notification["icon"]?.string, !icon.isEmpty { text.icon = icon }
        }
        if found { return text }
        let aps = root["aps"]?.object
        guard let alert = aps?["alert"] else { return nil }
        text.title = alert["title"]?.string
        text.body = alert.string ?? alert["body"]?.string
        text.sources = ["APNs aps.alert (as a cross-platform payload shows it)"]
        return text
    }

    /// The text as the layout takes it (the payload's own words: no language).
    var content: NotificationContent { NotificationContent(language: "base", title: title, body: body) }
}
