/// Long leading or trailing silence, or a sound that is silent throughout.
///
/// An alert should start the moment the notification arrives; leading silence delays it and trailing silence
/// wastes the short time a banner plays. Silence is anything at or below `thresholdDBFS` on every channel.
///
/// - Rule: sound.silence
/// - Name: Leading and trailing silence
/// - Source: TXT-05 (HIG Notifications: short, distinctive sounds)
/// - Platforms: ios, android, web
/// - Parameter thresholdDBFS (number): level at or below which audio counts as silence
/// - Parameter maxLeadingSeconds (number): silence allowed before the sound starts
/// - Parameter maxTrailingSeconds (number): silence allowed after it ends
/// - Class silent: silent throughout
/// - Class leading: too long a silence before the sound
/// - Class trailing: too long a silence after it
/// - Fires on: Samples/sounds/late-start.wav, saying “of silence before the sound starts” (warning)
/// - Silent on: Samples/sounds/chime.wav
package struct SoundSilenceRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.trimSilence)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let facts = sound.facts
        guard let leading = facts.leadingSilence, let trailing = facts.trailingSilence, let peak = facts.peakDBFS else { return [] }
        let threshold = context.parameters.thresholdDBFS
        let trim = FixHint.repair(sound, advice: "trim it")
        if peak <= threshold {
            return [
                context.finding(
                    "the sound is silent throughout (peak \(Formatting.decibels(peak)) dBFS, at or below the \(Formatting.decibels(threshold)) dBFS silence threshold)",
                    fix: "replace it with the intended sound", class: MessageClass.silent)
            ]
        }
        var findings: [Finding] = []
        let maxLeading = context.parameters.maxLeadingSeconds
        if leading > maxLeading {
            findings.append(
                context.finding(
                    "\(Formatting.seconds(leading)) s of silence before the sound starts; must be at most \(Formatting.seconds(maxLeading)) s",
                    fix: trim, class: MessageClass.leading))
        }
        let maxTrailing = context.parameters.maxTrailingSeconds
        if trailing > maxTrailing {
            findings.append(
                context.finding(
                    "\(Formatting.seconds(trailing)) s of silence after the sound ends; must be at most \(Formatting.seconds(maxTrailing)) s",
                    fix: trim, class: MessageClass.trailing))
        }
        return findings
    }
}
