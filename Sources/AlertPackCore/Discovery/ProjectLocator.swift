import Foundation

/// Finds the Xcode projects that can govern a path: every `.xcodeproj` (or, where none is, an
/// XcodeGen `project.yml` or Tuist `Project.swift`) directly inside one of
/// the path's folders, from its own up to the repository's top (the folder holding `.git`, or
/// else the file system's root). Only such a project can say what an icon set is for (a project
/// resolves its files below the folder that holds it), so a set checked alone, in its app's
/// folder or in the whole tree meets the same projects. Each folder is listed once per run.
package struct ProjectLocator {
    private var projectsInFolder: [String: [String]] = [:]
    private var chain = FolderChain()
    private let ignore: IgnorePatterns

    package init(ignore: IgnorePatterns) { self.ignore = ignore }

    /// The absolute paths of the projects that can govern `path`, nearest first.
    package mutating func projects(governing path: String) -> [String] {
        chain.folders(above: path).flatMap { projects(in: $0) }
    }

    /// The `.xcodeproj` folders directly in `folder`, sorted; hidden and ignored ones left out,
    /// as a walk leaves them out.
    private mutating func projects(in folder: String) -> [String] {
        if let known = projectsInFolder[folder] { return known }
        let prefix = folder == "/" ? "/" : folder + "/"
        let names = SystemName.list(folder)?.names ?? []
        var projects = names.filter { !$0.hasPrefix(".") && ContainerFolder.isProject($0) }.sorted().map { prefix + $0 }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue && !ignore.matches($0)
        }
        // An XcodeGen spec or Tuist manifest governs its folder when no generated project is
        // committed there: the first that stands alone (a `Project.swift` of a Swift package does
        // not hide a valid `project.yml` beside it).
        if projects.isEmpty,
            let spec = names.sorted().first(where: {
                ContainerFolder.isProjectSpec($0) && !ignore.matches(prefix + $0) && ContainerFolder.specStandsAlone(prefix + $0)
            })
        {
            projects = [prefix + spec]
        }
        projectsInFolder[folder] = projects
        return projects
    }
}
