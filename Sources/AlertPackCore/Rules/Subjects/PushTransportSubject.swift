/// One FCM HTTP v1 request as the `payload.fcm-*` rules see it (`lint-payload --transport fcm`).
package struct FcmSubject: Sendable {
    package var document: PayloadDocument
    package var request: FcmMessage

    package init(document: PayloadDocument) {
        self.document = document
        request = FcmMessage(root: document.root)
    }

    /// The message object, when the document holds one.
    package var message: [String: JSONNode]? { request.message }

    /// `android.notification`, when the message has one.
    package var androidNotification: [String: JSONNode]? { request.block("android")?["notification"]?.object }

    /// A key path as the file writes it: `message.android.notification.sound` in a request body.
    package func path(_ keyPath: String) -> String { request.prefix + keyPath }
}

/// One Web Push plaintext as the `payload.webpush-*` rules see it: a file of
/// `lint-payload --transport webpush`, or the `webpush` block of an FCM message.
package struct WebPushSubject: Sendable {
    package var document: PayloadDocument
    /// Where it came from: nil for a plaintext file, "webpush" for an FCM message's block.
    package var block: String?
    /// The FCM message's own `notification.title`, which its `webpush` block's notification
    /// falls back to.
    package var inheritedTitle: String?

    package init(document: PayloadDocument, block: String? = nil, inheritedTitle: String? = nil) {
        self.document = document
        self.block = block
        self.inheritedTitle = inheritedTitle
    }
}

/// A rule about an FCM HTTP v1 message (`lint-payload --transport fcm`).
package protocol FcmRule: SubjectRule where Subject == FcmSubject {}

/// A rule about a Web Push plaintext (`lint-payload --transport webpush`, and FCM's `webpush` block).
package protocol WebPushRule: SubjectRule where Subject == WebPushSubject {}
