/// A Live Activity push without `aps.timestamp`, or with one that is not a UNIX time in seconds.
///
/// ActivityKit keeps the update with the latest timestamp and drops older ones; a push without a
/// timestamp is dropped, and one in milliseconds (about 1.7e12 today) stands for a date tens of
/// thousands of years ahead, so every later update in seconds looks older and is dropped.
///
/// - Rule: liveactivity.timestamp
/// - Name: Live Activity timestamp
/// - Source: LA-PUSH
/// - Parameter maxSeconds (number): a timestamp above this is taken for milliseconds
/// - Class missing: no timestamp
/// - Class not-a-number: the timestamp is not a number
/// - Class milliseconds: the timestamp is in milliseconds
/// - Fires on: Samples/payloads/push/la-no-timestamp.json via payload, saying “has no timestamp” (error)
/// - Fires on: Samples/payloads/push/la-milliseconds.json via payload, saying “in milliseconds” (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-update.json via payload
package struct LiveactivityTimestampRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity else { return [] }
        guard let value = aps["timestamp"] else {
            return [
                context.finding(
                    "the Live Activity push has no timestamp; ActivityKit drops it", fix: "send \"timestamp\": the UNIX time in seconds",
                    class: MessageClass.missing)
            ]
        }
        guard let seconds = value.number else {
            return [
                context.finding(
                    "timestamp is \(PayloadBadgeRule.describe(value)); must be a UNIX time in seconds",
                    fix: "send a number such as 1767225600", class: MessageClass.notANumber)
            ]
        }
        guard seconds > context.parameters.maxSeconds else { return [] }
        return [
            context.finding(
                "timestamp is \(FoundationJSON.number(seconds)), a time in milliseconds; ActivityKit reads seconds (\(FoundationJSON.number((seconds / 1000).rounded(.down))))",
                fix: "divide by 1000: send the UNIX time in seconds", class: MessageClass.milliseconds)
        ]
    }
}
