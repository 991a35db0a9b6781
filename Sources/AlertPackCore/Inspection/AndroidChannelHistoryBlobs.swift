import Foundation

/// The bytes of many files at one commit, for `AndroidChannelHistory`, in two git processes rather
/// than two per file: `git cat-file --batch-check` gives each file's object and size, then
/// `git cat-file --batch` the contents of those within the limit, one after another on its output,
/// each read as it comes (one file in memory at a time). What git reads is written first to a file
/// in a private folder of this run's and given as its standard input, never to a pipe while it runs.
enum AndroidChannelHistoryBlobs {
    enum Blob: Equatable {
        case bytes([UInt8])
        /// Over the limit: its size.
        case tooLarge(Int)
        /// Missing, not a file, or git's answer not understood.
        case unreadable
    }

    /// Each of `objects` (`COMMIT:PATH`, as `git grep` names them), in order, read in the
    /// repository whose top is `folder` when it is at most `maxBytes`.
    static func read(_ objects: [String], in folder: String, maxBytes: Int) -> [Blob] {
        var blobs = [Blob](repeating: .unreadable, count: objects.count)
        // git reads one name a line: a name holding a line break cannot be asked for.
        let asked = objects.indices.filter { !objects[$0].contains("\n") }
        guard !asked.isEmpty, let list = try? PrivateFolder.makeRegistered(prefix: "channel-history") else { return blobs }
        defer {
            try? FileManager.default.removeItem(atPath: list)
            Interruption.shared.unregister(list)
        }
        guard let sizes = run(["cat-file", "--batch-check"], names: asked.map { objects[$0] }, list: list + "/check", in: folder),
            sizes.count == asked.count
        else { return blobs }
        var wanted: [(index: Int, object: String, size: Int)] = []
        for (index, line) in zip(asked, sizes) {
            // `OBJECT-ID blob SIZE`; anything else (`NAME missing`, a tree) is not read.
            let parts = line.split(separator: " ")
            guard parts.count == 3, parts[1] == "blob", parts[0].allSatisfy(\.isHexDigit), let size = Int(parts[2]), size >= 0 else { continue }
            if size > maxBytes { blobs[index] = .tooLarge(size) } else { wanted.append((index, String(parts[0]), size)) }
        }
        guard !wanted.isEmpty, write(wanted.map(\.object), to: list + "/blobs"),
            let process = try? AndroidChannelHistoryGit.start(["cat-file", "--batch"], in: folder, input: list + "/blobs"),
            let output = process.output
        else { return blobs }
        var reader = PipeReader(handle: output)
        for item in wanted {
            // `OBJECT-ID blob SIZE`, the bytes, a line feed; git's answer must be the object and size asked for.
            guard let header = reader.line(maxBytes: 200), header == "\(item.object) blob \(item.size)", let bytes = reader.bytes(item.size),
                reader.bytes(1) == [0x0A]
            else { break }
            blobs[item.index] = .bytes(bytes)
        }
        // Whatever was left unread (an answer not understood) is not waited for.
        process.terminate()
        process.wait()
        return blobs
    }

    /// The lines git writes for `names`, written to the file `list` as its standard input.
    private static func run(_ arguments: [String], names: [String], list: String, in folder: String) -> [Substring]? {
        guard write(names, to: list), let process = try? AndroidChannelHistoryGit.start(arguments, in: folder, input: list) else { return nil }
        let output = process.output?.readDataToEndOfFile() ?? Data()
        guard case .exited(0) = process.wait(), let text = String(data: output, encoding: .utf8) else { return nil }
        return text.split(separator: "\n")
    }

    /// Writes `names`, one a line, to the new file `path` (only its own, in a private folder).
    private static func write(_ names: [String], to path: String) -> Bool {
        FileManager.default.createFile(atPath: path, contents: Data(names.map { $0 + "\n" }.joined().utf8), attributes: [.posixPermissions: 0o600])
    }

    /// Reads a child's output as it comes: lines and runs of bytes of known length.
    struct PipeReader {
        let handle: FileHandle
        private var buffer: [UInt8] = []
        private var start = 0

        init(handle: FileHandle) { self.handle = handle }

        /// Reads more into the buffer; false at the end of the output.
        private mutating func fill() -> Bool {
            let data = handle.availableData
            guard !data.isEmpty else { return false }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            buffer += data
            return true
        }

        /// The next line without its line feed; nil at the end, or when it is longer than `maxBytes`.
        mutating func line(maxBytes: Int) -> String? {
            while true {
                if let end = buffer[start...].firstIndex(of: 0x0A) {
                    defer { start = end + 1 }
                    return String(decoding: buffer[start..<end], as: UTF8.self)
                }
                guard buffer.count - start <= maxBytes, fill() else { return nil }
            }
        }

        /// The next `count` bytes; nil when the output ends first.
        mutating func bytes(_ count: Int) -> [UInt8]? {
            while buffer.count - start < count {
                guard fill() else { return nil }
            }
            defer { start += count }
            return Array(buffer[start..<(start + count)])
        }
    }
}
