import Foundation

/// A payload's sound or launch image that the receiving app does not copy into its bundle, or a
/// bundled sound that fails the sound rules.
///
/// The system looks the name up in the app bundle (case-sensitively on device) and in
/// Library/Sounds; a name it does not find plays the default sound or shows the usual launch
/// screen. A name that differs from the bundled file only by case always fails; one that is not
/// bundled at all works only if the app writes the file to Library/Sounds itself. A bundled sound
/// the system cannot play (too long, a container or codec it does not take) plays the default.
/// The lookup is at the bundle's top level: a sound inside a folder reference (a blue folder,
/// which Xcode copies as the folder, `App.app/Sounds/ping.caf`) is never found by its name; a
/// synchronized folder's or a group's files are copied to the top level.
///
/// - Rule: notify.bundle-file
/// - Name: Bundled sound or launch image
/// - Source: NOTIFY-BUNDLE, SND-08 (looked up at the bundle's top level; a folder reference is copied as the folder)
/// - Parameter notBundledSeverity (severity): severity for a file not among those the app bundles
/// - Class folder-reference: inside a folder reference, so not at the bundle's top level
/// - Class failing-sound: a bundled sound that fails its check
/// - Class case-mismatch: bundled under a name that differs only by case
/// - Class not-bundled: not among the files the app bundles
/// - Fires on: Samples/notify/Broken/payloads/critical.json via payload, saying “differs only by case” (error)
/// - Fires on: Samples/notify/Broken/payloads/time-sensitive.json via payload, saying “is not among the files”
///   (warning)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyBundleFileRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let receiver = payload.context.receiver, let bundled = receiver.bundlePaths else { return [] }
        var named: [(what: String, name: String, extensions: Bool)] = []
        if let sound = payload.soundName, sound != "default", !sound.isEmpty { named.append(("sound", sound, false)) }
        if let image = payload.alert?["launch-image"]?.string, !image.isEmpty { named.append(("launch image", image, true)) }
        return named.compactMap { what, name, anyExtension in
            let stem = { (file: String) in (file as NSString).deletingPathExtension }
            if let inFolder = receiver.bundleFolders[name] {
                let folder = inFolder.split(separator: "/").first.map(String.init) ?? inFolder
                return context.finding(
                    "the \(what) \(name) is inside the folder reference \(folder), which \(receiver.app.target) copies as a folder"
                        + " (\(receiver.app.target).app/\(inFolder)): the system looks only at the bundle's top level, so "
                        + (what == "sound" ? "the default sound plays" : "the usual launch screen shows"),
                    fix:
                        "add \(name) to \(receiver.app.target) as a file, or put it in a group or a synchronized folder instead of the blue folder \(folder)",
                    subject: "\(what) \(name)", class: MessageClass.folderReference)
            }
            if what == "sound", let path = bundled[name], let failing = receiver.failingSounds[name] {
                return context.finding(
                    "the sound \(name), which \(receiver.app.target) bundles, fails its check (\(failing.rule): \(failing.message)): the default sound plays instead",
                    fix: "fix the sound (alertpack check on \(path) says how)", subject: "\(what) \(name)", class: MessageClass.failingSound)
            }
            guard bundled[name] == nil, !(anyExtension && bundled.keys.contains { stem($0) == name }) else { return nil }
            let lower = name.lowercased()
            if let other = bundled.keys.sorted().first(where: { $0.lowercased() == lower || (anyExtension && stem($0).lowercased() == lower) }) {
                return context.finding(
                    "the \(what) \(name) differs only by case from \(other), which \(receiver.app.target) bundles: names are case-sensitive on device",
                    fix: "write the name as the file is named: \(other)", subject: "\(what) \(name)", class: MessageClass.caseMismatch)
            }
            let otherwise =
                what == "sound" ? "unless the app writes it to Library/Sounds, the default sound plays" : "the usual launch screen shows instead"
            return context.finding(
                "the \(what) \(name) is not among the files \(receiver.app.target) copies into its bundle: \(otherwise)",
                fix: "add \(name) to \(receiver.app.target)'s Copy Bundle Resources", severity: context.parameters.notBundledSeverity,
                subject: "\(what) \(name)",
                class: MessageClass.notBundled)
        }
    }
}
