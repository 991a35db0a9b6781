/// `sound.not-measured`: a sound past the decoding budget, whose levels are not measured.
package struct SoundNotMeasuredRule: SoundRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var maxSeconds: Double

        package init(_ preset: inout ParameterReader) {
            maxSeconds = preset.number("maxSeconds", "the longest sound whose samples are decoded")
        }
    }

    package static let description = RuleDescription(
        id: "sound.not-measured", name: "Levels not measured", defaultSeverity: .info,
        summary:
            "A sound whose header declares more than the decoding budget (maxSeconds): its samples are not decoded, so clipping, silence and loudness are unknown.",
        rationale:
            "The work spent on a file follows what the rules need, not what the file claims: a sound of hours already fails sound.duration from its header, and decoding a 4 GiB file to judge its levels would hold up the whole run.",
        source: "PACKAGE-FORMAT (alertpack's work budget, docs/reliability.md; not an Apple rule)",
        parameters: Parameters.specs,
        examples: [.fires("Samples/sounds/ten-minutes.m4a", saying: "its levels are unknown", as: .info), .silent("Samples/sounds/too-long.caf")])

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let reason = sound.inspection.notMeasured else { return [] }
        return [context.finding(reason, fix: "shorten it first: the other findings are about its length")]
    }
}
