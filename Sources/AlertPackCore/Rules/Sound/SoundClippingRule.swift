/// Runs of consecutive samples at full scale.
///
/// Apple asks for professionally produced sounds; clipped audio distorts on a phone speaker. A single sample
/// that touches full scale is not clipping: only runs of `minRunSamples` or more on one channel count.
///
/// - Rule: sound.clipping
/// - Name: Clipping
/// - Source: TXT-05 (HIG Notifications: custom sounds are professionally produced)
/// - Platforms: ios, android, web
/// - Parameter levelDBFS (number): level at or above which a sample counts as full scale (capped at the
///   format's largest code)
/// - Parameter minRunSamples (wholeNumber): consecutive full-scale samples that make a clipped run
/// - Parameter maxRuns (wholeNumber): clipped runs tolerated
/// - Fires on: Samples/sounds/clipped.wav, saying “clipped runs” (warning)
/// - Silent on: Samples/sounds/chime.wav
package struct SoundClippingRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.declip)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let limit = context.parameters.maxRuns
        guard let runs = sound.facts.clippedRuns, runs > limit else { return [] }
        let samples = sound.facts.clippedSamples ?? 0
        let first = sound.facts.firstClipTime.map { ", the first at \(Formatting.seconds($0)) s" } ?? ""
        let tolerated = limit == 0 ? "must have none" : "at most \(limit) allowed"
        return [
            context.finding(
                "\(runs) clipped run\(runs == 1 ? "" : "s") (\(samples) samples at full scale\(first)); \(tolerated)",
                fix: FixHint.repair(
                    sound,
                    advice:
                        "restore the clipped tops (fix draws them again and lowers the level; a clipped square is left), or better, re-render it with its peak at -1 dBFS or lower"
                ))
        ]
    }
}
