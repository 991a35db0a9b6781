import Foundation

/// The folder a file belongs to when it cannot be judged alone: an asset catalog set (its slots
/// are in the set's Contents.json), an Icon Composer document (its layers are judged as one
/// icon), an Xcode project or a built app (what it holds is judged through it). A path named
/// inside one is checked as part of it, so that its verdict is the one a check of the whole tree
/// gives; see `CheckScope`.
package struct AssetContainer: Sendable, Equatable {
    package enum Kind: Sendable { case set, iconBundle, project, builtApp }

    /// The container's folder, spelled as the named path spells it.
    package var folder: String
    package var kind: Kind
    /// The named path below the folder ("Icon-60@2x.png", "Assets/layer.png").
    package var remainder: String

    /// The outermost container among the named path's folders, as a walk from above would meet
    /// it (a walk takes the first such folder whole and never enters it). Nil when the path is
    /// not below one, or is the container itself.
    package static func enclosing(_ path: String) -> AssetContainer? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return nil }
        for index in 0..<(parts.count - 1) {
            let name = String(parts[index])
            let kind: Kind
            if ContainerFolder.isCatalogSet(name) {
                kind = .set
            } else if name.lowercased().hasSuffix(".icon") {
                kind = .iconBundle
            } else if ContainerFolder.isProject(name) {
                kind = .project
            } else if ContainerFolder.isBuiltApp(parts[...index].joined(separator: "/")) {
                kind = .builtApp
            } else {
                continue
            }
            let remainder = parts[(index + 1)...].filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
            guard !remainder.isEmpty else { return nil }
            return AssetContainer(folder: parts[...index].joined(separator: "/"), kind: kind, remainder: remainder)
        }
        return nil
    }

    /// Whether naming this path asks for the whole container: a set's Contents.json (its
    /// entries decide every file's slot), an Icon Composer document's files (reported as one),
    /// anything in a project or a built app.
    package var meansWhole: Bool {
        switch kind {
        case .set: return remainder == "Contents.json"
        case .iconBundle, .project, .builtApp: return true
        }
    }
}
