/// An `apns-topic` (from the `.headers` file) without the suffix its push type needs, or with the
/// suffix of another type. A bundle identifier may itself end in `.voip` or `.complication`, so
/// another type's suffix is reported at `otherSuffixSeverity`, and only when the topic without it
/// is still a bundle identifier (two or more dot-separated parts of letters, digits and hyphens).
///
/// APNs routes a push by topic: a Live Activity's is the bundle identifier and
/// `.push-type.liveactivity`, a VoIP push's `.voip`, and so on; a topic without its suffix is
/// refused (`DeviceTokenNotForTopic`, `TopicDisallowed`).
///
/// - Rule: payload.topic
/// - Name: Topic suffix
/// - Source: APNS-REQUEST, LA-PUSH
/// - Parameter suffixes (table): the topic suffix each push type needs (types not listed take the bundle identifier alone)
/// - Class missing-suffix: the topic lacks its type's suffix
/// - Parameter otherSuffixSeverity (severity): severity for another type's suffix (a bundle identifier may itself end so)
/// - Class other-suffix: the topic has another type's suffix
/// - Fires on: Samples/payloads/push/la-wrong-topic.json via payload, saying “must end in .push-type.liveactivity”
///   (error)
/// - Silent on: Samples/payloads/push/headers-liveactivity.json via payload
package struct PayloadTopicRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let topic = payload.push.topic else { return [] }
        let type = payload.push.type
        let table = context.parameters.suffixes
        if let needed = table[type.rawValue] {
            guard !needed.contains(where: topic.hasSuffix) else { return [] }
            return [
                context.finding(
                    "apns-topic is \(topic); \(type.withArticle)'s topic must end in \(needed.joined(separator: " or "))",
                    fix: "send the bundle identifier followed by \(needed[0])", class: MessageClass.missingSuffix)
            ]
        }
        // Here the type takes no suffix, so a suffix found is another type's.
        let other = table.keys.sorted().first { key in
            table[key]!.contains { topic.hasSuffix($0) && Self.isBundleIdentifier(String(topic.dropLast($0.count))) }
        }
        guard let other else { return [] }
        return [
            context.finding(
                "apns-topic is \(topic), a \(other) push's topic (unless the bundle identifier itself ends so); \(type.withArticle)'s topic is the bundle identifier alone",
                fix: "send the bundle identifier as the topic, or send the push as \(other)",
                severity: context.parameters.otherSuffixSeverity, class: MessageClass.otherSuffix)
        ]
    }

    /// Two or more dot-separated parts of ASCII letters, digits and hyphens: what a bundle
    /// identifier is.
    static func isBundleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
    }
}
