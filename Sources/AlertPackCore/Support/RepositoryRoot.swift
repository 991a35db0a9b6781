import Foundation

/// The top of the git work tree a path is in: the nearest folder, from the path up, that holds
/// `.git` (a folder, or a file in a worktree or submodule). Reports, baselines and project
/// lookups name paths relative to it, so that they do not change when the checkout moves.
package enum RepositoryRoot {
    /// Deeper trees stop looking there.
    static let maxLevels = 256

    /// The absolute path of the top folder, or nil when `path` is in no git work tree.
    package static func of(_ path: String) -> String? {
        var folder = AbsolutePath.of(path)
        for _ in 0..<maxLevels {
            var status = stat()
            if lstat((folder == "/" ? "" : folder) + "/.git", &status) == 0 { return folder }
            if folder == "/" { return nil }
            let parent = FileName.parent(of: folder)
            folder = parent.isEmpty ? "/" : parent
        }
        return nil
    }
}
