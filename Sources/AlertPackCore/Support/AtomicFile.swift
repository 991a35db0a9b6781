import Foundation

/// Writes files whole or not at all, through the same mechanism as streamed outputs
/// (`OutputFile`): a unique temporary name beside the target, flushed to disk, then renamed into
/// place, so an interrupted run never leaves half a file under the real name.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(AlertPackError) {
        try write(Data(text.utf8), to: path)
    }

    /// The error always names the file: "cannot write PATH: why".
    public static func write(_ data: Data, to path: String) throws(AlertPackError) {
        do throws(AlertPackError) {
            let output = try OutputFile(target: path)
            try output.write([UInt8](data))
            try output.commit()
        } catch {
            throw error.message.hasPrefix("cannot write \(path)") ? error : AlertPackError.inFile("cannot write \(path)", error)
        }
    }
}
