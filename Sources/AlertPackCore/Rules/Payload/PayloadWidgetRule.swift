/// A widget push (`apns-push-type: widgets`) whose `aps` is not `{"content-changed": true}` alone.
///
/// WidgetKit reloads the app's widgets for `content-changed: true` and reads nothing else; an
/// alert, sound or other key in a widget push is never shown.
///
/// - Rule: payload.widget
/// - Name: Widget push
/// - Source: PAY-APS, WIDGET-PUSH
/// - Class not-true: content-changed is not true
/// - Class other-keys: aps holds more than content-changed
/// - Fires on: Samples/payloads/push/widget-with-alert.json via payload, saying “a widget push holds only” (error)
/// - Silent on: Samples/payloads/push/apple-widgets.json via payload
package struct PayloadWidgetRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard payload.push.type == .widgets, let aps = payload.aps else { return [] }
        var findings: [Finding] = []
        if aps["content-changed"] != .bool(true) {
            findings.append(
                context.finding(
                    "content-changed is \(aps["content-changed"].map { PayloadBadgeRule.describe($0) } ?? "missing"); must be true",
                    fix: "send {\"aps\": {\"content-changed\": true}}", class: MessageClass.notTrue))
        }
        let others = aps.keys.sorted().filter { $0 != "content-changed" }
        if !others.isEmpty {
            findings.append(
                context.finding(
                    "aps also has \(others.joined(separator: ", ")); a widget push holds only content-changed, and nothing else is shown",
                    fix: "send {\"aps\": {\"content-changed\": true}} alone; send an alert as an alert push", class: MessageClass.otherKeys))
        }
        return findings
    }
}
