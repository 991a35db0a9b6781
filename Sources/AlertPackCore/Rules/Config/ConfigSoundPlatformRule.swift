/// A notification sound declared for one platform of a project that builds two: the other plays
/// the default sound.
///
/// `RawResourceAndroidNotificationSound('x')` without a `DarwinNotificationDetails(sound:)`, or a
/// sound bundled on one side only: the same notification sounds different on the other platform.
/// Judged for Expo and Flutter, whose configs and calls name both sides (a Capacitor app names
/// its iOS sound per notification, in code that is not read). A sound counts as the same when its
/// name without extension is (`ping.caf` for iOS, `ping.ogg` for Android).
///
/// - Rule: config.sound-platform
/// - Name: Sound for one platform
/// - Source: CONFIG-EXPO, CONFIG-FLUTTER
/// - Parameter notReadSeverity (severity): severity when part of the configs or calls could not be read (a computed
///   sound name may be the other platform's)
/// - Fires on: Samples/flutter/AndroidOnlySound, saying “is declared for android only” (warning)
/// - Silent on: Samples/expo/Good
package struct ConfigSoundPlatformRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        // Capacitor's and Cordova's iOS sounds are named per notification in the app's code,
        // which is not read: only frameworks whose configs or calls name both sides are judged.
        guard [.expo, .flutter].contains(subject.facts.framework) else { return [] }
        // A sound that names no file is project.missing-asset's to report.
        let sounds = subject.facts.assets.filter { $0.role == .notificationSound && $0.unresolved == nil }
        var platformsByName: [String: Set<DeclaredAsset.Platform>] = [:]
        for sound in sounds { platformsByName[Self.stem(sound.value), default: []].formUnion(sound.platforms) }
        var reported = Set<String>()
        return sounds.compactMap { sound -> Finding? in
            let stem = Self.stem(sound.value)
            let declared = platformsByName[stem] ?? []
            let others = subject.platforms.filter { [.ios, .android].contains($0) && !declared.contains($0) }
            guard !others.isEmpty, declared.contains(where: { subject.platforms.contains($0) }), reported.insert(stem).inserted else {
                return nil
            }
            let on = declared.sorted().map(\.rawValue).joined(separator: " and ")
            let missing = others.map(\.rawValue).joined(separator: " and ")
            return context.finding(
                "\(AppConfigSubject.place(sound)): the sound \"\(FileName.last(of: sound.value))\" is declared for \(on) only; on \(missing) the notification plays the default sound",
                fix: "declare a sound of the same name for \(missing) too (a CAF or WAV in the iOS bundle, an Ogg or WAV in res/raw)",
                severity: subject.facts.notRead.isEmpty ? nil : context.parameters.notReadSeverity, subject: sound.key)
        }
    }

    /// A sound's name without folders and extension, as both platforms name it.
    static func stem(_ value: String) -> String {
        let name = FileName.last(of: value.replacingOccurrences(of: "resource://raw/", with: ""))
        let ext = FileName.extension(of: name)
        return (ext.isEmpty ? name : String(name.dropLast(ext.count + 1))).lowercased()
    }
}
