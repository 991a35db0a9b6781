import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hidden name beside a file that keeps the file's extension (".alertpack-stage-PID-RANDOM-NAME"),
/// where a replacement is written and checked before it is renamed over the original: checks that
/// read the extension see the name the file will have. An interrupted run removes it; one killed
/// outright leaves it to be swept by the next run in that folder.
package enum StagedPath {
    private static let prefix = ".alertpack-stage-"

    /// A fresh staged path beside `path`, registered for removal on interruption.
    package static func beside(_ path: String) -> String {
        removeStale(besides: path)
        var name = FileName.last(of: path)
        while name.utf8.count > 255 - prefix.utf8.count - 22 { name.removeFirst() }
        let folder = FileName.parent(of: path)
        let staged = (folder.isEmpty ? "" : folder + "/") + prefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))-" + name
        Interruption.shared.register(staged)
        return staged
    }

    /// Removes a staged file that was not moved into place.
    package static func discard(_ staged: String) {
        unlink(staged)
        Interruption.shared.unregister(staged)
    }

    /// Moves the staged file over `target` (one rename: the target always holds a whole file),
    /// keeping the permissions of the file it replaces.
    package static func replace(_ target: String, with staged: String) throws(AlertPackError) {
        var status = stat()
        if stat(target, &status) == 0 { chmod(staged, status.st_mode & 0o7777) }
        guard rename(staged, target) == 0 else {
            let failure = errno
            discard(staged)
            throw AlertPackError.system("replace \(target)", code: failure)
        }
        Interruption.shared.unregister(staged)
    }

    /// Moves `source` (a staged file, or the original itself for a plain rename) to `target`,
    /// which must not exist (a hard link never replaces anything), then removes `original`, the
    /// file under its old name, once the new one is in place.
    package static func move(_ source: String, to target: String, removing original: String?) throws(AlertPackError) {
        var status = stat()
        if let original, stat(original, &status) == 0 { chmod(source, status.st_mode & 0o7777) }
        guard link(source, target) == 0 else {
            let failure = errno
            if original != nil { discard(source) }
            throw failure == EEXIST
                ? AlertPackError.work(.alreadyExists(target))
                : AlertPackError.system("write \(target)", code: failure)
        }
        unlink(source)
        Interruption.shared.unregister(source)
        if let original, unlink(original) != 0 {
            throw AlertPackError.system("remove \(original) after writing \(target)", code: errno)
        }
    }

    /// Removes what a killed run left beside `path`: staged files whose process is gone.
    private static func removeStale(besides path: String) {
        let folder = FileName.parent(of: path)
        let listed = folder.isEmpty ? "." : folder
        for name in (try? FileManager.default.contentsOfDirectory(atPath: listed)) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 2)
            guard rest.count == 3, let pid = Int32(rest[0]), UInt32(rest[1]) != nil, OutputFile.processIsGone(pid) else { continue }
            unlink(listed + "/" + name)
        }
    }
}
