/// Longer than a temporary banner usually plays (about 5–8 s).
///
/// People report alert sounds cut off when a temporary banner goes away, after about 5 to 8 seconds; the 30 s
/// limit is an upper bound, not a play length.
///
/// - Rule: sound.long
/// - Name: Long for a banner
/// - Source: SND-LONG (practitioner reports)
/// - Parameter maxSeconds (number): sounds longer than this are noted
/// - Fires on: Samples/sounds/long.caf, saying “a temporary banner may stop the sound” (info)
/// - Silent on: Samples/sounds/chime.caf
package struct SoundLongRule: SoundRule {
    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let limit = context.parameters.maxSeconds
        guard let duration = sound.facts.duration, duration > limit else { return [] }
        return [
            context.finding(
                "\(Formatting.seconds(duration)) s; a temporary banner may stop the sound after about \(Formatting.seconds(limit)) s",
                fix: "put what matters in the first \(Formatting.seconds(limit)) s")
        ]
    }
}
