import Foundation

/// How converted files are named, and when two paths are the same file.
package enum OutputNaming {
    /// Where an input goes when no output is named: `folder` (or the input's own folder), the
    /// input's name with the target's extension; `.converted` is added if that is the input itself.
    package static func defaultOutput(for input: String, in folder: String?, target: ConversionTarget) -> String {
        let url = URL(fileURLWithPath: input)
        let base = url.deletingPathExtension().lastPathComponent
        let directory = folder ?? url.deletingLastPathComponent().relativePath
        let prefix = directory == "." && folder == nil && !input.hasPrefix("./") ? "" : directory + "/"
        var output = prefix + base + "." + target.fileExtension
        if samePath(output, input) { output = prefix + base + ".converted." + target.fileExtension }
        return output
    }

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
