/// A raw sound whose file name is not a legal Android resource name: capitals, hyphens, spaces or
/// dots in the name, a leading digit or underscore, or a Java keyword.
///
/// A file in `res/raw` becomes `R.raw.<name>`, so its name without the extension must be a Java
/// identifier of lower-case letters, digits and underscores that starts with a letter. Otherwise the
/// build stops at the resource merge ("is not a valid file-based resource name"): the app does not
/// build at all.
///
/// - Rule: android.sound-name
/// - Name: Raw resource name
/// - Source: ANDROID-RES-NAMES (File-based resource names: lowercase a-z, 0-9 or underscore)
/// - Parameter reserved (list): words that cannot name a resource (Java's keywords and literals)
/// - Class character: a character that is not a-z, 0-9 or _
/// - Class start: the name does not start with a letter
/// - Class reserved: the name is a Java keyword
/// - Fires on: Samples/android/Sounds/res/raw/Ping-Alert.mp3, saying “is not a legal Android resource name” (error)
/// - Silent on: Samples/android/Sounds/res/raw/ping.ogg
package struct AndroidSoundNameRule: SoundRule {
    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let file = FileName.last(of: sound.path)
        let name = AndroidResourceName(fileName: file)
        guard let problem = name.problem(reserved: Set(context.parameters.reserved)) else { return [] }
        let legal = name.legalFileName(reserved: Set(context.parameters.reserved))
        let folder = FileName.parent(of: sound.path)
        // `alertpack fix --rename` renames it and writes the new name into the literal references.
        let fix = Fix(
            "rename it to \(legal), and change what names it as “\(name.base)”",
            command: ["alertpack", "fix", "--rename", FixHint.quoted(sound.path)],
            writes: FixHint.quoted((folder.isEmpty ? "" : folder + "/") + legal))
        return [
            context.finding(
                "the file name “\(file)” is not a legal Android resource name: \(problem.said); the build stops at the resource merge",
                fix: fix, class: problem.kind)
        ]
    }
}
