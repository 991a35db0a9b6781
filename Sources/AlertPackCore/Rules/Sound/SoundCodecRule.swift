/// Audio data that is not Linear PCM, IMA4 (IMA/ADPCM), µLaw or aLaw (ALAC, MS ADPCM, AAC in CAF, ...).
///
/// System sounds play only these data formats, whatever the container; an ALAC .caf silently falls back to
/// the default sound. AAC in CAF is the exception in practice: Apple does not list it, yet shipping apps use
/// it as their notification sound (e.g. the alert sounds in public iOS apps' repositories,
/// docs/real-world.md) and their users hear it, so the preset lists it as tolerated: a warning that says to
/// convert for certainty.
///
/// - Rule: sound.codec
/// - Name: Accepted audio data format
/// - Source: SND-02, SND-FORMAT (UNNotificationSound; archived Preparing Custom Alert Sounds)
/// - Parameter allowed (list): data formats that play
/// - Parameter unconfirmed (list): data formats that may play but no Apple text confirms (reported at
///   unconfirmedSeverity)
/// - Parameter tolerated (list): data formats Apple does not document but that shipping apps use and iOS
///   plays (reported at toleratedSeverity)
/// - Parameter unconfirmedSeverity (severity): highest severity for an unconfirmed data format
/// - Parameter toleratedSeverity (severity): highest severity for a tolerated data format
/// - Class tolerated: a codec shipping apps use though Apple does not document it
/// - Class unconfirmed: a codec not confirmed to play
/// - Class not-allowed: any other codec
/// - Fires on: Samples/sounds/alac.caf, saying “audio data is alac; must be” (error)
/// - Fires on: Samples/sounds/aac.caf, saying “audio data is aac, which Apple” (warning)
/// - Silent on: Samples/sounds/chime.caf
package struct SoundCodecRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.reencode)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let codec = sound.facts.codec else { return [] }
        // Only judge the data inside containers that can play; the container rule speaks for the rest.
        guard let container = sound.facts.container, ["wav", "rf64", "aiff", "aifc", "caf"].contains(container) else {
            return []
        }
        let allowed = context.parameters.allowed
        if allowed.contains(codec) { return [] }
        let list = allowed.joined(separator: ", ")
        if context.parameters.tolerated.contains(codec) {
            return [
                context.finding(
                    "audio data is \(codec), which Apple does not document for alert sounds, though shipping apps use it and iOS plays it; the documented formats are \(list)",
                    fix: FixHint.reencode(sound, before: "for certainty, "), severity: min(context.severity, context.parameters.toleratedSeverity),
                    class: MessageClass.tolerated)
            ]
        }
        if context.parameters.unconfirmed.contains(codec) {
            return [
                context.finding(
                    "audio data is \(codec), which is not confirmed to play as an alert sound; the accepted formats are \(list)",
                    fix: FixHint.reencode(sound), severity: min(context.severity, context.parameters.unconfirmedSeverity),
                    class: MessageClass.unconfirmed)
            ]
        }
        return [context.finding("audio data is \(codec); must be one of \(list)", fix: FixHint.reencode(sound), class: MessageClass.notAllowed)]
    }
}
