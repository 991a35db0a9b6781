/// 30.0 s or longer: the system plays the default sound instead.
///
/// Apple: sounds must be under 30 seconds; a longer one is not played at all. Exactly 30.000 s fails. The
/// duration is exact: frames ÷ sample rate, with IMA4's packet table honoured.
///
/// - Rule: sound.duration
/// - Name: Duration limit
/// - Source: SND-03 (UNNotificationSound; archived Preparing Custom Alert Sounds)
/// - Parameter maxSeconds (number): sounds must be shorter than this
/// - Parameter cutMarginSeconds (number): how far under the limit a fix that cuts the sound aims
/// - Fires on: Samples/sounds/too-long.caf, saying “must be under” (error)
/// - Silent on: Samples/sounds/long.caf
package struct SoundDurationRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.cut)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let limit = context.parameters.maxSeconds
        guard let duration = sound.facts.duration, duration >= limit else { return [] }
        let shownLimit = Formatting.seconds(limit).replacingOccurrences(of: ".00", with: "")
        return [
            context.finding(
                "\(Formatting.seconds(duration, near: limit)) s; must be under \(shownLimit) s",
                fix: FixHint.shorten(sound, to: max(0.1, limit - context.parameters.cutMarginSeconds)))
        ]
    }
}
