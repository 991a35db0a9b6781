/// Which targets of a manifest name each folder by literal path (`TuistTarget.ownedFolders`):
/// a root glob of one target leaves a folder another target names to that one. Counted once
/// for the whole manifest (each target's own folders once), so asking for every target costs
/// what its own folders do, not every other target's again.
struct TuistFolderOwners {
    private var counts: [String: Int] = [:]
    private var own: [Set<String>] = []

    /// `folders`: each target's, in the order of the manifest's `targets:`.
    init(_ folders: [[String]]) {
        own = folders.map(Set.init)
        for set in own {
            for folder in set { counts[folder, default: 0] += 1 }
        }
    }

    /// Whether a target other than the one at `index` names `path` or a folder it lies in: what a
    /// root glob found there is that target's.
    func namesAnyFolder(of path: String, besides index: Int) -> Bool {
        var folder = Substring(path)
        while true {
            if namedByOthers(String(folder), besides: index) { return true }
            guard let slash = folder.lastIndex(of: "/") else { return false }
            folder = folder[..<slash]
        }
    }

    /// Whether a target other than the one at `index` names `path`.
    func namedByOthers(_ path: String, besides index: Int) -> Bool {
        let mine = index < own.count && own[index].contains(path) ? 1 : 0
        return counts[path, default: 0] - mine > 0
    }
}
