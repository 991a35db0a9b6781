#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names as the system gives them: bytes, usually but not always UTF-8. Foundation turns
/// names into strings, dropping from folder listings the ones that are not valid UTF-8 and
/// repairing them on the command line, so that such a file would vanish from a check or be
/// "not found". Listing folders here keeps every name; the ones that are not UTF-8 are shown
/// escaped (`caf\xE9.wav`) and reached through a UTF-8 alias (`NameAliases`), since the rest of
/// the pipeline opens files by string.
package enum SystemName {
    /// What alertpack says of a name that is not valid UTF-8 when it cannot reach the file at all.
    package static let undecodableReason =
        "the name is not valid UTF-8 (its other bytes are shown as \\xNN), and alertpack could not reach the file through a UTF-8 alias; rename it in UTF-8 (for example `convmv -f latin1 -t utf8 --notest NAME`)"

    /// Why such a file is checked but not converted.
    package static let unconvertibleReason =
        "the name is not valid UTF-8 (its other bytes are shown as \\xNN), and a converted sound is named after its input: rename it in UTF-8 first (for example `convmv -f latin1 -t utf8 --notest NAME`)"

    /// `bytes` as text: valid UTF-8 as it is, every other byte as `\xNN`.
    package static func escaped(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var out = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : (0xC2...0xDF).contains(lead) ? 2 : (0xE0...0xEF).contains(lead) ? 3 : (0xF0...0xF4).contains(lead) ? 4 : 0
            if length > 0, index + length <= bytes.count, let text = String(validating: bytes[index..<index + length], as: UTF8.self) {
                out += text
                index += length
            } else {
                out += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return out
    }

    /// A name in a folder that is not UTF-8: shown escaped, kept as bytes to look at it.
    package struct Undecodable: Sendable {
        package var escaped: String
        package var bytes: [UInt8]
    }

    /// The names in `folder` (not `.` and `..`): those that are UTF-8, and those that are not.
    /// Nil when the folder cannot be listed (errno says why).
    /// `types` holds each UTF-8 name's type as the listing gives it (`DT_REG`, `DT_DIR`, …;
    /// `DT_UNKNOWN` where the file system does not say), in the order of `names`.
    package static func list(_ folder: String) -> (names: [String], types: [UInt8], undecodable: [Undecodable])? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        var types: [UInt8] = []
        var undecodable: [Undecodable] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { start in
                    Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
                }
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
                types.append(entry.pointee.d_type)
            } else {
                undecodable.append(Undecodable(escaped: escaped(bytes), bytes: bytes))
            }
        }
        return (names, types, undecodable)
    }

    /// What a name that is not UTF-8 holds, looked at by its bytes (never following a link,
    /// never reading anything but a regular file): its type, and a regular file's first
    /// `prefixLength` bytes (as many as the caller's content sniffing reads).
    package static func look(at name: Undecodable, in folder: String, prefixLength: Int) -> (type: mode_t, prefix: [UInt8])? {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return nil }
        defer { close(directory) }
        let raw = name.bytes.map { CChar(bitPattern: $0) } + [0]
        var status = stat()
        guard fstatat(directory, raw, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { return (type, []) }
        let file = openat(directory, raw, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return (type, []) }
        defer { close(file) }
        var prefix = [UInt8](repeating: 0, count: prefixLength)
        let count = prefix.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        prefix.removeSubrange(max(0, count)...)
        return (type, prefix)
    }

    /// The command line's arguments that are not valid UTF-8 (Swift repairs them, so the
    /// file they name cannot be found), escaped.
    package static func undecodableArguments() -> [(index: Int, bytes: [UInt8], escaped: String)] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return nil }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
            return String(validating: bytes, as: UTF8.self) == nil ? (index, bytes, escaped(bytes)) : nil
        }
    }

    /// Whether something exists at `raw` (a path as bytes), without following a last link.
    package static func exists(_ raw: [UInt8]) -> Bool {
        var status = stat()
        return lstat(raw.map { CChar(bitPattern: $0) } + [0], &status) == 0
    }
}
