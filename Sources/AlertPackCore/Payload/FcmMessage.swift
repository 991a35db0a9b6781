/// One FCM HTTP v1 request read from a payload document: the request body `{"message": {...}}`
/// (the `messages:send` body, whose only other member is `validate_only`) or the `Message` object
/// itself, as senders keep it in a file. Nothing is judged here: the `payload.fcm-*` rules read it.
package struct FcmMessage: Sendable {
    /// The message object; nil when the document is not an object, or its `message` is not one.
    package var message: [String: JSONNode]?
    /// Whether the document is the request body (`message` wrapped), not the message alone.
    package var wrapped: Bool
    /// The request body's members beside `message` (only `validate_only` is one).
    package var requestKeys: [String]

    package init(root: JSONNode?) {
        guard let object = root?.object else {
            (message, wrapped, requestKeys) = (nil, false, [])
            return
        }
        // A body names its message; a message alone never has a member called "message".
        if let inner = object["message"] {
            (message, wrapped, requestKeys) = (inner.object, true, object.keys.filter { $0 != "message" }.sorted())
        } else {
            (message, wrapped, requestKeys) = (object, false, [])
        }
    }

    /// "message." for a request body, "" for a message alone: how a finding names a key path.
    package var prefix: String { wrapped ? "message." : "" }

    /// An object member of the message (`android`, `apns`, `webpush`, `notification`).
    package func block(_ key: String) -> [String: JSONNode]? { message?[key]?.object }

    /// What an Android device is sent: the notification's fields (the message's, then the
    /// `android.notification` overrides) and the data (`android.data`, when given, replaces
    /// the message's), each member as FCM encodes it again: key paths with their bytes.
    package var androidPayloadMembers: [(key: String, bytes: Int)] {
        var members: [(String, Int)] = []
        func add(_ object: [String: JSONNode]?, _ path: String) {
            guard let object else { return }
            members += FoundationJSON.memberSizes(object, .shortest).map { (path + "." + $0.key, $0.bytes) }
        }
        add(block("notification"), "notification")
        add(block("android")?["notification"]?.object, "android.notification")
        if let androidData = block("android")?["data"]?.object {
            add(androidData, "android.data")
        } else {
            add(block("data"), "data")
        }
        return members.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }

    /// The APNs payload FCM sends for the `apns` block, when the message has one: the block's
    /// `payload`, with the message's notification title and body put into `aps.alert` when the
    /// block gives none, and the message's data keys beside `aps` (as FCM delivers them to iOS).
    package var apnsPayload: JSONNode? {
        guard let apns = block("apns") else { return nil }
        var root = apns["payload"]?.object ?? [:]
        if let notification = block("notification") {
            var aps = root["aps"]?.object ?? [:]
            if aps["alert"] == nil {
                let alert = notification.filter { ["title", "body"].contains($0.key) }
                if !alert.isEmpty { aps["alert"] = .object(alert) }
            }
            if !aps.isEmpty || root["aps"] != nil { root["aps"] = .object(aps) }
        }
        for (key, value) in block("data") ?? [:] where root[key] == nil { root[key] = value }
        return .object(root)
    }

    /// The APNs headers of the `apns` block, as a `.headers` file would give them.
    package var apnsHeaders: PushHeaders? {
        guard let headers = block("apns")?["headers"]?.object else { return nil }
        var read = PushHeaders()
        read.pushType = headers["apns-push-type"]?.string.flatMap(PushType.init(rawValue:))
        read.topic = headers["apns-topic"]?.string
        read.priority = headers["apns-priority"]?.scalarText.flatMap { Int($0) }
        read.expiration = headers["apns-expiration"]?.scalarText.flatMap { Int64($0) }
        read.collapseID = headers["apns-collapse-id"]?.string
        return read
    }
}

extension PayloadDocument {
    /// A document made of a JSON value (not read from a file): an FCM message's `apns` or
    /// `webpush` block, judged under its file's path. Its sizes are FCM's: the value encoded again.
    package init(path: String, value: JSONNode) {
        var members: [String: Int] = [:]
        for member in FoundationJSON.memberSizes(value.object ?? [:], .shortest) { members[member.key] = member.bytes }
        for member in FoundationJSON.memberSizes(value["aps"]?.object ?? [:], .shortest) { members["aps." + member.key] = member.bytes }
        self.init(path: path, root: value, problem: nil, bytes: FoundationJSON.byteCount(value, .shortest), memberBytes: members)
    }
}
