import Foundation

/// Redraws one progress line on standard error, at most ten times a second.
final class ProgressMeter: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastDraw = Date.distantPast
    /// Batches smaller than this finish before a progress line would help.
    static let minimumFiles = 50

    /// Clears the line (before other output on the terminal); the next update redraws it.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        guard lastDraw != .distantPast else { return }
        lastDraw = .distantPast
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }

    func update(done: Int, total: Int, path: String) {
        guard total >= Self.minimumFiles else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let rate = Double(done) / max(now.timeIntervalSince(start), 0.001)
        let name = path.count > 50 ? "…" + path.suffix(49) : path
        var line = "\r\u{1B}[K[\(done)/\(total)] \(String(format: "%.0f", rate)) files/s  \(name)"
        if done == total { line += "\r\u{1B}[K" }
        FileHandle.standardError.write(Data(line.utf8))
    }
}
