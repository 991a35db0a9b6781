import Foundation

/// The folders from a path's own up to the repository's top (the folder holding `.git`, or else
/// the file system's root), nearest first, at most `maxLevels`: where a file meets the projects
/// and configs that can govern it (`ProjectLocator`, `AppConfigLocator`), whatever was named.
/// Whether a folder is a repository's top is asked once per run.
package struct FolderChain {
    /// The most folders walked up from one path: deeper trees stop there (as if at their root).
    static let maxLevels = 128

    private var roots: [String: Bool] = [:]

    package init() {}

    /// The absolute folders above `path`, its own first, the top last.
    package mutating func folders(above path: String) -> [String] {
        var folder = FileName.parent(of: AbsolutePath.of(path))
        var walked: [String] = []
        for _ in 0..<Self.maxLevels {
            let current = folder.isEmpty ? "/" : folder
            walked.append(current)
            if current == "/" || isRepositoryRoot(current) { break }
            folder = FileName.parent(of: current)
        }
        return walked
    }

    /// The top of the repository `path` is in (the folder holding `.git`), or nil outside any
    /// (the walk reached the file system's root, or `maxLevels`); `folders` is that walk's result.
    package mutating func repositoryTop(of folders: [String]) -> String? {
        guard let top = folders.last, top != "/", isRepositoryRoot(top) else { return nil }
        return top
    }

    private mutating func isRepositoryRoot(_ folder: String) -> Bool {
        if let known = roots[folder] { return known }
        let root = FileManager.default.fileExists(atPath: (folder == "/" ? "" : folder) + "/.git")
        roots[folder] = root
        return root
    }
}
