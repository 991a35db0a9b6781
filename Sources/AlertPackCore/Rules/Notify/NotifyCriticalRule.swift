/// A critical alert for an app whose entitlements file lacks the critical alerts entitlement.
///
/// A critical alert (interruption-level critical, or a sound dictionary with critical 1) plays at
/// its volume through the ring switch and Focus only with the entitlement Apple grants on request;
/// without it the sound plays as an ordinary one. Apps often add this entitlement only in their
/// release build (a script, the App Store provisioning profile), since development profiles do not
/// carry it: hence a warning, not an error.
///
/// - Rule: notify.critical
/// - Name: Critical alerts entitlement
/// - Source: NOTIFY-CRITICAL, CRIT-04
/// - Fires on: Samples/notify/Broken/payloads/critical.json via payload, saying “has no
///   com.apple.developer.usernotifications.critical-alerts entitlement” (warning)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyCriticalRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let app = payload.context.receiver?.app, app.lacks(TargetSetup.criticalAlertsEntitlement) else { return [] }
        let critical = payload.aps?["sound"]?["critical"]
        let asks: String
        if payload.aps?["interruption-level"]?.string == "critical" {
            asks = "interruption-level is critical"
        } else if critical == .number(1) || critical == .bool(true) {
            asks = "the sound is critical"
        } else {
            return []
        }
        return [
            context.finding(
                "\(asks), but \(app.label) has no \(TargetSetup.criticalAlertsEntitlement) entitlement\(app.inEntitlementsFile): unless the release build adds it, the sound plays at the ordinary volume and obeys the ring switch",
                fix:
                    "request the Critical Alerts entitlement from Apple and add it to \(app.target) (or to the release build's entitlements), or send an ordinary alert"
            )
        ]
    }
}
