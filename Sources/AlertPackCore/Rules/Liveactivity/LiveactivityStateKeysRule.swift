/// A Live Activity's `content-state` key that the app's `ContentState` does not have, as the
/// app's Swift sources declare it (`lint-payload` with the app's project, given or found above
/// the payloads; a built app has no sources, and this rule is silent).
///
/// The synthesized `Decodable` ignores a key it does not know, so the push is not dropped, but
/// the value never reaches the activity: most often a property renamed in the app and not on the
/// server (the finding names the closest property the state lacks). A `ContentState` this reader
/// cannot read for certain (its own `init(from:)`, `#if` among its members, a property wrapper, a
/// macro) is said, at `notReadSeverity`, and not judged by any `liveactivity.state-*` rule. An
/// update or end is held against the app's only `ActivityAttributes` type, or, of several, the
/// one that shares the most keys with the state; a tie judges nothing.
///
/// - Rule: liveactivity.state-keys
/// - Name: Live Activity state keys
/// - Source: LA-PUSH, LA-STATE
/// - Parameter notReadSeverity (severity): severity for a ContentState declaration that cannot be read for certain
/// - Class unknown-key: a key the ContentState does not have
/// - Class not-read: the ContentState's declaration cannot be read for certain
/// - Fires on: Samples/activity/Delivery/payloads/renamed-property.json via payload, saying “is not a property of” (warning)
/// - Silent on: Samples/activity/Delivery/payloads/update.json via payload
package struct LiveactivityStateKeysRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let judged = payload.activityState else { return [] }
        let shape = judged.shape
        if let unread = shape.unread {
            return [
                context.finding(
                    "content-state is not judged against \(judged.described): \(unread); alertpack does not guess what it decodes",
                    fix: "nothing to change if the app decodes it; its keys are not checked", severity: context.parameters.notReadSeverity,
                    class: MessageClass.notRead)
            ]
        }
        let known = Set(shape.members.map(\.key))
        let absent = shape.members.filter { $0.decoded && judged.state[$0.key] == nil }.map(\.key)
        return judged.state.keys.sorted().filter { !known.contains($0) }.map { key in
            let closest = Self.closest(to: key, among: absent)
            return context.finding(
                "content-state key \(key) is not a property of \(judged.described): the app never sees its value"
                    + (closest.map { "; did you mean \($0)?" } ?? ""),
                fix: closest.map { "send \(key) as \($0), as the app names it" } ?? "remove \(key), or add it to the ContentState",
                subject: key, class: MessageClass.unknownKey)
        }
    }

    /// The key of `candidates` nearest to `key` (letters compared without case), when it is
    /// near: one contains the other, or they differ by at most a third of the longer.
    static func closest(to key: String, among candidates: [String]) -> String? {
        let wanted = Array(key.lowercased())
        let scored = candidates.map { candidate -> (String, Int) in
            let other = Array(candidate.lowercased())
            if key.lowercased().contains(candidate.lowercased()) || candidate.lowercased().contains(key.lowercased()) { return (candidate, 0) }
            return (candidate, distance(wanted, other))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 * 3 <= max(wanted.count, best.0.count) ? best.0 : nil
    }

    /// Levenshtein distance (keys are short: a payload's keys are bounded by its size).
    static func distance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty, !second.isEmpty, first.count * second.count <= 1 << 20 else { return max(first.count, second.count) }
        var previous = Array(0...second.count)
        for (row, one) in first.enumerated() {
            var current = [row + 1]
            for (column, other) in second.enumerated() {
                current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + (one == other ? 0 : 1)))
            }
            previous = current
        }
        return previous[second.count]
    }
}
