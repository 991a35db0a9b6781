import Foundation

/// A hidden folder beside an output (`.alertpack-stage-PID-RANDOM`), where a command builds what
/// it then swaps into place whole (an icon set, a preview folder): registered with `Interruption`,
/// so Ctrl-C removes it, and removed by `discard` when the work ends either way.
package struct StagingFolder {
    package let path: String

    /// Creates the folder beside `output`, and `inner` within it when given.
    package init(beside output: String, holding inner: String? = nil) throws(AlertPackError) {
        let parent = FileName.parent(of: output)
        path = (parent.isEmpty ? "" : parent + "/") + ".alertpack-stage-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        Interruption.shared.register(path)
        do {
            try FileManager.default.createDirectory(atPath: inner.map { path + "/" + $0 } ?? path, withIntermediateDirectories: true)
        } catch {
            discard()
            throw AlertPackError.system("create a folder in \(parent.isEmpty ? "." : parent)", code: Int32((error as NSError).code))
        }
    }

    /// Removes whatever is left of it (nothing, once it was swapped into place).
    package func discard() {
        try? FileManager.default.removeItem(atPath: path)
        Interruption.shared.unregister(path)
    }
}
