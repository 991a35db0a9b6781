/// `aps.relevance-score` that is not a number from 0 to 1 in a notification, or not a number in
/// a Live Activity update.
///
/// The system sorts a notification summary by relevance score, a number from 0 to 1; another value
/// is not one it can use. A Live Activity's score (a payload whose aps has `event`, `content-state`
/// or `timestamp`) only orders the app's activities in the Dynamic Island and on the Lock Screen:
/// any number (Apple's own example sends 75).
///
/// - Rule: notify.relevance-score
/// - Name: Relevance score
/// - Source: NOTIFY-LEVEL, PAY-APS (0 to 1; any number in a Live Activity update, where it orders activities)
/// - Parameter liveActivityKeys (list): aps keys that make a payload a Live Activity update, whose score may be any number
/// - Class not-a-number: not a number
/// - Class out-of-range: a number outside 0 to 1 (outside Live Activity payloads)
/// - Fires on: Samples/notify/Broken/payloads/misspelt-level.json via payload, saying “must be a number from 0
///   to 1” (error)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
/// - Silent on: Samples/notify/Comms/payloads/live-activity.json via payload
package struct NotifyRelevanceScoreRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.aps, let value = aps["relevance-score"] else { return [] }
        // A Live Activity push, whether its type was given (--push-type, headers) or the body says so.
        let liveActivity = payload.isLiveActivity || context.parameters.liveActivityKeys.contains { aps[$0] != nil }
        if let score = value.number, liveActivity || (0...1).contains(score) { return [] }
        let shown = value.number.map { JSONValue.format($0, decimals: 3) } ?? value.string.map { "the string \"\($0)\"" } ?? "not a number"
        let kind = value.number == nil ? MessageClass.notANumber : MessageClass.outOfRange
        if liveActivity {
            return [
                context.finding(
                    "relevance-score is \(shown); a Live Activity's score must be a number", fix: "send a number, such as 75", class: kind)
            ]
        }
        return [
            context.finding("relevance-score is \(shown); must be a number from 0 to 1", fix: "send a number from 0 to 1, such as 0.5", class: kind)
        ]
    }
}
