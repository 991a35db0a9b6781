import Foundation

/// Finds the folders whose cross-platform configs can name a file: each folder from the file's
/// own up to the repository's top (the folder holding `.git`) that holds a marker file
/// (`AppConfigMarker`), so an icon checked alone, in its app's folder or in the whole tree meets
/// the same configs, as `ProjectLocator` does for Xcode projects. Each folder is listed once.
package struct AppConfigLocator {
    private var markedFolders: [String: Bool] = [:]
    private var chain = FolderChain()

    package init() {}

    /// The absolute folders that can hold configs naming `path`, nearest first.
    package mutating func folders(governing path: String) -> [String] {
        let walked = chain.folders(above: path)
        // Judged below the top reached, as a walk from there judges them: copies in ios/ and
        // android/, and folders of other people's code, are no project's.
        let top = walked.last ?? "/"
        return walked.filter { hasMarker($0) && AppConfigMarker.marks($0 + "/app.json", below: top) }
    }

    private mutating func hasMarker(_ folder: String) -> Bool {
        if let known = markedFolders[folder] { return known }
        let names = SystemName.list(folder)?.names ?? []
        let marked = names.contains { AppConfigMarker.names.contains($0) }
        markedFolders[folder] = marked
        return marked
    }
}
