/// The web files of a run's plan, read once: each Web App Manifest and each script that shows
/// notifications is a job, and what they name says which images ship on the web
/// (`Checker.platforms`): a manifest icon or a notification badge is the web's, judged by the web
/// rules through its declaring file and not by iOS's image rules.
struct WebAppDeclarations {
    /// Each web file that is one by content, with its facts, in discovery order.
    private(set) var files: [(path: String, facts: WebAppFacts)] = []
    /// What the files name, by the absolute path of the image.
    private var byImage: [String: [DeclaredAsset]] = [:]
    /// The absolute paths of the web files whose names are noted.
    private var declarers = Set<String>()

    /// Reads the manifests and scripts discovery noted (a manifest.json that is no web app's, a
    /// script that shows no notification, are left out).
    init(manifests: [String], scripts: [String]) {
        var chain = FolderChain()
        for path in manifests {
            if let facts = WebAppManifestReader.read(path: path, chain: &chain) { add(path, facts) }
        }
        for path in scripts {
            if let facts = WebNotificationScriptReader.read(path: path, chain: &chain) { add(path, facts) }
        }
    }

    private mutating func add(_ path: String, _ facts: WebAppFacts) {
        files.append((path, facts))
        declare(path, facts)
    }

    /// Whether the web file at `path` was read already (as a job of the run).
    func reads(_ path: String) -> Bool { declarers.contains(AbsolutePath.of(path)) }

    /// Notes the images `facts` names as the web's, declared by the file at `path`.
    mutating func declare(_ path: String, _ facts: WebAppFacts) {
        declarers.insert(AbsolutePath.of(path))
        for image in facts.images {
            guard let file = image.path else { continue }
            let role: DeclaredAsset.Role =
                switch image.role {
                case .icon: .appIcon
                case .notificationIcon: .largeIcon
                case .badge: .notificationIcon
                }
            let declared = DeclaredAsset(file: path, key: image.key, value: image.value, role: role, platforms: [.web], path: file)
            byImage[AbsolutePath.of(file), default: []].append(declared)
        }
    }

    /// What the web files name `path` as (empty when none does).
    func uses(of path: String) -> [DeclaredAsset] { byImage[AbsolutePath.of(path)] ?? [] }

    /// One job per web file.
    var jobs: [Checker.Job] { files.map { .web($0.path, $0.facts) } }
}
