/// A Live Activity's `content-state` without a key that the app's `ContentState` requires: a
/// stored property that is not optional, as the app's Swift sources declare it.
///
/// The synthesized `init(from:)` decodes every such property with `decode`, which throws when
/// the key is missing, even when the property has a default value; ActivityKit cannot decode the
/// state and drops the update without an error. An optional property may be left out. Judged as
/// liveactivity.state-keys says (which type, and what is not read); silent without sources.
///
/// - Rule: liveactivity.state-missing
/// - Name: Live Activity state complete
/// - Source: LA-PUSH, LA-STATE
/// - Fires on: Samples/activity/Delivery/payloads/missing-property.json via payload, saying “the update is dropped” (error)
/// - Silent on: Samples/activity/Delivery/payloads/update.json via payload
/// - Silent on: Samples/activity/Delivery/payloads/renamed-property.json via payload
package struct LiveactivityStateMissingRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let judged = payload.activityState, judged.shape.unread == nil else { return [] }
        let missing = judged.shape.members.filter { $0.required && judged.state[$0.key] == nil }
        guard !missing.isEmpty else { return [] }
        let listed = missing.map { "\($0.key) (\($0.typeText))" }.joined(separator: ", ")
        let event = payload.liveActivityEvent.map { "the \($0)" } ?? "the push"
        return [
            context.finding(
                "content-state has no \(listed), required by \(judged.described): ActivityKit cannot decode it, and \(event) is dropped",
                fix: "send \(missing.map(\.key).joined(separator: ", ")) in content-state (or make the property optional in the app)",
                subject: missing.map(\.key).joined(separator: ", "))
        ]
    }
}
