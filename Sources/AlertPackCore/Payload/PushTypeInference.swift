/// The push a payload is sent as: `--push-type` first, then the `.headers` file's
/// `apns-push-type`, then what the body says; the headers' topic and priority are kept whichever
/// named the type.
package enum PushTypeInference {
    /// The push type the body implies: `aps.event` is a Live Activity's, `aps.content-changed` a
    /// widget push's, `content-available` without alert, sound or badge a background push's; an
    /// `aps` with alert, sound or badge is an alert. Nil when the body says nothing (no `aps`).
    package static func infer(_ root: JSONNode?) -> PushType? {
        guard let aps = root?["aps"]?.object else { return nil }
        if aps["event"] != nil { return .liveactivity }
        if aps["content-changed"] != nil { return .widgets }
        let visible = ["alert", "sound", "badge"].contains { aps[$0] != nil }
        if aps["content-available"] != nil && !visible { return .background }
        return visible ? .alert : nil
    }

    /// The facts of one payload's push, from the option, the headers file and the body.
    package static func facts(option: PushType?, headers: PushHeaders?, headersFile: String?, root: JSONNode?) -> PushFacts {
        var facts: PushFacts
        if let option {
            facts = PushFacts(type: option, source: .option)
        } else if let type = headers?.pushType {
            facts = PushFacts(type: type, source: .headers)
        } else if let type = infer(root) {
            facts = PushFacts(type: type, source: .inferred)
        } else {
            facts = .assumedAlert
        }
        if let headers {
            facts.headersFile = headersFile
            facts.topic = headers.topic
            facts.priority = headers.priority
            facts.expiration = headers.expiration
            facts.collapseID = headers.collapseID
        }
        return facts
    }
}
