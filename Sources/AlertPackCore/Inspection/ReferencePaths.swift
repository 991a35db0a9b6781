import Foundation

/// Where a project's file references and groups are, relative to the folder that holds the
/// `.xcodeproj`: a reference's path is relative to its group's (`<group>`) or to the project's
/// folder (`SOURCE_ROOT`); references into the SDK, build products or absolute paths are not
/// the project's own files and resolve to nothing.
struct ReferencePaths {
    let objects: [String: JSONNode]
    let mainGroup: String?
    let projectDir: String
    private let parents: [String: String]

    init(objects: [String: JSONNode], mainGroup: String?, projectDir: String) {
        self.objects = objects
        self.mainGroup = mainGroup
        self.projectDir = projectDir
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func path(of id: String) -> String? {
        var components: [String] = []
        var current = id
        // A group chain longer than this is a cycle in a damaged file.
        for _ in 0..<64 {
            guard let object = objects[current] else { return nil }
            let own = object["path"]?.string
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let own { components.append(own) }
                guard current != mainGroup, let parent = parents[current] else {
                    // The main group (or a reference outside every group) sits in the project's folder.
                    return Self.join(projectDir, components.reversed())
                }
                current = parent
            case "SOURCE_ROOT":
                if let own { components.append(own) }
                return Self.join(projectDir, components.reversed())
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the reference is copied into a bundle as the folder it is, its files below the
    /// folder's name and not at the bundle's top level: a folder reference (Xcode's blue folder,
    /// `lastKnownFileType = folder`) or a bundle (`wrapper.cfbundle`, such as Settings.bundle).
    /// Groups and synchronized folders are not: their files are copied to the top level. Asset
    /// catalogs and icon documents are compiled, not copied.
    func isCopiedAsFolder(_ id: String) -> Bool {
        guard let object = objects[id], object["isa"]?.string == "PBXFileReference" else { return false }
        let type = object["explicitFileType"]?.string ?? object["lastKnownFileType"]?.string ?? ""
        if type == "folder.assetcatalog" || type.hasPrefix("folder.iconcomposer") { return false }
        return type == "folder" || type.hasPrefix("folder.") || type.hasPrefix("wrapper.")
    }

    private static func join(_ base: String, _ components: [String]) -> String {
        var parts: [String] = []
        for piece in ([base] + components).flatMap({ $0.split(separator: "/") }) {
            if piece == "." { continue }
            if piece == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(String(piece)) }
        }
        return parts.joined(separator: "/")
    }
}
