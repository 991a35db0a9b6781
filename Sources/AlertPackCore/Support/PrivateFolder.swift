import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Folders of this run's own for temporary work (unpacked zips, the supervisor's journal, the
/// aliases of names that are not UTF-8). A shared /tmp is hostile: another local user can create
/// the names a tool will use before it runs (a link to the victim's files, or a folder they
/// own). So nothing is ever opened by a predictable name there: each run's folder is made by
/// `mkdtemp` (an unpredictable name, created exclusively, mode 0700) inside a folder of the
/// user's own, `alertpack-UID`, which is used only when it is a real folder (not a link) owned by
/// the user and closed to others; otherwise right in the temporary folder.
package enum PrivateFolder {
    /// `TMPDIR`, else /tmp.
    static var base: String {
        let value = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value
    }

    /// The user's own folder under `base`, made if missing; nil when it is not safely ours.
    static func userRoot() -> String? {
        let path = base + "/alertpack-\(getuid())"
        if mkdir(path, 0o700) != 0 && errno != EEXIST { return nil }
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid(), status.st_mode & 0o077 == 0 else {
            return nil
        }
        return path
    }

    /// A new private folder named `PREFIX-PID-XXXXXX` (PID is this process's, so that a later run
    /// can tell one a killed run left).
    package static func make(prefix: String) throws(AlertPackError) -> String {
        let parent = userRoot() ?? base
        var template = Array((parent + "/" + prefix + "-\(getpid())-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw AlertPackError.system("create a private temporary folder in \(parent)", code: errno)
        }
        return String(cString: made)
    }

    /// Makes a private folder and registers it for removal on an interrupt, as one step: a
    /// signal that comes in between would otherwise leave the folder behind.
    package static func makeRegistered(prefix: String) throws(AlertPackError) -> String {
        let made: Result<String, AlertPackError> = Interruption.shared.creating {
            do throws(AlertPackError) {
                let folder = try make(prefix: prefix)
                Interruption.shared.register(folder)
                return .success(folder)
            } catch {
                return .failure(error)
            }
        }
        return try made.get()
    }

    /// Removes the folders `make(prefix:)` made for runs whose process is gone: only in the
    /// user's own folder, only folders the user owns, never through a link.
    package static func removeStale(prefix: String) {
        guard let root = userRoot(), let names = SystemName.list(root)?.names else { return }
        for name in names where name.hasPrefix(prefix + "-") {
            let rest = name.dropFirst(prefix.count + 1).split(separator: "-")
            guard rest.count == 2, let pid = Int32(rest[0]), OutputFile.processIsGone(pid) else { continue }
            var status = stat()
            guard lstat(root + "/" + name, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid() else { continue }
            try? FileManager.default.removeItem(atPath: root + "/" + name)
        }
    }
}
