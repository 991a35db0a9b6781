import Foundation

/// The `ActivityAttributes` types an app declares: every Swift file below its project's folder
/// read by `SwiftDeclarationReader` (the widget extension's files are not always listed in the
/// project, and an attributes type is often shared between the app and the extension), and
/// resolved together, so a `ContentState` may use types declared in any of them.
package enum ActivityAttributesSources {
    /// The most Swift files read below one folder.
    static let maxFiles = 20_000
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules", "build"]

    /// The types declared below `folder` (dependency, build and hidden folders left out, and
    /// the folders of other projects inside it: their sources are their own apps'); a file's
    /// path is given from `folder`.
    package static func read(below folder: String) -> [ActivityAttributesDeclaration] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        var otherProjects: [String] = []
        var packages: [String] = []
        while let next = walker.nextObject() as? String, files.count < maxFiles {
            let name = FileName.last(of: next)
            if name == "Package.swift", !FileName.parent(of: next).isEmpty { packages.append(FileName.parent(of: next) + "/") }
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                let parent = FileName.parent(of: next)
                if !parent.isEmpty && name.hasSuffix(".xcodeproj") { otherProjects.append(parent + "/") }
                walker.skipDescendants()
            } else if skippedFolders.contains(name) || name.hasPrefix(".") {
                walker.skipDescendants()
            } else if FileName.extension(of: name) == "swift", (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular {
                // Regular files only: a link could lead out of the project.
                files.append(next)
            }
        }
        // The order decides which copy of a type declared twice a finding cites: never the
        // listing's order (which differs between file systems), and the app's own copy before
        // one in a Swift package beside it (a test-push tool's, say). Below the cap, that is;
        // a tree of more Swift files than `maxFiles` is read as far as the listing reached.
        let ordered = files.filter { file in !otherProjects.contains { file.hasPrefix($0) } }
            .map { file in (file: file, inPackage: packages.contains { file.hasPrefix($0) }) }
            .sorted { $0.inPackage != $1.inPackage ? !$0.inPackage : $0.file < $1.file }
        let declarations = ordered.map(\.file).flatMap { file in
            RandomAccessFile.data(path: folder + "/" + file, maxBytes: SwiftDeclarationReader.maxFileBytes).map {
                SwiftDeclarationReader.declarations(in: [UInt8]($0), file: file)
            } ?? []
        }
        return ActivityAttributesResolver.activities(in: declarations)
    }
}
