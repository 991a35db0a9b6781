/// A sound file in a cross-platform project that no config names as a notification sound.
///
/// Expo, OneSignal, Capacitor and flutter_local_notifications bundle a notification sound only
/// when a config or call names it: a sound left in `assets/` (or in `res/raw` and `ios/Runner`
/// with nothing naming it) is not what a notification plays. Often a leftover of a renamed sound
/// (the old one still bundled), sometimes a sound the app plays itself: information only.
///
/// - Rule: project.unused-asset
/// - Name: Sound no config names
/// - Source: CONFIG-EXPO, CONFIG-FLUTTER
/// - Fires on: Samples/expo/UnusedSound, saying “names it as a notification sound” (info)
/// - Silent on: Samples/expo/Good
package struct ProjectUnusedAssetRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        // With a config unread, what it names is unknown: nothing is said to be unused.
        guard subject.project.unreadable.isEmpty else { return [] }
        return subject.project.unnamedSounds.map { path in
            context.finding(
                "\(path) is a sound in the project, but no config or call alertpack reads names it as a notification sound\(subject.facts.notRead.isEmpty ? "" : " (some parts were not read: see notRead)")",
                fix: "name it where notification sounds are declared, or remove it if nothing uses it", subject: path)
        }
    }
}
