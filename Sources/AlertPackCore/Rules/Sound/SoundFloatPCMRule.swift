/// `sound.float-pcm`: floating-point Linear PCM is not confirmed to play.
package struct SoundFloatPCMRule: SoundRule {
    package init() {}

    package static let description = RuleDescription(
        id: "sound.float-pcm", name: "Floating-point PCM", defaultSeverity: .warning,
        summary: "Floating-point Linear PCM: not confirmed to play as an alert sound.",
        rationale:
            "Apple lists Linear PCM without saying whether float samples are accepted; every documented example and practitioner recipe uses 16-bit integers.",
        source: "SND-FORMAT (sample format not documented)",
        parameters: [],
        examples: [.fires("Samples/sounds/float.wav", saying: "floating-point PCM; integer PCM", as: .warning), .silent("Samples/sounds/chime.wav")])

    package func check(_ sound: SoundSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard sound.facts.floatingPoint == true else { return [] }
        let bits = sound.facts.bitsPerChannel.map { "\($0)-bit " } ?? ""
        return [
            context.finding(
                "audio data is \(bits)floating-point PCM; integer PCM (16-bit) is the confirmed format",
                fix: FixHint.convertTo16BitPCM(sound))
        ]
    }
}
