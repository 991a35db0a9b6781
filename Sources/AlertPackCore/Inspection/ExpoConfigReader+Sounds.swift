import Foundation

/// The sound files of an Expo project's own tree, to find those no config names: a sound
/// dropped in `assets/` and never listed in a plugin's `sounds` is never bundled. Dependencies,
/// build output, hidden folders and the generated native folders are not the project's own;
/// links are not followed; the walk stops after a bounded number of entries.
extension ExpoConfigReader {
    static let soundExtensions: Set<String> = ["wav", "aiff", "aif", "caf", "mp3", "m4a", "aac", "ogg"]
    /// Entries listed at most: an app's own tree holds a few hundred.
    static let maxWalkEntries = 20_000
    static let skippedFolders: Set<String> = ["node_modules", "build", "dist", "web-build", "Pods", "DerivedData"]
    /// Written by `expo prebuild` (continuous native generation): their sounds are copies.
    static let nativeFolders: Set<String> = ["ios", "android"]

    /// The sound files below `folder`, relative to it, sorted.
    static func soundFiles(below folder: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        var entries = 0
        let base = folder.isEmpty ? "." : folder
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? base : base + "/" + relative
            guard let listing = SystemName.list(path) else { continue }
            for (name, listed) in zip(listing.names, listing.types) {
                entries += 1
                guard entries <= maxWalkEntries else { return found.sorted() }
                guard !name.hasPrefix(".") else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                switch type(of: path + "/" + name, listed: listed) {
                case UInt8(DT_DIR):
                    guard !skippedFolders.contains(name), !(relative.isEmpty && nativeFolders.contains(name)) else { continue }
                    pending.append(child)
                case UInt8(DT_REG):
                    if soundExtensions.contains(FileName.extension(of: name).lowercased()) { found.append(child) }
                default: continue
                }
            }
        }
        return found.sorted()
    }

    /// The entry's type as the listing gives it, or as `lstat` says where the listing does not
    /// (a link is a link, never what it points at).
    static func type(of path: String, listed: UInt8) -> UInt8 {
        guard listed == UInt8(DT_UNKNOWN) else { return listed }
        var status = stat()
        guard lstat(path, &status) == 0 else { return UInt8(DT_UNKNOWN) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// The sound files below `folder` that no declared notification sound resolves to.
    static func unnamedSounds(below folder: String, declared: [DeclaredAsset]) -> [String] {
        let named = Set(declared.filter { $0.role == .notificationSound }.compactMap(\.path))
        return soundFiles(below: folder).filter { !named.contains($0) }
    }
}
