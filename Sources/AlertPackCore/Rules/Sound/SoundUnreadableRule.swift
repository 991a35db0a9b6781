/// `sound.unreadable`: the file cannot be read as the audio it claims to be.
package struct SoundUnreadableRule: SoundRule {
    package init() {}

    package static let description = RuleDescription(
        id: "sound.unreadable", name: "Unreadable sound", defaultSeverity: .error,
        summary: "Empty, truncated, corrupt or self-contradictory audio file (bad chunk sizes, zero channels, data shorter than declared).",
        rationale:
            "A sound the system cannot decode never plays; the notification falls back to the default sound or plays nothing. The message names the chunk, offset or value that is wrong.",
        source: "SND-DECODE (the file must decode for the system to play it at all)",
        parameters: [],
        examples: [
            .fires("Samples/sounds/truncated.wav", saying: "(truncated file)", as: .error),
            .fires("Samples/sounds/not-audio.aiff", saying: "the content is not audio: it", as: .error), .silent("Samples/sounds/chime.wav"),
        ])

    package func check(_ sound: SoundSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let reason = sound.inspection.unreadableReason else { return [] }
        return [context.finding(reason, fix: "re-export the sound from its source; this file is damaged or is not audio")]
    }
}
