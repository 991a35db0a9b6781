import Foundation

/// The one edit alertpack makes to a resource keep file (`res/raw/keep.xml`): references such as
/// `@raw/ping` or `@drawable/ic_stat_x` added to the `tools:keep` list of its `<resources>` root,
/// so that resource shrinking keeps what only a string names. `fix` (a raw sound) and
/// `icons --android-notification` (a small icon) both write through here. An existing file changes
/// only inside that attribute (or gains it, and the tools namespace when it has none); the result
/// must read back, as the shrinker and `AndroidProjectReader` read it, as keeping each reference.
package enum AndroidKeepFileEdit {
    static let toolsNamespace = "http://schemas.android.com/tools"
    /// The largest keep file read for editing: a resource list, never megabytes.
    static let maxBytes = 1 << 20

    /// What is at a keep file's path before it is edited.
    package enum Existing: Equatable {
        /// Nothing: a new file may be made there.
        case absent
        /// A regular file of the user's with one name, and its bytes.
        case editable([UInt8])
        /// A link, a file with other names (a hard link), something not a file, unreadable or too
        /// large: replacing it would cut the user's link or change what another name holds.
        case notEditable
    }

    /// Reads the keep file at `path` for an edit, never through a link.
    package static func existing(at path: String) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT ? .absent : .notEditable }
        guard status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1,
            let bytes = try? RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "keep file")
        else { return .notEditable }
        return .editable(bytes)
    }

    /// A new keep file keeping `references`.
    package static func new(keeping references: [String]) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Resources named only by strings: resource shrinking would remove them (written by alertpack). -->
            <resources xmlns:tools="\(toolsNamespace)"
                tools:keep="\(references.joined(separator: ","))" />

            """.utf8)
    }

    /// `bytes` (a keep file) with `references` added to its root's `tools:keep`, every other byte
    /// as it was; nil when the file is not a plain `<resources>` document this can edit safely (a
    /// document type, another root, a `tools` prefix bound elsewhere).
    package static func adding(_ references: [String], to bytes: [UInt8]) -> [UInt8]? {
        guard let tags = try? XMLTagScanner.tags(bytes), let root = tags.first, root.name == "resources", let tag = rootTag(bytes) else {
            return nil
        }
        // The prefixes bound to the tools namespace, in document order: the one whose keep list
        // exists is extended, else the first (a dictionary's order would change between runs).
        let prefixes = tag.attributes.filter { $0.name.hasPrefix("xmlns:") && String(decoding: bytes[$0.value], as: UTF8.self) == toolsNamespace }
            .map { String($0.name.dropFirst(6)) }
        let bound = prefixes.first { prefix in tag.attributes.contains { $0.name == prefix + ":keep" } } ?? prefixes.first
        if bound == nil && root.attributes["xmlns:tools"] != nil { return nil }
        let keepName = (bound ?? "tools") + ":keep"
        let joined = references.joined(separator: ",")
        var result = bytes
        if let keep = tag.attributes.first(where: { $0.name == keepName }) {
            let value = String(decoding: bytes[keep.value], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            result.insert(contentsOf: Array(((value.isEmpty ? "" : ",") + joined).utf8), at: keep.value.upperBound)
        } else {
            let namespace = bound == nil ? " xmlns:tools=\"\(toolsNamespace)\"" : ""
            result.insert(contentsOf: Array((namespace + " \(keepName)=\"\(joined)\"").utf8), at: tag.nameEnd)
        }
        // The edit must read back as the keep rule the shrinker (and alertpack's reader) sees.
        guard let check = try? XMLTagScanner.tags(result), let newRoot = check.first else { return nil }
        let kept = AndroidProjectReader.list(newRoot.attributes[keepName])
        for reference in references {
            let parts = reference.dropFirst().split(separator: "/", maxSplits: 1).map(String.init)
            guard reference.hasPrefix("@"), parts.count == 2, AndroidKeepRule.covers(kept, type: parts[0], name: parts[1]) else { return nil }
        }
        return result
    }

    /// The root start tag's place: where its name ends and each attribute's value lies.
    private static func rootTag(_ bytes: [UInt8]) -> (nameEnd: Int, attributes: [(name: String, value: Range<Int>)])? {
        var index = 0
        func starts(_ text: String) -> Bool { bytes[index...].starts(with: Array(text.utf8)) }
        func skip(past end: String) -> Bool {
            let ending = Array(end.utf8)
            while index < bytes.count {
                if bytes[index...].starts(with: ending) {
                    index += ending.count
                    return true
                }
                index += 1
            }
            return false
        }
        if starts("\u{FEFF}") { index += 3 }
        while index < bytes.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            } else if starts("<?") {
                guard skip(past: "?>") else { return nil }
            } else if starts("<!--") {
                guard skip(past: "-->") else { return nil }
            } else {
                break
            }
        }
        // A document type (and its entities) is not edited: the reader refuses entities anyway.
        guard starts("<resources") else { return nil }
        index += 10
        return attributes(bytes, from: index).map { (index, $0) }
    }

    /// The attributes of a start tag from `start` (just after its name) to its `>`.
    private static func attributes(_ bytes: [UInt8], from start: Int) -> [(name: String, value: Range<Int>)]? {
        var index = start
        var found: [(name: String, value: Range<Int>)] = []
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while index < bytes.count {
            while index < bytes.count && space.contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { return found }
            let nameStart = index
            while index < bytes.count && !space.contains(bytes[index]) && bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count && space.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < bytes.count && space.contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count && bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            found.append((name, valueStart..<index))
            index += 1
        }
        return nil
    }
}
