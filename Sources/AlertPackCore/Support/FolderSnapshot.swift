import Foundation

/// What a folder holds at one moment: each entry's name with its inode, size and modification
/// time (not followed through links). A command that replaces a folder it merged (an icon set)
/// takes one before it reads the folder and compares it with what it swapped out, so that a
/// file written into the folder meanwhile is never deleted with the old folder.
package struct FolderSnapshot: Equatable, Sendable {
    package struct Stamp: Equatable, Sendable {
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let modifiedNanoseconds: Int
    }

    package let entries: [String: Stamp]

    /// The folder's entries now, or nil when it is not a folder that can be listed.
    package static func of(_ folder: String) -> FolderSnapshot? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var entries: [String: Stamp] = [:]
        for name in names {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0 else { return nil }
            entries[name] = Stamp(
                inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec),
                modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
        }
        return FolderSnapshot(entries: entries)
    }

    /// The names whose entry differs between `self` and `other` (added, removed or changed), sorted.
    package func changedNames(comparedWith other: FolderSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }
}
