import Foundation

/// What `fix` writes so that resource shrinking keeps a raw sound: `@raw/NAME` in the
/// `tools:keep` list of the `<resources>` root of a keep file (`res/raw/keep.xml`). An existing
/// file changes only inside that attribute (or gains the attribute, and the tools namespace when
/// it has none): every other byte stays as the user wrote it.
package enum AndroidKeepFile {
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// Adds `entries` to the keep file at `path`, or creates it: written beside itself and renamed
    /// into place (a new one never over a file that appeared meanwhile). A rehearsal writes nothing.
    package static func add(_ entries: [String], at path: String, rehearsal: Bool) throws(AlertPackError) {
        var status = stat()
        let exists = lstat(path, &status) == 0
        let bytes: [UInt8]
        if exists {
            guard (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1,
                let edited = adding(entries, to: try RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "keep file"))
            else { throw AlertPackError.work(.keepFileNotEditable(path)) }
            bytes = edited
        } else {
            bytes = new(keeping: entries)
        }
        guard !rehearsal else { return }
        let folder = FileName.parent(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AlertPackError.work(.cannotMake(folder, words: error.localizedDescription))
        }
        let staged = StagedPath.beside(path)
        do throws(AlertPackError) {
            try AtomicFile.write(Data(bytes), to: staged)
            try exists ? StagedPath.replace(path, with: staged) : StagedPath.move(staged, to: path, removing: nil)
        } catch {
            StagedPath.discard(staged)
            throw error
        }
    }

    /// A new keep file holding `entries` (`@raw/ping`).
    package static func new(keeping entries: [String]) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Raw sounds named only by strings: resource shrinking would remove them (alertpack fix). -->
            <resources xmlns:tools="\(toolsNamespace)"
                tools:keep="\(entries.joined(separator: ","))" />

            """.utf8)
    }

    /// `bytes` with `entries` added to its root's `tools:keep`; nil when the file does not start
    /// with a `<resources>` root this edit can be sure of (a DOCTYPE, another root).
    package static func adding(_ entries: [String], to bytes: [UInt8]) -> [UInt8]? {
        guard let tag = rootTag(bytes) else { return nil }
        let attributes = self.attributes(bytes, from: tag.nameEnd, to: tag.end)
        let prefix = attributes.first { $0.name.hasPrefix("xmlns:") && String(decoding: bytes[$0.value], as: UTF8.self) == toolsNamespace }
            .map { String($0.name.dropFirst("xmlns:".count)) }
        if let prefix, let keep = attributes.first(where: { $0.name == prefix + ":keep" }) {
            let written = String(decoding: bytes[keep.value], as: UTF8.self)
            let joined = (written.trimmingCharacters(in: .whitespaces).isEmpty ? "" : ",") + entries.joined(separator: ",")
            return Array(bytes[..<keep.value.upperBound]) + Array(joined.utf8) + Array(bytes[keep.value.upperBound...])
        }
        var inserted = prefix == nil ? " xmlns:tools=\"\(toolsNamespace)\"" : ""
        inserted += " \(prefix ?? "tools"):keep=\"\(entries.joined(separator: ","))\""
        let at = tag.selfClosing ? tag.end - 1 : tag.end
        return Array(bytes[..<at]) + Array(inserted.utf8) + Array(bytes[at...])
    }

    /// The root start tag: where its name ends and the index of its `>`.
    private static func rootTag(_ bytes: [UInt8]) -> (nameEnd: Int, end: Int, selfClosing: Bool)? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
            } else if bytes[index...].starts(with: "<?".utf8) {
                guard let end = find("?>", in: bytes, from: index) else { return nil }
                index = end + 2
            } else if bytes[index...].starts(with: "<!--".utf8) {
                guard let end = find("-->", in: bytes, from: index) else { return nil }
                index = end + 3
            } else {
                break
            }
        }
        let name = Array("<resources".utf8)
        guard bytes[index...].starts(with: name), index + name.count < bytes.count else { return nil }
        let nameEnd = index + name.count
        guard [0x20, 0x0A, 0x0D, 0x09, 0x3E, 0x2F].contains(bytes[nameEnd]) else { return nil }
        var quote: UInt8?
        for position in nameEnd..<bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3E {
                return (nameEnd, position, bytes[position - 1] == 0x2F)
            }
        }
        return nil
    }

    /// The attributes of a start tag, each name with the range of its value's bytes.
    private static func attributes(_ bytes: [UInt8], from start: Int, to end: Int) -> [(name: String, value: Range<Int>)] {
        var found: [(name: String, value: Range<Int>)] = []
        var index = start
        while index < end {
            while index < end, !isNameByte(bytes[index]) { index += 1 }
            let nameStart = index
            while index < end, isNameByte(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < end, bytes[index] != 0x3D, !isNameByte(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == 0x3D else { continue }
            index += 1
            while index < end, bytes[index] != 0x22, bytes[index] != 0x27 { index += 1 }
            guard index < end else { break }
            let quote = bytes[index]
            let valueStart = index + 1
            index = valueStart
            while index < end, bytes[index] != quote { index += 1 }
            found.append((name, valueStart..<index))
            index += 1
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x3A).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
            || byte == 0x2E
    }

    private static func find(_ text: String, in bytes: [UInt8], from start: Int) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
