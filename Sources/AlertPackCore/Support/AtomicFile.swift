import Foundation

/// Writes files whole or not at all: to a temporary name beside the target, then renamed into
/// place, so an interrupted run never leaves half a file under the real name.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    public static func write(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, target.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

extension AtomicFile {
    /// `write`, with the error as a FormatError naming the file.
    static func writeChecked(_ text: String, to path: String) throws(FormatError) {
        do {
            try write(text, to: path)
        } catch {
            throw FormatError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
