/// An `apns-priority` (from the `.headers` file) its push type does not take: a background push
/// must be 5, a Live Activity 5 or 10, any push 1, 5 or 10. A headers file that omits
/// `apns-priority` sends the priority APNs uses by default (10), which a background push may not
/// use; without a headers file the priority is unknown and nothing is said.
///
/// APNs refuses a background push sent at priority 10, and a priority it does not define; a Live
/// Activity at priority 5 is delivered when the device chooses, 10 at once (and counts against
/// its budget of frequent updates).
///
/// - Rule: payload.priority
/// - Name: Priority
/// - Source: APNS-REQUEST, LA-PUSH
/// - Parameter priorities (table): the priorities each push type takes; `default` for types not listed
/// - Parameter omittedPriority (wholeNumber): the priority APNs uses when a request has no apns-priority
/// - Fires on: Samples/payloads/push/background-priority-10.json via payload, saying “a background push takes”
///   (error)
/// - Fires on: Samples/payloads/push/background-no-priority.json via payload, saying “APNs uses 10” (error)
/// - Silent on: Samples/payloads/push/headers-liveactivity.json via payload
package struct PayloadPriorityRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard payload.push.headersFile != nil else { return [] }
        let type = payload.push.type
        let allowed = context.parameters.priorities[type.rawValue] ?? context.parameters.priorities["default"] ?? []
        let given = payload.push.priority
        let priority = given ?? context.parameters.omittedPriority
        guard !allowed.contains(String(priority)) else { return [] }
        let stated = given.map { "apns-priority is \($0)" } ?? "apns-priority is not given, so APNs uses \(priority)"
        return [
            context.finding(
                "\(stated); \(type.withArticle) takes \(allowed.joined(separator: " or "))",
                fix: "send apns-priority: \(allowed.last ?? "10")")
        ]
    }
}
