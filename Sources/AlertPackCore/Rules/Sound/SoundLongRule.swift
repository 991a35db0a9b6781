/// `sound.long`: longer than a temporary banner usually plays.
package struct SoundLongRule: SoundRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxSeconds: Double

        package init(_ preset: inout ParameterReader) {
            maxSeconds = preset.number("maxSeconds", "sounds longer than this are noted")
        }
    }

    package static let description = RuleDescription(
        id: "sound.long", name: "Long for a banner", defaultSeverity: .info,
        summary: "Longer than a temporary banner usually plays (about 5–8 s).",
        rationale:
            "People report alert sounds cut off when a temporary banner goes away, after about 5 to 8 seconds; the 30 s limit is an upper bound, not a play length.",
        source: "SND-LONG (practitioner reports)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/sounds/long.caf", saying: "a temporary banner may stop the sound", as: .info), .silent("Samples/sounds/chime.caf"),
        ])

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
