/// `aps.stale-date` on a Live Activity push that is not a UNIX time in seconds.
///
/// After its stale date the system marks the activity's content out of date; a string or a time in
/// milliseconds is a date it cannot read or one that never comes.
///
/// - Rule: liveactivity.stale-date
/// - Name: Live Activity stale date
/// - Source: LA-PUSH
/// - Parameter maxSeconds (number): a date above this is taken for milliseconds
/// - Fires on: Samples/payloads/push/la-stale-date-string.json via payload, saying “must be a UNIX time in
///   seconds” (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-update.json via payload
package struct LiveactivityStaleDateRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity, let value = aps["stale-date"] else { return [] }
        if let seconds = value.number, seconds >= 0, seconds <= context.parameters.maxSeconds { return [] }
        return [
            context.finding(
                "stale-date is \(value.number.map { FoundationJSON.number($0) } ?? PayloadBadgeRule.describe(value)); must be a UNIX time in seconds",
                fix: "send the UNIX time in seconds, such as 1767229200")
        ]
    }
}
