import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Recognises a folder that `alertpack package` made (it holds our `manifest.json`), and folders
/// named as outputs, so that `package` never takes its own output as a source: a package built
/// into `Build/` inside the repository, run twice, would otherwise ship its previous copies.
package enum PackageMarker {
    /// Whether `folder` holds a regular manifest.json whose tool is alertpack.
    package static func isPackage(folder: String) -> Bool {
        var status = stat()
        let path = folder + "/manifest.json"
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= 16 << 20,
            let data = RandomAccessFile.data(path: path, maxBytes: 16 << 20)
        else { return false }
        struct Marker: Decodable {
            struct Tool: Decodable { var name: String }
            var schemaVersion: Int
            var tool: Tool
        }
        return (try? JSONDecoder().decode(Marker.self, from: data))?.tool.name == ToolInfo.name
    }
}
