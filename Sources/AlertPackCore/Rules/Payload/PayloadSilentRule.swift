import Foundation

/// `content-available` together with alert, sound or badge in an alert push.
///
/// A background update must omit alert, badge and sound; mixed, it is delivered as a visible notification and
/// may not wake the app as intended. Only alert pushes: a background push is payload.background's, and
/// the other types read neither.
///
/// - Rule: payload.silent
/// - Name: Silent push
/// - Source: PAY-APS (content-available)
/// - Fires on: Samples/payloads/silent-with-alert.json via payload, saying “but the payload also has alert”
///   (warning)
/// - Silent on: Samples/payloads/good.json via payload
package struct PayloadSilentRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard payload.push.type == .alert, let aps = payload.aps, aps["content-available"]?.integer == 1 else { return [] }
        let mixed = ["alert", "sound", "badge"].filter { aps[$0] != nil }
        guard !mixed.isEmpty else { return [] }
        return [
            context.finding(
                "content-available is 1 but the payload also has \(mixed.joined(separator: ", "))",
                fix: "send background updates without alert, sound and badge, or drop content-available")
        ]
    }
}
