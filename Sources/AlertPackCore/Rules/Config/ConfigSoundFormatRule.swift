/// A notification sound a config declares for iOS in a format iOS does not play for
/// notifications (MP3, M4A, AAC, Ogg): the default sound plays instead.
///
/// Expo's `expo-notifications` and `onesignal-expo-plugin` copy every sound listed into the iOS
/// bundle with its name, and a payload names it by that name: iOS plays only Linear PCM, MA4
/// (IMA/ADPCM), µLaw or aLaw in an AIFF, WAV or CAF file, and silently plays the default sound
/// for anything else. Declare a CAF or WAV for iOS (Expo configs can list one per platform).
///
/// - Rule: config.sound-format
/// - Name: iOS sound format declared
/// - Source: SND-FORMAT, CONFIG-EXPO
/// - Parameter extensions (list): file extensions of the containers iOS plays for notifications
/// - Fires on: Samples/expo/Mp3Sound, saying “iOS plays the default sound” (error)
/// - Silent on: Samples/expo/Good
package struct ConfigSoundFormatRule: AppConfigRule {
    package func check(_ subject: AppConfigSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.facts.assets.compactMap { asset -> Finding? in
            guard asset.role == .notificationSound, asset.platforms.contains(.ios) else { return nil }
            let name = FileName.last(of: asset.value)
            let ext = FileName.extension(of: name).lowercased()
            guard !context.parameters.extensions.contains(ext) else { return nil }
            let shown = ext.isEmpty ? "has no extension" : "is .\(ext)"
            return context.finding(
                "\(AppConfigSubject.place(asset)) declares \"\(name)\" as an iOS notification sound, and it \(shown): iOS plays the default sound for it",
                fix:
                    "convert it to CAF or WAV (alertpack convert \(Self.shown(asset, in: subject.project.folder))) and name the converted file for iOS",
                subject: asset.key)
        }
    }

    /// The sound's path as the user would type it from where the run started.
    static func shown(_ asset: DeclaredAsset, in folder: String) -> String {
        guard let path = asset.path else { return asset.value }
        return folder.isEmpty || folder == "." ? path : folder + "/" + path
    }
}
