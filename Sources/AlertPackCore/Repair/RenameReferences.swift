import Foundation

/// The files that name a sound `fix --rename` gave a new name: payloads, the Xcode project's
/// resources, the code that plays it. They are listed, not edited: they are the user's, and a
/// name in code may mean something else.
package enum RenameReferences {
    /// Text files worth reading for a name.
    static let textExtensions: Set<String> = [
        "json", "apns", "pbxproj", "swift", "m", "mm", "h", "plist", "strings", "xcstrings", "js", "ts", "kt", "java", "dart", "py", "rb",
        "yml", "yaml",
    ]
    /// Files read at most, and their largest size: a huge tree stays bounded.
    static let maxFiles = 50_000
    static let maxBytes = 4 << 20

    /// "path:line" of each line that holds `name` (the old file name), below `root`, in path order.
    package static func find(_ name: String, under root: String) -> [String] {
        var found: [String] = []
        var read = 0
        let needle = Array(name.utf8)
        guard !needle.isEmpty, let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String, read < maxFiles {
            let last = FileName.last(of: relative)
            if last.hasPrefix(".") || FileDiscovery.dependencyFolders.contains(last) {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                continue
            }
            guard textExtensions.contains(FileName.extension(of: last)) else { continue }
            let path = root == "." ? relative : root + "/" + relative
            guard let data = RandomAccessFile.data(path: path, maxBytes: maxBytes) else { continue }
            read += 1
            found += lines(holding: needle, in: Array(data)).map { path + ":\($0)" }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The 1-based numbers of the lines that hold `needle` as a whole name (not inside a longer one).
    static func lines(holding needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        var numbers: [Int] = []
        var line = 1
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle),
                !isNamePart(index > 0 ? bytes[index - 1] : 0x20),
                !isNamePart(index + needle.count < bytes.count ? bytes[index + needle.count] : 0x20),
                numbers.last != line
            {
                numbers.append(line)
            }
            index += 1
        }
        return numbers
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
            || byte == 0x2E
    }
}
