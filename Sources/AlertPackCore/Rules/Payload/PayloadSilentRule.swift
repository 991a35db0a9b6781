import Foundation

/// `payload.silent`: a background push must not also alert, sound or badge.
package struct PayloadSilentRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "payload.silent", name: "Silent push", defaultSeverity: .warning,
        summary: "`content-available` together with alert, sound or badge.",
        rationale:
            "A background update must omit alert, badge and sound; mixed, it is delivered as a visible notification and may not wake the app as intended.",
        source: "PAY-APS (content-available)",
        parameters: [],
        examples: [
            .fires("Samples/payloads/silent-with-alert.json", saying: "but the payload also has alert", as: .warning, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let aps = payload.aps, aps["content-available"]?.integer == 1 else { return [] }
        let mixed = ["alert", "sound", "badge"].filter { aps[$0] != nil }
        guard !mixed.isEmpty else { return [] }
        return [
            context.finding(
                "content-available is 1 but the payload also has \(mixed.joined(separator: ", "))",
                fix: "send background updates without alert, sound and badge, or drop content-available")
        ]
    }
}
