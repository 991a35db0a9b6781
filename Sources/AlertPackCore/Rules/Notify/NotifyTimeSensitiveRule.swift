/// A time-sensitive payload for an app without the Time Sensitive Notifications capability.
///
/// Without the capability the notification is delivered at the active level: it does not break
/// through Focus or a scheduled summary, and nothing says so.
///
/// - Rule: notify.time-sensitive
/// - Name: Time-sensitive entitlement
/// - Source: NOTIFY-TIME
/// - Fires on: Samples/notify/Broken/payloads/time-sensitive.json via payload, saying “has no
///   com.apple.developer.usernotifications.time-sensitive entitlement” (error)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyTimeSensitiveRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard payload.aps?["interruption-level"]?.string == "time-sensitive", let app = payload.context.receiver?.app,
            app.lacks(TargetSetup.timeSensitiveEntitlement)
        else { return [] }
        return [
            context.finding(
                "interruption-level is time-sensitive, but \(app.label) has no \(TargetSetup.timeSensitiveEntitlement) entitlement\(app.inEntitlementsFile): it is delivered as an active notification",
                fix: "add the Time Sensitive Notifications capability to \(app.target), or send interruption-level active")
        ]
    }
}
