/// Error when the name does not end in .caf, .aiff, .aif, .aifc or .wav; warning when the extension names
/// another container than the content. Content that no accepted extension names (MP3, MP4, Ogg) is
/// sound.container's one finding, which names the extension too.
///
/// Payloads and UNNotificationSound name the file, extension included, and the system picks the decoder
/// partly by extension; a .wav that holds AIFF data may not play.
///
/// - Rule: sound.extension
/// - Name: File extension
/// - Source: SND-01, SND-09, SND-LONG (extension in the name)
/// - Parameter extensions (table): accepted extensions, each with the containers it may hold
/// - Parameter mismatchSeverity (severity): severity when the extension names another container
/// - Class wrong-extension: the name does not end in an accepted extension
/// - Class content-mismatch: an accepted extension that does not match the content
/// - Fires on: Samples/sounds/aiff-named.wav, saying “the name ends in .wav but” (warning)
/// - Silent on: Samples/sounds/chime.aiff
/// - Silent on: Samples/sounds/alert.mp3
package struct SoundExtensionRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.rewrite)

    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let table = context.parameters.extensions
        let ext = sound.fileExtension
        // Content that no accepted extension names (MP3, MP4, Ogg) cannot play whatever its
        // name: sound.container says so, naming the extension; one cause, one finding.
        if let container = sound.facts.container, !table.values.contains(where: { $0.contains(container) }) { return [] }
        let accepted = table.keys.sorted().map { "." + $0 }.joined(separator: ", ")
        guard let containers = table[ext] else {
            let shown = ext.isEmpty ? "has no extension" : "ends in .\(ext)"
            let target = sound.facts.container.flatMap { container in
                table.keys.sorted().first { table[$0]!.first == container }
            }
            let fix =
                target.map { FixHint.rename(sound.path, to: $0) } ?? FixHint.reencode(sound)
            return [context.finding("the name \(shown); must end in one of \(accepted)", fix: fix, class: MessageClass.wrongExtension)]
        }
        guard let container = sound.facts.container, !containers.contains(container) else { return [] }
        let fix = FixHint.reencode(sound)
        return [
            context.finding(
                "the name ends in .\(ext) but the content is \(container)", fix: fix,
                severity: min(context.severity, context.parameters.mismatchSeverity), class: MessageClass.contentMismatch)
        ]
    }
}
