/// `aps.dismissal-date` on a Live Activity push that is not an `end`, or not a UNIX time in seconds.
///
/// The dismissal date says when an ended activity leaves the Lock Screen; only an `end` reads it.
///
/// - Rule: liveactivity.dismissal-date
/// - Name: Live Activity dismissal date
/// - Source: LA-PUSH
/// - Parameter maxSeconds (number): a date above this is taken for milliseconds
/// - Class not-on-end: dismissal-date on a start or update
/// - Class not-seconds: dismissal-date is not a UNIX time in seconds
/// - Fires on: Samples/payloads/push/la-dismissal-on-update.json via payload, saying “only an end reads it”
///   (warning)
/// - Silent on: Samples/payloads/push/apple-liveactivity-end.json via payload
package struct LiveactivityDismissalDateRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity, let event = payload.liveActivityEvent, let value = aps["dismissal-date"] else { return [] }
        if event == "start" || event == "update" {
            return [
                context.finding(
                    "dismissal-date on a Live Activity \(event); only an end reads it",
                    fix: "remove dismissal-date, or send it with \"event\": \"end\"",
                    class: MessageClass.notOnEnd)
            ]
        }
        // An event ActivityKit does not read is liveactivity.event's.
        guard event == "end" else { return [] }
        if let seconds = value.number, seconds >= 0, seconds <= context.parameters.maxSeconds { return [] }
        return [
            context.finding(
                "dismissal-date is \(value.number.map { FoundationJSON.number($0) } ?? PayloadBadgeRule.describe(value)); must be a UNIX time in seconds",
                fix: "send the UNIX time in seconds", class: MessageClass.notSeconds)
        ]
    }
}
