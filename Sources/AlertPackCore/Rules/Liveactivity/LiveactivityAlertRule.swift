/// A Live Activity push whose `alert` has a `sound` but no `title`.
///
/// A Live Activity's alert lights the screen and plays its sound only with a title to show; a
/// sound without one is dropped (the update still happens, silently).
///
/// - Rule: liveactivity.alert
/// - Name: Live Activity alert sound
/// - Source: LA-PUSH
/// - Fires on: Samples/payloads/push/la-sound-without-title.json via payload, saying “has a sound but no title”
///   (error)
/// - Silent on: Samples/payloads/push/apple-liveactivity-update.json via payload
package struct LiveactivityAlertRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let alert = payload.liveActivity?["alert"]?.object, alert["sound"] != nil, alert["title"] == nil else { return [] }
        return [
            context.finding(
                "the Live Activity's alert has a sound but no title; the sound is not played",
                fix: "add \"title\" to the alert (a string or a localised title dictionary)")
        ]
    }
}
