/// A sound in a built app that lies in a subfolder of its bundle, where
/// `UNNotificationSound(named:)` never finds it.
///
/// The system looks a notification's sound up in the app container's `Library/Sounds` and the
/// shared app group containers' `Library/Sounds` (files the app writes there at run time), and
/// at the main bundle's top level. A `Library/Sounds` folder inside the bundle is none of these.
/// Xcode copies a folder reference (a blue folder) as the folder, so its sounds land in
/// `App.app/Sounds/`, and a push or a request naming one plays the default sound; a group's or a
/// synchronized folder's files are copied to the top level. Sounds inside a nested resource
/// bundle or framework belong to that code and are not judged.
///
/// - Rule: built.sound-location
/// - Name: Sound out of the notification lookup
/// - Source: NOTIFY-BUNDLE (looked up at the bundle's top level and in the containers' Library/Sounds)
/// - Fires on: Samples/built/SoundInFolder.ipa, saying “is in a subfolder of the bundle” (warning)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltSoundLocationRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.notifyingBundles.flatMap { bundle in
            bundle.sounds.filter { !$0.isReachable && !Self.inNestedBundle($0.path) }.map { sound in
                let name = FileName.last(of: sound.path)
                return context.finding(
                    "\(bundle.shown(sound.path)) is in a subfolder of the bundle: UNNotificationSound(named: \"\(name)\") looks only at the bundle's top level and in the app's and app groups' container Library/Sounds\(Self.inBundleLibrary(sound.path) ? " (not a Library/Sounds inside the bundle)" : ""), so a notification naming it plays the default sound",
                    fix: Self.inBundleLibrary(sound.path)
                        ? "add the sound to the target so Xcode copies it to the bundle's top level, or, if the app means to install it, copy it at run time into the container's Library/Sounds"
                        : "add the sound to the target as a file of a group or synchronized folder (not a folder reference), so Xcode copies it to the top level",
                    subject: bundle.shown(sound.path))
            }
        }
    }

    /// Inside a resource bundle or framework the bundle carries (`Kit.bundle/x.caf`).
    static func inNestedBundle(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix(".bundle") || $0.hasSuffix(".framework") }
    }

    /// In a `Library/Sounds` folder inside the bundle, where the container's folder was likely meant.
    static func inBundleLibrary(_ path: String) -> Bool { path.hasPrefix("Library/Sounds/") }
}
