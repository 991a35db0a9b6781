import Foundation

/// `payload.badge`: a non-negative integer.
package struct PayloadBadgeRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "payload.badge", name: "Badge is a count", defaultSeverity: .error,
        summary: "`badge` that is not a non-negative integer.",
        rationale: "The badge is a Number holding the unread count (0 removes it); strings, negatives and fractions are not counts.",
        source: "PAY-APS, TXT-07",
        parameters: [],
        examples: [
            .fires("Samples/payloads/bad-badge.json", saying: "must be a whole number of", as: .error, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let aps = payload.aps, let badge = aps["badge"] else { return [] }
        if let count = badge.integer, count >= 0 { return [] }
        return [
            context.finding(
                "badge is \(Self.describe(badge)); must be a whole number of unread items, 0 or more",
                fix: "send the unread count as a number, e.g. \"badge\": 3")
        ]
    }

    static func describe(_ value: JSONNode) -> String {
        switch value {
        case .bool: return "a boolean"
        case .string(let text): return "the string \"\(text)\""
        case .number, .null, .array, .object: return value.shown
        }
    }
}
