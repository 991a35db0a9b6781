/// `aps.interruption-level` spelled other than Apple defines it.
///
/// The level is one of passive, active, time-sensitive or critical; any other value (a camel-cased
/// timeSensitive, a number) is not one the system knows, and the notification is delivered at the
/// active level.
///
/// - Rule: notify.interruption-level
/// - Name: Interruption level
/// - Source: NOTIFY-LEVEL
/// - Parameter levels (list): the interruption levels APNs defines
/// - Fires on: Samples/notify/Broken/payloads/misspelt-level.json via payload, saying “must be one of” (error)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyInterruptionLevelRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let value = payload.aps?["interruption-level"] else { return [] }
        let levels = context.parameters.levels
        if let level = value.string, levels.contains(level) { return [] }
        let shown = value.string.map { "\"\($0)\"" } ?? "not text"
        return [
            context.finding(
                "interruption-level is \(shown); must be one of \(levels.joined(separator: ", "))",
                fix: "write the level as Apple spells it, such as time-sensitive")
        ]
    }
}
