import Foundation

/// Writes files whole or not at all: to a temporary name beside the target, then renamed into
/// place, so an interrupted run never leaves half a file under the real name.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// The same mechanism as streamed outputs (`OutputFile`): a unique temporary name beside
    /// the target, flushed to disk, then renamed into place.
    public static func write(_ data: Data, to path: String) throws {
        do throws(FormatError) {
            let output = try OutputFile(target: path)
            try output.write([UInt8](data))
            try output.commit()
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: error.message])
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
