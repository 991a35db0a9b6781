/// A background push (`apns-push-type: background`) without `content-available: 1`, or with an
/// alert, sound or badge.
///
/// A background update wakes the app only as `content-available: 1` and nothing the user sees;
/// APNs and the system treat anything else as a visible notification, which a background push may
/// not carry.
///
/// - Rule: payload.background
/// - Name: Background push
/// - Source: PAY-APS, APNS-REQUEST
/// - Class not-available: content-available is not 1
/// - Class visible: alert, sound or badge in a background push
/// - Fires on: Samples/payloads/push/background-with-alert.json via payload, saying “a background push may not
///   carry” (error)
/// - Silent on: Samples/payloads/push/apple-background.json via payload
package struct PayloadBackgroundRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard payload.push.type == .background, let aps = payload.aps else { return [] }
        var findings: [Finding] = []
        if aps["content-available"] != .number(1) {
            findings.append(
                context.finding(
                    "content-available is \(aps["content-available"].map { PayloadBadgeRule.describe($0) } ?? "missing"); a background push must send 1",
                    fix: "send \"content-available\": 1", class: MessageClass.notAvailable))
        }
        let visible = ["alert", "sound", "badge"].filter { aps[$0] != nil }
        if !visible.isEmpty {
            findings.append(
                context.finding(
                    "the payload has \(visible.joined(separator: ", ")), which a background push may not carry",
                    fix: "send it as an alert push, or remove \(visible.joined(separator: ", "))", class: MessageClass.visible))
        }
        return findings
    }
}
