/// A Live Activity push whose `aps.event` is missing or is not `start`, `update` or `end`.
///
/// ActivityKit starts, updates or ends the activity the event names; a push without one it can
/// read changes nothing, and APNs does not say so.
///
/// - Rule: liveactivity.event
/// - Name: Live Activity event
/// - Source: LA-PUSH
/// - Parameter events (list): the events ActivityKit reads
/// - Fires on: Samples/payloads/push/la-misspelt-event.json via payload, saying “must be one of” (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-update.json via payload
package struct LiveactivityEventRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity else { return [] }
        let events = context.parameters.events
        if let event = aps["event"]?.string, events.contains(event) { return [] }
        let shown = aps["event"].map { PayloadBadgeRule.describe($0) } ?? "missing"
        return [
            context.finding(
                "event is \(shown); must be one of \(events.joined(separator: ", "))",
                fix: "send \"event\": \"update\" (or start, end) in aps")
        ]
    }
}
