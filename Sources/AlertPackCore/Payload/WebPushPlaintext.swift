/// Where a Web Push plaintext keeps its notification: a `notification` object (Declarative Web
/// Push, FCM's `webpush` block, and most service workers that pass one to `showNotification`),
/// else the top level itself when it holds one of the notification's fields (a service worker
/// that reads `title`, `body` and `icon` from the data it is sent).
package enum WebPushPlaintext {
    /// The notification's fields and the key path that names them ("notification", or "" for the
    /// top level); nil when the plaintext holds none (data for the page, not a notification).
    package static func notification(in root: JSONNode?, fields: [String]) -> (fields: [String: JSONNode], path: String)? {
        guard let object = root?.object else { return nil }
        if let notification = object["notification"]?.object { return (notification, "notification") }
        return fields.contains(where: { object[$0] != nil }) ? (object, "") : nil
    }
}
