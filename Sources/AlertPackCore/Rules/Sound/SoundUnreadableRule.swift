/// Empty, truncated, corrupt or self-contradictory audio file (bad chunk sizes, zero channels, data shorter
/// than declared).
///
/// A sound the system cannot decode never plays; the notification falls back to the default sound or plays
/// nothing. The message names the chunk, offset or value that is wrong.
///
/// - Rule: sound.unreadable
/// - Name: Unreadable sound
/// - Source: SND-DECODE (the file must decode for the system to play it at all)
/// - Platforms: ios, android, web
/// - Fires on: Samples/sounds/truncated.wav, saying “(truncated file)” (error)
/// - Fires on: Samples/sounds/not-audio.aiff, saying “the content is not audio: it” (error)
/// - Silent on: Samples/sounds/chime.wav
package struct SoundUnreadableRule: SoundRule {
    package func check(_ sound: SoundSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let reason = sound.inspection.unreadableReason else { return [] }
        // An empty file only Android ships is android.sound-empty's one finding.
        if sound.inspection.isEmptyFile && sound.platforms == [.android] { return [] }
        return [context.finding(reason, fix: "re-export the sound from its source; this file is damaged or is not audio")]
    }
}
