/// `aps.relevance-score` that is not a number from 0 to 1.
///
/// The system sorts a notification summary by relevance score, a number from 0 to 1; another value
/// is not one it can use.
///
/// - Rule: notify.relevance-score
/// - Name: Relevance score
/// - Source: NOTIFY-LEVEL
/// - Fires on: Samples/notify/Broken/payloads/misspelt-level.json via payload, saying “must be a number from 0
///   to 1” (error)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyRelevanceScoreRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let value = payload.aps?["relevance-score"] else { return [] }
        if let score = value.number, (0...1).contains(score) { return [] }
        let shown = value.number.map { JSONValue.format($0, decimals: 3) } ?? value.string.map { "the string \"\($0)\"" } ?? "not a number"
        return [context.finding("relevance-score is \(shown); must be a number from 0 to 1", fix: "send a number from 0 to 1, such as 0.5")]
    }
}
