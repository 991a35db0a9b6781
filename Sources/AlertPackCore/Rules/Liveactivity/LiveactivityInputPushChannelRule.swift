/// `aps.input-push-channel` on a Live Activity push that is not a push-to-start, one that is not a
/// channel id (a base64 string), or one sent together with `input-push-token`.
///
/// A push-to-start (`event: start`, iOS 18) that carries `input-push-channel` starts an activity
/// subscribed to that broadcast channel: its updates then come from pushes sent to the channel, not
/// to a token. APNs names a channel by a base64 string; another value subscribes to nothing. An
/// update or end cannot move an activity to a channel (a warning, at `notOnStartSeverity`: nothing
/// reads the key there). A start asking for both a token and a channel is inferred, not documented,
/// to be ambiguous: Apple's "only one PushType" is said of an app's own `Activity.request`, and of a
/// push-to-start with both keys Apple says nothing (a warning, at `bothSeverity`).
///
/// - Rule: liveactivity.input-push-channel
/// - Name: Live Activity broadcast channel
/// - Source: LA-PUSH, LA-BROADCAST
/// - Parameter notOnStartSeverity (severity): severity of input-push-channel on an update or end, where nothing reads it
/// - Parameter bothSeverity (severity): severity of a start with both input-push-channel and input-push-token (inferred, not documented)
/// - Class not-on-start: input-push-channel on an update or end
/// - Class not-channel-id: input-push-channel on a start is not a base64 string
/// - Class both: a start with both input-push-channel and input-push-token
/// - Fires on: Samples/payloads/push/la-input-push-channel-number.json via payload, saying “must be a channel id” (error)
/// - Fires on: Samples/payloads/push/la-input-push-both.json via payload, saying “a token or a channel” (warning)
/// - Silent on: Samples/payloads/push/apple-liveactivity-start-channel.json via payload
package struct LiveactivityInputPushChannelRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.liveActivity, let event = payload.liveActivityEvent, let value = aps["input-push-channel"] else { return [] }
        if event == "update" || event == "end" {
            return [
                context.finding(
                    "input-push-channel on a Live Activity \(event); only a push-to-start reads it (an activity's channel is set when it starts)",
                    fix: "remove input-push-channel; send the update to the channel as a broadcast push",
                    severity: context.parameters.notOnStartSeverity, class: MessageClass.notOnStart)
            ]
        }
        // An event ActivityKit does not read is liveactivity.event's.
        guard event == "start" else { return [] }
        guard let channel = value.string, PushHeadersReader.isChannelID(channel) else {
            return [
                context.finding(
                    "input-push-channel is \(PayloadBadgeRule.describe(value)); must be a channel id, the base64 string APNs gave when the channel was made",
                    fix: "send \"input-push-channel\": \"<channel id>\" as APNs returned it", class: MessageClass.notChannelId)
            ]
        }
        guard aps["input-push-token"] != nil else { return [] }
        return [
            context.finding(
                "the start has both input-push-channel and input-push-token; ActivityKit requests an activity with a token or a channel, "
                    + "and Apple does not say which a push-to-start asking for both gets",
                fix: "remove input-push-token to update by broadcast, or input-push-channel to update by token",
                severity: context.parameters.bothSeverity, class: MessageClass.both)
        ]
    }
}
