/// Audio that is not in an AIFF/AIFF-C, WAV or CAF container (MP3, M4A/AAC, FLAC, Ogg, ...).
///
/// Notification sounds must be aiff, wav or caf files; anything else is ignored and the default sound plays.
/// The container is identified from the file's content, not its name.
///
/// - Rule: sound.container
/// - Name: Accepted container
/// - Source: SND-01 (UNNotificationSound, Prepare Sound Resources)
/// - Parameter allowed (list): containers that play
/// - Parameter unconfirmed (list): containers that may play but no Apple text confirms (reported at
///   unconfirmedSeverity)
/// - Parameter unconfirmedSeverity (severity): highest severity for an unconfirmed container
/// - Class unconfirmed: a container not confirmed to play
/// - Class not-allowed: any other container
/// - Fires on: Samples/sounds/alert.mp3, saying “must be one of aiff, aifc” (error)
/// - Silent on: Samples/sounds/chime.caf
package struct SoundContainerRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.reencode)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let container = sound.facts.container else { return [] }
        let allowed = context.parameters.allowed
        if allowed.contains(container) { return [] }
        let list = allowed.joined(separator: ", ")
        if context.parameters.unconfirmed.contains(container) {
            return [
                context.finding(
                    "container is \(container), which is not confirmed to play as an alert sound; the accepted ones are \(list)",
                    fix: FixHint.reencode(sound), severity: min(context.severity, context.parameters.unconfirmedSeverity),
                    class: MessageClass.unconfirmed)
            ]
        }
        // The name too, since sound.extension leaves content no accepted name fits to this rule.
        let ext = sound.fileExtension
        let name = ext.isEmpty ? "a file without an extension" : "a .\(ext) file"
        return [
            context.finding(
                "container is \(container) (in \(name)); must be one of \(list)",
                fix: FixHint.reencode(sound), class: MessageClass.notAllowed)
        ]
    }
}
