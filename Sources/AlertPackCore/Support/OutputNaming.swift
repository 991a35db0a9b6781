import Foundation

/// When two paths are the same file (how converted files are named is
/// `OutputNaming.defaultOutput`, beside `ConversionTarget`).
package enum OutputNaming {
    /// Whether two paths name the same file (after resolving `.`, `..` and symbolic links, or
    /// as the same file on disk, which also catches hard links).
    package static func samePath(_ a: String, _ b: String) -> Bool {
        let first = FileIdentity(path: a), second = FileIdentity(path: b)
        if let first, let second { return first == second }
        // One names a file and the other nothing: two paths. (Resolving them costs a dozen
        // system calls, and every fix hint that names an output asks this.)
        if (first == nil) != (second == nil) { return false }
        return resolved(a) == resolved(b)
    }

    /// The absolute path with `.`, `..` and symbolic links resolved: a key for "the same path".
    /// It touches the file system, so batches compute it once per path.
    package static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// A file on disk as the kernel knows it (device and inode): two paths with the same identity
/// are one file, whatever their spelling, links or case folding.
package struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// Nil when nothing exists at `path`.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
