/// `aps.input-push-token` on a Live Activity push that is not a push-to-start, or with a value
/// other than `1`.
///
/// A push-to-start (`event: start`) that carries `input-push-token: 1` asks the system to issue the
/// new activity's own update token, which the app then sends to its server (`pushTokenUpdates`);
/// Apple documents the number 1 only, so another value is not known to ask, and the server may
/// wait for a token that never comes. An update or end goes to an activity that already has its
/// token, so there the key is read by nothing (a warning, at `notOnStartSeverity`: the sender may
/// believe it asked for a token).
///
/// - Rule: liveactivity.input-push-token
/// - Name: Live Activity update token request
/// - Source: LA-PUSH, LA-BROADCAST
/// - Parameter notOnStartSeverity (severity): severity of input-push-token on an update or end, where nothing reads it
/// - Class not-on-start: input-push-token on an update or end
/// - Class not-one: input-push-token on a start is not the number 1
/// - Fires on: Samples/payloads/push/la-input-push-token-on-update.json via payload, saying “only a push-to-start reads it”
///   (warning)
/// - Fires on: Samples/payloads/push/la-input-push-token-true.json via payload, saying “must be the number 1” (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-start-token.json via payload
package struct LiveactivityInputPushTokenRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity, let event = payload.liveActivityEvent, let value = aps["input-push-token"] else { return [] }
        if event == "update" || event == "end" {
            return [
                context.finding(
                    "input-push-token on a Live Activity \(event); only a push-to-start reads it (the activity got its update token when it started)",
                    fix: "remove input-push-token; send it as 1 with \"event\": \"start\"", severity: context.parameters.notOnStartSeverity,
                    class: MessageClass.notOnStart)
            ]
        }
        // An event ActivityKit does not read is liveactivity.event's.
        guard event == "start", value != .number(1) else { return [] }
        return [
            context.finding(
                "input-push-token is \(PayloadBadgeRule.describe(value)); must be the number 1 to ask for the new activity's update token",
                fix: "send \"input-push-token\": 1", class: MessageClass.notOne)
        ]
    }
}
