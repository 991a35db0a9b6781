import Foundation

/// `badge` that is not a non-negative integer.
///
/// The badge is a Number holding the unread count (0 removes it); strings, negatives and fractions are not
/// counts.
///
/// - Rule: payload.badge
/// - Name: Badge is a count
/// - Source: PAY-APS, TXT-07
/// - Fires on: Samples/payloads/bad-badge.json via payload, saying “must be a whole number of” (error)
/// - Silent on: Samples/payloads/good.json via payload
package struct PayloadBadgeRule: PayloadRule {
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
