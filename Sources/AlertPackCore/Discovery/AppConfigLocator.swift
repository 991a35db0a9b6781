import Foundation

/// Finds the folders whose cross-platform configs can name a file: each folder from the file's
/// own up to the repository's top (the folder holding `.git`) that holds a marker file
/// (`AppConfigMarker`), so an icon checked alone, in its app's folder or in the whole tree meets
/// the same configs, as `ProjectLocator` does for Xcode projects. Each folder is listed once.
package struct AppConfigLocator {
    private var markedFolders: [String: Bool] = [:]
    private var roots: [String: Bool] = [:]

    package init() {}

    /// The absolute folders that can hold configs naming `path`, nearest first.
    package mutating func folders(governing path: String) -> [String] {
        var folder = FileName.parent(of: AbsolutePath.of(path))
        var walked: [String] = []
        for _ in 0..<ProjectLocator.maxLevels {
            let current = folder.isEmpty ? "/" : folder
            walked.append(current)
            if current == "/" || isRepositoryRoot(current) { break }
            folder = FileName.parent(of: current)
        }
        // Judged below the top reached, as a walk from there judges them: copies in ios/ and
        // android/, and folders of other people's code, are no project's.
        let top = walked.last ?? "/"
        return walked.filter { hasMarker($0) && AppConfigMarker.marks($0 + "/app.json", below: top) }
    }

    private mutating func isRepositoryRoot(_ folder: String) -> Bool {
        if let known = roots[folder] { return known }
        let root = FileManager.default.fileExists(atPath: (folder == "/" ? "" : folder) + "/.git")
        roots[folder] = root
        return root
    }

    private mutating func hasMarker(_ folder: String) -> Bool {
        if let known = markedFolders[folder] { return known }
        let names = SystemName.list(folder)?.names ?? []
        let marked = names.contains { AppConfigMarker.names.contains($0) }
        markedFolders[folder] = marked
        return marked
    }
}
