import AlertPackCore
import Foundation

/// The `expo-config` target (issue 45): an Expo project's configs from any bytes. The input is
/// app.json, a NUL byte, then app.config.ts (without a NUL, both files get all of it), beside a
/// package.json that names expo; the project is read as discovery reads it. Besides not crashing
/// or hanging: no resolved path leads out of the folder, and a second reading is the same.
enum ExpoConfigFuzzTarget {
    static func run(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "expo config") else { return }
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        _ = FileManager.default.createFile(atPath: folder + "/app.json", contents: Data(parts[0]))
        _ = FileManager.default.createFile(atPath: path, contents: Data(parts.count > 1 ? parts[1] : parts[0]))
        if !FileManager.default.fileExists(atPath: folder + "/package.json") {
            _ = FileManager.default.createFile(atPath: folder + "/package.json", contents: Data(#"{"dependencies":{"expo":"~55.0.0"}}"#.utf8))
        }
        let first = ExpoConfigReader.read(folder: folder)
        precondition(first != nil, "a folder with package.json naming expo is an Expo project")
        for asset in first?.facts.assets ?? [] {
            guard let resolved = asset.path else { continue }
            precondition(!resolved.hasPrefix("/") && !resolved.split(separator: "/").contains(".."), "\(asset.key) resolves out: \(resolved)")
        }
        precondition(ExpoConfigReader.read(folder: folder) == first, "a second reading differs")
    }
}
