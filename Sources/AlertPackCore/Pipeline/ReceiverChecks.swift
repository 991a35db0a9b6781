import Foundation

/// What the receiving app does with the files and names a payload gives it, found once per run:
/// a bundled sound judged by the sound rules (one that fails plays the default sound), an avatar
/// image by what it decodes to, the string literals of the app's code (where it registers
/// its categories), and the `ActivityAttributes` types its Swift declares, for
/// `notify.bundle-file`, `notify.avatar`, `notify.category` and the `liveactivity.state-*` rules.
struct ReceiverChecks {
    let checker: Checker
    private var errors: [String: Finding?] = [:]
    private var images: [String: NotificationReceiver.AvatarImage] = [:]
    private var literals: [String: Set<String>] = [:]
    private var activities: [String: [ActivityAttributesDeclaration]] = [:]

    init(checker: Checker) { self.checker = checker }

    /// `receiver` with the first error of the bundled sound `payload` names, and the avatars it
    /// names (in the bundle, or beside the payload file).
    mutating func judging(_ payload: PayloadSubject, for receiver: NotificationReceiver) -> NotificationReceiver {
        var judged = receiver
        // A built app's sounds were judged when it was read, from the files that hold them.
        if !receiver.isBuilt, let name = payload.soundName, name != "default", let path = receiver.bundlePaths?[name] {
            if errors[path] == nil {
                let report = checker.check(paths: [path]).files.first { $0.path == path }
                errors[path] = .some(report?.findings.first { $0.severity == .error && $0.rule.hasPrefix("sound.") })
            }
            if let error = errors[path] ?? nil { judged.failingSounds[name] = error }
        }
        if !receiver.isBuilt && payload.aps?["category"]?.string != nil && payload.context.categories == nil {
            let folder = FileName.parent(of: receiver.project)
            if literals[folder] == nil { literals[folder] = SourceLiterals.read(below: folder.isEmpty ? "." : folder) }
            judged.sourceLiterals = literals[folder]
        }
        // A Live Activity's content-state is held against the ContentState the sources declare.
        if !receiver.isBuilt && payload.liveActivity?["content-state"]?.object != nil {
            let folder = FileName.parent(of: receiver.project)
            if activities[folder] == nil { activities[folder] = ActivityAttributesSources.read(below: folder.isEmpty ? "." : folder) }
            judged.activityAttributes = activities[folder]
        }
        for (_, name) in payload.avatarNames {
            let beside = FileName.parent(of: payload.document.path) + "/" + name
            var isFolder: ObjCBool = false
            let besideExists = FileManager.default.fileExists(atPath: beside, isDirectory: &isFolder) && !isFolder.boolValue
            // A file inside an IPA has no path on disk to decode: only one in a folder is read.
            let inBundle = receiver.bundlePaths?[name].flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            guard let path = inBundle ?? (besideExists ? beside : nil) else { continue }
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
            found.problem = report?.findings.first { $0.rule == RuleID.imageUnreadable.rawValue }?.message
        }
        images[path] = found
        return found
    }
}
