/// A Live Activity's `content-state` value of a JSON type its property does not decode from,
/// as the app's Swift sources declare the `ContentState`.
///
/// The default `JSONDecoder` converts nothing: a `String` needs a string, an `Int` a whole
/// number, a `Bool` `true` or `false`, a `Date` a number (seconds since 2001-01-01, its default
/// strategy), a raw-value enumeration its raw value's type (a `String` enumeration only one of
/// its cases' raw values), a struct a dictionary; `null` only for an optional. A value of another type fails the whole state, and ActivityKit drops the
/// push. Types these sources do not declare are not judged. Judged as liveactivity.state-keys
/// says (which type, and what is not read); silent without sources.
///
/// - Rule: liveactivity.state-type
/// - Name: Live Activity state types
/// - Source: LA-PUSH, LA-STATE
/// - Fires on: Samples/activity/Delivery/payloads/wrong-type.json via payload, saying “decodes only from a number” (error)
/// - Silent on: Samples/activity/Delivery/payloads/update.json via payload
package struct LiveactivityStateTypeRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let judged = payload.activityState, judged.shape.unread == nil else { return [] }
        return judged.shape.members.compactMap { member -> Finding? in
            guard member.decoded, let value = judged.state[member.key] else { return nil }
            let problem: String
            if member.value.accepts(value) == false {
                problem = "is \(PayloadBadgeRule.describe(value))"
            } else if case .array(let items) = value, !member.value.elements.isEmpty,
                let (offset, item) = items.enumerated().first(where: { JSONValueType(kinds: member.value.elements).accepts($0.element) == false })
            {
                problem =
                    "has \(PayloadBadgeRule.describe(item)) at [\(offset)], where each element decodes only from \(JSONValueType(kinds: member.value.elements).described)"
            } else if case .string(let text) = value, let cases = member.value.strings, !cases.contains(text) {
                return context.finding(
                    "content-state \(member.key) is \"\(text)\", which is not a raw value of \(member.typeText) (\(Self.listed(cases, closestTo: text))):"
                        + " \(member.property) of \(judged.described) decodes only from one of them, so ActivityKit drops the push",
                    fix: "send one of \(member.typeText)'s raw values, or add the case to the app", subject: member.key)
            } else {
                return nil
            }
            return context.finding(
                "content-state \(member.key) \(problem); \(member.property) of \(judged.described) is \(member.typeText), which decodes only from \(member.value.described): ActivityKit drops the push",
                fix: "send \(member.key) as \(member.value.described)", subject: member.key)
        }
    }

    /// The raw values quoted, the closest spelling to `text` first, at most eight.
    static func listed(_ cases: [String], closestTo text: String) -> String {
        let closest = Suggestion.closest(to: text, among: cases)
        let ordered = (closest.map { [$0] } ?? []) + cases.filter { $0 != closest }
        let shown = ordered.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
        return ordered.count > 8 ? shown + " and \(ordered.count - 8) more" : shown
    }
}
