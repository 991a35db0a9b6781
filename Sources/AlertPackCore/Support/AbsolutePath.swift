import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A path made absolute (from the current folder) and standardized (`.`, `..` and doubled
/// slashes resolved, symbolic links not followed): for comparing paths the user wrote in
/// different ways (`Assets/x`, `./Assets/x`, `/repo/Assets/x`).
package enum AbsolutePath {
    package static func of(_ path: String) -> String {
        if isStandard(path) { return path }
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// An absolute path with nothing to standardize (no empty, `.` or `..` name, no trailing
    /// slash) is its own standard form. Discovery and pattern matching ask for every file they
    /// meet, and Foundation's URL asks the file system whether the path is a folder.
    static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = path.utf8
        guard bytes.first == slash, bytes.count > 1, bytes.last != slash else { return false }
        // Each name's length and dots, read in one pass (no array of names made).
        var length = 0, dots = 0
        for byte in bytes.dropFirst() {
            if byte == slash {
                if length == 0 || dots == length && length <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot && dots == length - 1 { dots += 1 }
            }
        }
        return !(dots == length && length <= 2)
    }

    /// `path` relative to `base` (both made absolute), with `/` separators and `..` where it lies
    /// outside: paths as CI systems and reports want them.
    package static func relative(_ path: String, to base: String) -> String {
        let target = URL(fileURLWithPath: of(path)).pathComponents
        let origin = URL(fileURLWithPath: of(base)).pathComponents
        var common = 0
        while common < min(target.count, origin.count) && target[common] == origin[common] { common += 1 }
        return (Array(repeating: "..", count: origin.count - common) + target[common...]).joined(separator: "/")
    }

    /// Whether `path` is below `folder` (both absolute and standardized).
    package static func isBelow(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// Whether `path` is `folder` itself or below it (both absolute and standardized).
    package static func isWithin(_ path: String, _ folder: String) -> Bool {
        path == folder || isBelow(path, folder)
    }

    /// The path with symbolic links, `.` and `..` resolved by the kernel (`realpath`); for a path
    /// that does not exist yet, its folder resolved and its name appended. Nil when its folder
    /// does not exist either. For deciding whether a path lies inside a tree, links and all.
    package static func real(_ path: String) -> String? {
        func resolve(_ path: String) -> String? {
            guard let pointer = realpath(path, nil) else { return nil }
            defer { free(pointer) }
            return String(cString: pointer)
        }
        if let whole = resolve(path) { return whole }
        let url = URL(fileURLWithPath: path)
        guard let parent = resolve(url.deletingLastPathComponent().path) else { return nil }
        return (parent == "/" ? "" : parent) + "/" + url.lastPathComponent
    }
}
