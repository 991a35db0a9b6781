import Foundation

/// Resolves a path a config names (`./assets/sounds/ping.wav`, `assets/icon.png`) to a file of
/// the project, as the framework's tooling does (relative to the project's folder, or to the
/// config file's own folder where the framework says so), and never out of the project: an
/// absolute path, a `..` that climbs above the project's folder, or a link that leads outside it
/// is refused, not followed.
package struct DeclaredAssetResolver: Sendable {
    /// The project's folder, as discovery spells it.
    package let folder: String
    private let realFolder: String?

    package init(folder: String) {
        self.folder = folder
        realFolder = AbsolutePath.real(folder)
    }

    /// The file `value` names, relative to `base` (a folder relative to the project's, "" for the
    /// project's own), as a path relative to the project's folder; or why it names none (neither,
    /// for a remote URL).
    package func resolve(_ value: String, base: String = "") -> (path: String?, unresolved: DeclaredAsset.Unresolved?) {
        guard !value.isEmpty else { return (nil, .missing) }
        // Expo takes a remote URL for an icon: no file of the project, and nothing missing.
        if value.contains("://") { return (nil, nil) }
        guard let relative = Self.lexicalPath(value, base: base) else { return (nil, .outside) }
        guard !relative.isEmpty else { return (nil, .missing) }
        let full = (folder == "." || folder.isEmpty ? "" : folder + "/") + relative
        guard let realFolder, let real = AbsolutePath.real(full) else { return (nil, .missing) }
        guard AbsolutePath.isBelow(real, realFolder) else { return (nil, .outside) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else { return (nil, .missing) }
        // An Icon Composer document (`AppIcon.icon`) is a folder; anything else must be a file.
        guard !isFolder.boolValue || FileName.extension(of: relative).lowercased() == "icon" else { return (nil, .missing) }
        return (relative, nil)
    }

    /// `value` read against `base` by its names alone (`.` dropped, `..` taking off the name
    /// before it), as a path relative to the project's folder, "" for the folder itself; nil
    /// when it is absolute or climbs above the project. Nothing on disk is looked at.
    package static func lexicalPath(_ value: String, base: String = "") -> String? {
        guard !value.hasPrefix("/"), !value.contains("\0") else { return nil }
        var parts: [Substring] = base.split(separator: "/").filter { $0 != "." }
        for part in value.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// A declared asset for `value`, resolved against `base`.
    package func asset(
        file: String, key: String, value: String, role: DeclaredAsset.Role, platforms: [DeclaredAsset.Platform], base: String = ""
    ) -> DeclaredAsset {
        let found = resolve(value, base: base)
        return DeclaredAsset(
            file: file, key: key, value: value, role: role, platforms: platforms, path: found.path, unresolved: found.unresolved)
    }
}
