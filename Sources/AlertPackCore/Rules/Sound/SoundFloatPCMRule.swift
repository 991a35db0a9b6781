/// Floating-point Linear PCM: not confirmed to play as an alert sound.
///
/// Apple lists Linear PCM without saying whether float samples are accepted; every documented example and
/// practitioner recipe uses 16-bit integers.
///
/// - Rule: sound.float-pcm
/// - Name: Floating-point PCM
/// - Source: SND-FORMAT (sample format not documented)
/// - Fires on: Samples/sounds/float.wav, saying “floating-point PCM; integer PCM” (warning)
/// - Silent on: Samples/sounds/chime.wav
package struct SoundFloatPCMRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.rewrite)

    package func check(_ sound: SoundSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard sound.facts.floatingPoint == true else { return [] }
        let bits = sound.facts.bitsPerChannel.map { "\($0)-bit " } ?? ""
        return [
            context.finding(
                "audio data is \(bits)floating-point PCM; integer PCM (16-bit) is the confirmed format",
                fix: FixHint.reencode(sound))
        ]
    }
}
