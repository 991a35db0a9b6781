import CFileSystem
import Foundation

/// Replacing a folder alertpack built (a package, an icon set) in one step.
package enum FolderSwap {
    /// Puts `staging` at `target` in one step: an atomic exchange when a previous package is
    /// there (which is then removed), a rename otherwise. A crash at any point leaves either
    /// the previous package or the new one under the target name, never a half one.
    package static func swap(_ staging: String, into target: String) throws(AlertPackError) {
        defer { Interruption.shared.unregister(staging) }
        if FileManager.default.fileExists(atPath: target) {
            guard apk_exchange_paths(staging, target) == 0 else {
                throw AlertPackError.system("replace \(target)", code: errno)
            }
            try? FileManager.default.removeItem(atPath: staging)
        } else if rename(staging, target) != 0 {
            throw AlertPackError.system("create \(target)", code: errno)
        }
    }
}
