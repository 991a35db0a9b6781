/// An AlarmKit or Live Activity alert sound named without its file's extension
/// (`.named("alarm")` for a bundled `alarm.caf`).
///
/// Apple's documentation asks only for "the name of the sound file"; practitioners scheduling
/// AlarmKit alarms found that a name without its extension falls back to the default alarm tone
/// on some iOS 26 builds, and that `.named("alarm.caf")` plays the sound. Practitioner evidence,
/// not Apple's word: a warning.
///
/// - Rule: liveactivity.sound-extension
/// - Name: Alert sound name without extension
/// - Source: LA-SOUND-NAME (practitioner reports)
/// - Fires on: Samples/activity/Alarms, saying “without its extension” (warning)
/// - Silent on: Samples/activity/Delivery
package struct LiveactivitySoundExtensionRule: SubjectRule {
    package func check(_ subject: AlarmSoundsSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        subject.references.compactMap { reference -> Finding? in
            guard let full = reference.nameWithExtension, let target = reference.target else { return nil }
            return context.finding(
                "\(reference.place) names the sound \"\(reference.name)\" without its extension; \(target) bundles it as \(full):"
                    + " practitioners found AlarmKit plays the default tone for a name without it",
                fix: "write .named(\"\(full)\")", subject: "sound \(reference.name)")
        }
    }
}
