import Foundation

/// A path made absolute (from the current folder) and standardized (`.`, `..` and doubled
/// slashes resolved, symbolic links not followed): for comparing paths the user wrote in
/// different ways (`Assets/x`, `./Assets/x`, `/repo/Assets/x`).
enum AbsolutePath {
    static func of(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// `path` relative to `base` (both made absolute), with `/` separators and `..` where it lies
    /// outside: paths as CI systems and reports want them.
    static func relative(_ path: String, to base: String) -> String {
        let target = URL(fileURLWithPath: of(path)).pathComponents
        let origin = URL(fileURLWithPath: of(base)).pathComponents
        var common = 0
        while common < min(target.count, origin.count) && target[common] == origin[common] { common += 1 }
        return (Array(repeating: "..", count: origin.count - common) + target[common...]).joined(separator: "/")
    }

    /// Whether `path` is below `folder` (both absolute and standardized).
    static func isBelow(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
