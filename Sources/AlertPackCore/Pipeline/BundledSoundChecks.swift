import Foundation

/// The files a payload names that the receiving app ships, judged once per run: a bundled sound
/// by the sound rules (one that fails plays the default sound) and an avatar image by what it
/// decodes to, for `notify.bundle-file` and `notify.avatar`.
struct BundledSoundChecks {
    let checker: Checker
    private var errors: [String: Finding?] = [:]
    private var images: [String: NotificationReceiver.AvatarImage] = [:]

    init(checker: Checker) { self.checker = checker }

    /// `receiver` with the first error of the bundled sound `payload` names, and the avatars it
    /// names (in the bundle, or beside the payload file).
    mutating func judging(_ payload: PayloadSubject, for receiver: NotificationReceiver) -> NotificationReceiver {
        var judged = receiver
        if let name = payload.soundName, name != "default", let path = receiver.bundlePaths[name] {
            if errors[path] == nil {
                let report = checker.check(paths: [path]).files.first { $0.path == path }
                errors[path] = .some(report?.findings.first { $0.severity == .error && $0.rule.hasPrefix("sound.") })
            }
            if let error = errors[path] ?? nil { judged.failingSounds[name] = error }
        }
        for (_, name) in payload.avatarNames {
            let beside = FileName.parent(of: payload.document.path) + "/" + name
            var isFolder: ObjCBool = false
            let besideExists = FileManager.default.fileExists(atPath: beside, isDirectory: &isFolder) && !isFolder.boolValue
            guard let path = receiver.bundlePaths[name] ?? (besideExists ? beside : nil) else { continue }
            judged.avatars[name] = image(path)
        }
        return judged
    }

    private mutating func image(_ path: String) -> NotificationReceiver.AvatarImage {
        if let known = images[path] { return known }
        let report = checker.check(paths: [path]).files.first { $0.path == path }
        var found = NotificationReceiver.AvatarImage(path: path, width: nil, height: nil, problem: "it is not an image alertpack reads")
        if case .image(let facts)? = report?.facts {
            found.width = facts.width
            found.height = facts.height
            found.problem = report?.findings.first { $0.rule == "image.unreadable" }?.message
        }
        images[path] = found
        return found
    }
}
