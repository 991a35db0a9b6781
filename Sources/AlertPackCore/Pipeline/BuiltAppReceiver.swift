import Foundation

/// The app that receives payloads, read from what was built (`lint-payload --app App.ipa`): its
/// entitlements as signed (else as its provisioning profile grants them), its Info.plist, the
/// Notification Service Extensions it embeds, and the files at its bundle's top level, where the
/// system looks a sound up (its other place, the container's `Library/Sounds`, is written at run
/// time and is no part of the bundle). The `notify.*` and `payload.sound` rules
/// then judge each payload with certainty instead of from build settings.
extension NotificationReceiver {
    /// Reads the built app at `path` and judges each sound it bundles (`failingSounds`); throws
    /// when the container cannot be read at all, naming it; nil when it holds no app bundle.
    package static func built(_ path: String, checker: Checker) throws(AlertPackError) -> NotificationReceiver? {
        let inspection = try BuiltAppInspector(aliases: checker.configuration.aliases).inspect(path: path)
        let facts = inspection.facts
        guard let app = facts.app else { return nil }
        let extensions = facts.bundles.filter(\.isNotificationService)
        var receiver = NotificationReceiver(
            project: path, app: app.targetSetup(in: path), serviceExtensions: extensions.map { $0.targetSetup(in: path) }, bundlePaths: [:])
        receiver.isBuilt = true
        var bundled: [String: String] = [:]
        for inside in topLevelFiles(of: app, in: inspection.files) { bundled[FileName.last(of: inside)] = path + "/" + inside }
        for sound in app.sounds where !sound.isReachable {
            let name = FileName.last(of: sound.path)
            if bundled[name] == nil { receiver.bundleFolders[name] = sound.path }
        }
        receiver.bundlePaths = bundled
        // Each reachable sound of the app judged as `check` judges it: one that fails plays the default.
        let prefix = app.path.isEmpty ? "" : app.path + "/"
        for sound in inspection.soundFiles where sound.inside.hasPrefix(prefix) {
            let relative = String(sound.inside.dropFirst(prefix.count))
            guard BundledSound(path: relative).isReachable else { continue }
            let report = checker.checkBundledSound(sound, in: path)
            if let error = report.findings.first(where: { $0.severity == .error && $0.rule.hasPrefix("sound.") }) {
                receiver.failingSounds[FileName.last(of: relative)] = error
            }
        }
        withExtendedLifetime(inspection) {}
        return receiver
    }

    /// The files of the app bundle where the system looks names up: its top level, as paths
    /// inside the container. Taken from what the inspector listed
    /// (an IPA's zip as its reader accepted it, a folder without its symbolic links, as `check`
    /// sees them), never from a second reading that could list otherwise or follow a link out.
    private static func topLevelFiles(of app: BuiltBundle, in files: [String]) -> [String] {
        let prefix = app.path.isEmpty ? "" : app.path + "/"
        return files.filter { inside in
            guard inside.hasPrefix(prefix) else { return false }
            let parts = inside.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
            return parts.count == 1
        }
    }
}
