/// A sound an AlarmKit alarm or a Live Activity alert names by literal in the app's Swift
/// (`AlertConfiguration.AlertSound.named("…")`) that no app target bundles, that is too long, or
/// that fails the sound rules.
///
/// The system looks the name up in the app's main bundle and its `Library/Sounds` folder; a name
/// it does not find plays the default sound. A name no app target copies into its bundle works
/// only if the app writes the file to `Library/Sounds` at run time, which the sources do not say
/// (practitioners found AlarmKit reads `Library/Sounds` only, so an app copies its bundled sound
/// there). A bundled sound is checked as a notification sound: AlarmKit documents no limit of its
/// own, and practitioners found the notification sound's limits apply (under 30 seconds, CAF, AIFF
/// or WAV; else the default tone). Only references in files that import AlarmKit or ActivityKit,
/// in a project whose app targets' resources are known, are judged; each finding names the Swift
/// file and line.
///
/// - Rule: liveactivity.alert-sound
/// - Name: Alarm and Live Activity alert sound
/// - Source: LA-SOUND, SND-03
/// - Parameter maxSeconds (number): the longest sound, in seconds (a sound this long or longer fails)
/// - Class not-bundled: no app target bundles a file of that name
/// - Class too-long: the bundled sound is too long
/// - Class failing-sound: the bundled sound fails its check
/// - Fires on: Samples/activity/Alarms, saying “which no app target copies into its bundle” (error)
/// - Silent on: Samples/activity/Delivery
package struct LiveactivityAlertSoundRule: SubjectRule {
    package func check(_ subject: AlarmSoundsSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.references.compactMap { reference -> Finding? in
            let what = reference.framework == "AlarmKit" ? "the alarm sound" : "the Live Activity alert sound"
            let said = "\(reference.place) names \(what) \"\(reference.name)\""
            guard let path = reference.bundledPath, let target = reference.target else {
                let found = reference.unbundledFile.map { "; \($0) is in the project, but no app target's resources hold it" } ?? ""
                return context.finding(
                    "\(said), which no app target copies into its bundle\(found): the default sound plays unless the app writes it to Library/Sounds",
                    fix: "add \(reference.name) to the app target's Copy Bundle Resources (or correct the name)",
                    subject: "sound \(reference.name)", class: MessageClass.notBundled)
            }
            if let duration = reference.duration, duration >= context.parameters.maxSeconds {
                return context.finding(
                    "\(said), \(path) in \(target), which lasts \(Self.seconds(duration)) s: \(Self.seconds(context.parameters.maxSeconds)) s or longer plays the default sound",
                    fix: "cut it under \(Self.seconds(context.parameters.maxSeconds)) seconds (alertpack fix \(path))",
                    subject: "sound \(reference.name)", class: MessageClass.tooLong)
            }
            guard let rule = reference.failingRule, let message = reference.failingMessage else { return nil }
            return context.finding(
                "\(said), \(path) in \(target), which fails its check (\(rule): \(message)): the default sound plays instead",
                fix: "fix the sound (alertpack check \(path) says how)", subject: "sound \(reference.name)", class: MessageClass.failingSound)
        }
    }

    /// 31.2, or 30.
    static func seconds(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
