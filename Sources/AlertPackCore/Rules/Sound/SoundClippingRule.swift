/// `sound.clipping`: runs of samples stuck at full scale.
package struct SoundClippingRule: SoundRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var levelDBFS: Double
        package var minRunSamples: Int
        package var maxRuns: Int

        package init(_ preset: inout ParameterReader) {
            levelDBFS = preset.number("levelDBFS", "level at or above which a sample counts as full scale (capped at the format's largest code)")
            minRunSamples = preset.wholeNumber("minRunSamples", "consecutive full-scale samples that make a clipped run")
            maxRuns = preset.wholeNumber("maxRuns", "clipped runs tolerated")
        }
    }

    package static let description = RuleDescription(
        id: "sound.clipping", name: "Clipping", defaultSeverity: .warning,
        summary: "Runs of consecutive samples at full scale.",
        rationale:
            "Apple asks for professionally produced sounds; clipped audio distorts on a phone speaker. A single sample that touches full scale is not clipping: only runs of `minRunSamples` or more on one channel count.",
        source: "TXT-05 (HIG Notifications: custom sounds are professionally produced)",
        parameters: Parameters.specs,
        examples: [.fires("Samples/sounds/clipped.wav", saying: "clipped runs", as: .warning), .silent("Samples/sounds/chime.wav")])

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let limit = context.parameters.maxRuns
        guard let runs = sound.facts.clippedRuns, runs > limit else { return [] }
        let samples = sound.facts.clippedSamples ?? 0
        let first = sound.facts.firstClipTime.map { ", the first at \(Formatting.seconds($0)) s" } ?? ""
        let tolerated = limit == 0 ? "must have none" : "at most \(limit) allowed"
        return [
            context.finding(
                "\(runs) clipped run\(runs == 1 ? "" : "s") (\(samples) samples at full scale\(first)); \(tolerated)",
                fix: "re-render it with its peak at -1 dBFS or lower (lower the gain before the limiter), rather than turning the clipped file down")
        ]
    }
}
