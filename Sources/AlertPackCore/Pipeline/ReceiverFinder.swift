/// The app that receives the payloads below a folder: the one app of the nearest project above
/// them that builds any (as `ProjectLocator` finds the projects that govern a file); none when
/// that project builds several (`--project` and `--target` say which). Each folder and project is
/// looked at once per run.
struct ReceiverFinder {
    private var locator: ProjectLocator
    private let preferred: String?
    private var byFolder: [String: NotificationReceiver?] = [:]
    /// Whether a project builds an app, and the receiver when it builds exactly one.
    private var byProject: [String: (buildsApps: Bool, receiver: NotificationReceiver?)] = [:]

    init(ignore: IgnorePatterns, preferred: String?) {
        locator = ProjectLocator(ignore: ignore)
        self.preferred = preferred
    }

    mutating func receiver(for path: String) -> NotificationReceiver? {
        let folder = FileName.parent(of: AbsolutePath.of(path))
        if let known = byFolder[folder] { return known }
        var found: NotificationReceiver?
        for project in locator.projects(governing: path) {
            if byProject[project] == nil {
                let read = XcodeProject.read(folder: project)
                byProject[project] = (!read.appTargets.isEmpty, try? read.receiver(target: nil, preferred: preferred).get())
            }
            guard let known = byProject[project], known.buildsApps else { continue }
            found = known.receiver
            break
        }
        byFolder[folder] = .some(found)
        return found
    }
}
