import CFileSystem
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// File-system steps a package needs: a staging folder beside the target, fixed permissions
/// and times (so trees compare equal), a sorted file listing, and the atomic swap into place.
enum PackageFolder {
    /// 1980-01-01T00:00:00Z: the earliest time a zip entry can hold; every packaged file gets it.
    static let fixedDate = Date(timeIntervalSince1970: 315_532_800)

    /// A new empty folder beside `target`, on the same file system so it can be renamed into place.
    static func staging(for target: String) throws(AlertPackError) -> String {
        let url = URL(fileURLWithPath: target).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AlertPackError.packaging(.noPackageFolder(parent))
        }
        OutputFile.removeStaleTemporaries(besides: url.path)
        let path = parent + "/" + OutputFile.temporaryName(for: url.lastPathComponent)
        let failure = Interruption.shared.creating { () -> Int32 in
            guard mkdir(path, 0o755) == 0 else { return errno }
            Interruption.shared.register(path)
            return 0
        }
        guard failure == 0 else { throw AlertPackError.system("create \(path)", code: failure) }
        return path
    }

    /// Every regular file below `root`, as sorted relative paths; symbolic links are reported,
    /// and so are names that are not UTF-8 (escaped, `caf\xE9.caf`), which Foundation's listing
    /// would silently drop.
    static func files(below root: String) -> (files: [String], links: [String], undecodable: [String]) {
        var files: [String] = []
        var links: [String] = []
        var undecodable: [String] = []
        func walk(_ relative: String) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let listing = SystemName.list(folder) else { return }
            for name in listing.undecodable {
                undecodable.append(relative.isEmpty ? name.escaped : relative + "/" + name.escaped)
            }
            for name in listing.names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(root + "/" + path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: walk(path)
                case S_IFLNK: links.append(path)
                default: files.append(path)
                }
            }
        }
        walk("")
        return (files, links, undecodable.sorted())
    }

    /// Sets 0644 on files, 0755 on folders and the fixed time on both.
    static func normalise(_ root: String) {
        let files = self.files(below: root).files
        var folders = Set<String>([""])
        for file in files {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty { folders.insert(parts.joined(separator: "/")); parts = parts.dropLast() }
        }
        for file in files {
            try? FileManager.default.setAttributes([.posixPermissions: 0o644, .modificationDate: fixedDate], ofItemAtPath: root + "/" + file)
        }
        for folder in folders.sorted(by: >) {
            let path = folder.isEmpty ? root : root + "/" + folder
            try? FileManager.default.setAttributes([.posixPermissions: 0o755, .modificationDate: fixedDate], ofItemAtPath: path)
        }
    }

    /// Puts `staging` at `target` in one step. Only a package of ours there, at this moment, is
    /// exchanged with it (see `FolderSwap`). Anything else is replaced by rename(2) alone, which
    /// the system allows only onto nothing or an empty folder: a folder that was empty when
    /// `package` started but has files in it now (or became a file or a link) is refused, naming
    /// it, and left as it is; the caller removes only the staging folder, still ours.
    static func swap(_ staging: String, into target: String) throws(AlertPackError) {
        var status = stat()
        if lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, PackageMarker.isPackage(folder: target) {
            return try FolderSwap.swap(staging, into: target)
        }
        defer { Interruption.shared.unregister(staging) }
        // Under the interrupt handler's lock (see `FolderSwap`): never a half-removed staging
        // folder renamed into place.
        let failure = Interruption.shared.creating { rename(staging, target) == 0 ? 0 : errno }
        switch failure {
        case 0: return
        case ENOTEMPTY, EEXIST:
            throw AlertPackError.packaging(.outputChanged(target, replaced: false))
        case ENOTDIR, EISDIR:
            throw AlertPackError.packaging(.outputChanged(target, replaced: true))
        case let code:
            throw AlertPackError.system("replace \(target)", code: code)
        }
    }
}
