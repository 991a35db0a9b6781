/// `attributes-type` and `attributes` missing from a Live Activity `start`, or sent with an
/// `update` or `end`.
///
/// A push-to-start names the `ActivityAttributes` type and gives its static attributes; an
/// activity's attributes never change after it starts, so an update or end that carries them is
/// a sender's mistake (the keys are ignored, and the sender may believe it changed them).
///
/// - Rule: liveactivity.attributes
/// - Name: Live Activity attributes
/// - Source: LA-PUSH
/// - Class missing: a start without attributes-type or attributes
/// - Class not-on-start: attributes-type or attributes on an update or end
/// - Fires on: Samples/payloads/push/la-attributes-on-update.json via payload, saying “only on start” (error)
/// - Fires on: Samples/payloads/push/la-start-without-attributes.json via payload, saying “needs attributes-type”
///   (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-start.json via payload
package struct LiveactivityAttributesRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let aps = payload.liveActivity, let event = payload.liveActivityEvent else { return [] }
        let keys = ["attributes-type", "attributes"]
        if event == "start" {
            var missing = keys.filter { aps[$0] == nil }
            if aps["attributes-type"].map({ $0.string == nil }) == true { missing.append("attributes-type as a string") }
            if aps["attributes"].map({ $0.object == nil }) == true { missing.append("attributes as a dictionary") }
            guard !missing.isEmpty else { return [] }
            return [
                context.finding(
                    "a Live Activity start needs \(missing.joined(separator: " and ")); ActivityKit cannot start it",
                    fix: "send \"attributes-type\": the ActivityAttributes type's name, and \"attributes\": {...}", class: MessageClass.missing)
            ]
        }
        let present = keys.filter { aps[$0] != nil }
        // An event ActivityKit does not read is liveactivity.event's.
        guard event == "update" || event == "end", !present.isEmpty else { return [] }
        return [
            context.finding(
                "\(present.joined(separator: " and ")) on a Live Activity \(event); they belong only on start (attributes never change)",
                fix: "remove \(present.joined(separator: " and ")); put what changes in content-state", class: MessageClass.notOnStart)
        ]
    }
}
