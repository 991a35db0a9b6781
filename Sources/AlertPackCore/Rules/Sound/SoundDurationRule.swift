/// `sound.duration`: alert sounds must be under 30 seconds.
package struct SoundDurationRule: SoundRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxSeconds: Double
        package var cutMarginSeconds: Double

        package init(_ preset: inout ParameterReader) {
            maxSeconds = preset.number("maxSeconds", "sounds must be shorter than this")
            cutMarginSeconds = preset.number("cutMarginSeconds", "how far under the limit a fix that cuts the sound aims")
        }
    }

    package static let description = RuleDescription(
        id: "sound.duration", name: "Duration limit", defaultSeverity: .error,
        summary: "30.0 s or longer: the system plays the default sound instead.",
        rationale:
            "Apple: sounds must be under 30 seconds; a longer one is not played at all. Exactly 30.000 s fails. The duration is exact: frames ÷ sample rate, with IMA4's packet table honoured.",
        source: "SND-03 (UNNotificationSound; archived Preparing Custom Alert Sounds)",
        parameters: Parameters.specs,
        examples: [.fires("Samples/sounds/too-long.caf", saying: "must be under", as: .error), .silent("Samples/sounds/long.caf")])

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let limit = context.parameters.maxSeconds
        guard let duration = sound.facts.duration, duration >= limit else { return [] }
        let shownLimit = Formatting.seconds(limit).replacingOccurrences(of: ".00", with: "")
        return [
            context.finding(
                "\(Formatting.seconds(duration, near: limit)) s; must be under \(shownLimit) s",
                fix: FixHint.shorten(sound.path, to: max(0.1, limit - context.parameters.cutMarginSeconds)))
        ]
    }
}
