/// What the folder walks of one reading of a project spec or manifest share: XcodeGen's
/// `excludes:`/`includes:` of each source, Tuist's root globs. A spec can name the same folder
/// thousands of times (a YAML alias, a shared Swift value, one entry per target), so each walk is
/// done once (memoized by what it walks and with which patterns) and all of them together look
/// at no more than `maxNames` names; past that a walk is not done. What was not walked is said:
/// the first `maxNotes` in full, the rest as one count (`summary`), so the notes stay few too.
/// Whether a path stays inside the spec's folder is asked once per path too.
struct ProjectSpecWalks {
    /// Names looked at over all the walks of one reading: a few of the largest single walks
    /// (20,000 names each), far more than a real project's sources and globs take together.
    static let maxNames = 100_000
    static let maxNotes = 8
    /// What a note says stopped a walk once the reading's names are spent.
    static let spentWords = "the \(maxNames) names alertpack looks at for one project"

    private(set) var remaining = maxNames
    /// Each walk done, by its key: what it found, or nil when it passed its bounds.
    private var done: [String: [String]?] = [:]
    private var refused = 0
    /// Whether each path entries name stays inside the spec's folder, by the path.
    private var inside: [String: Bool] = [:]

    /// Whether the reading's names are all spent: a walk now is not done at all.
    var isSpent: Bool { remaining <= 0 }

    /// The walk `key` names, done by `body` once with at most `limit` names (fewer when the
    /// reading has fewer left), which it counts down; nil when it passed them.
    mutating func walk(_ key: String, limit: Int, _ body: (inout Int) -> [String]?) -> [String]? {
        if let known = done[key] { return known }
        let allowance = min(limit, remaining)
        var budget = allowance
        let found = allowance > 0 ? body(&budget) : nil
        // Each walk costs at least its first listing (an empty folder's too), so walks of
        // nothing cannot be repeated without bound either.
        remaining = max(0, remaining - max(1, allowance - max(0, budget)))
        done[key] = .some(found)
        return found
    }

    /// Whether `path` (relative to `folder`, the spec's) stays inside it, through any link too:
    /// asked of the file system once per path, however many targets' entries name it.
    mutating func isInside(_ path: String, folder: String) -> Bool {
        if let known = inside[path] { return known }
        let answer = XcodeGenSpec.isInside(path) && ProjectFileWalk.isInside(ProjectFileWalk.join(folder, path), folder: folder)
        inside[path] = answer
        return answer
    }

    /// A walk that was not done or passed its bounds: `note` goes into `notRead` for the first
    /// `maxNotes`, the others are counted for `summary`.
    mutating func refuse(_ note: String, into notRead: inout [String]) {
        refused += 1
        if refused <= Self.maxNotes { notRead.append(note) }
    }

    /// One line for the walks refused past the first `maxNotes`, when there were any.
    var summary: String? {
        guard refused > Self.maxNotes else { return nil }
        return "\(refused - Self.maxNotes) more sources or globs: not walked, past \(Self.spentWords)"
    }
}
