import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Recognises a folder that `alertpack package` made (it holds our `manifest.json`), and folders
/// named as outputs, so that `package` never takes its own output as a source: a package built
/// into `Build/` inside the repository, run twice, would otherwise ship its previous copies.
package enum PackageMarker {
    /// Whether `folder` holds a regular manifest.json whose tool is alertpack. Only its start is
    /// read (a manifest of 50,000 assets is tens of MB): alertpack writes `schemaVersion` and then
    /// `tool.name` first, always.
    package static func isPackage(folder: String) -> Bool {
        var status = stat()
        let path = folder + "/manifest.json"
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, let file = try? RandomAccessFile(path: path) else { return false }
        var start = [UInt8](repeating: 0, count: Int(min(file.size, 512)))
        let got = file.readAvailable(at: 0, into: &start)
        let text = String(decoding: start[0..<got], as: UTF8.self)
        return text.range(of: #"^\{\s*"schemaVersion"\s*:\s*[0-9]+\s*,\s*"tool"\s*:\s*\{\s*"name"\s*:\s*"alertpack""#, options: .regularExpression)
            != nil
    }
}
