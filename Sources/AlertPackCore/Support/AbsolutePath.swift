import Foundation

/// A path made absolute (from the current folder) and standardized (`.`, `..` and doubled
/// slashes resolved, symbolic links not followed): for comparing paths the user wrote in
/// different ways (`Assets/x`, `./Assets/x`, `/repo/Assets/x`).
enum AbsolutePath {
    static func of(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// Whether `path` is below `folder` (both absolute and standardized).
    static func isBelow(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
