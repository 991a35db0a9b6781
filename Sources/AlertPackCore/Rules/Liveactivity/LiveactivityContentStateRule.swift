/// A Live Activity `start` or `update` without `aps.content-state`, or one that is not a dictionary.
///
/// The content state is decoded into the activity's `ContentState`; without it a start or an
/// update has nothing to show, and ActivityKit drops it.
///
/// - Rule: liveactivity.content-state
/// - Name: Live Activity content state
/// - Source: LA-PUSH
/// - Class missing: a start or update without content-state
/// - Class not-object: content-state is not a dictionary
/// - Fires on: Samples/payloads/push/la-no-content-state.json via payload, saying “has no content-state” (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-end.json via payload
package struct LiveactivityContentStateRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let aps = payload.liveActivity, let event = payload.liveActivityEvent else { return [] }
        if let state = aps["content-state"] {
            if state.object != nil { return [] }
            return [
                context.finding(
                    "content-state is \(PayloadBadgeRule.describe(state)); must be a dictionary of the activity's ContentState",
                    fix: "send \"content-state\": {...} with the ContentState's properties", class: MessageClass.notObject)
            ]
        }
        // An end may leave the state as it was; another event is liveactivity.event's.
        guard event == "start" || event == "update" else { return [] }
        return [
            context.finding(
                "the Live Activity \(event) has no content-state; ActivityKit drops it",
                fix: "send \"content-state\": {...} with the ContentState's properties", class: MessageClass.missing)
        ]
    }
}
