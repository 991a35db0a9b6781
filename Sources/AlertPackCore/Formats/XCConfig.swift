/// Reads an Xcode build settings file (`.xcconfig`): `NAME = value` lines, `//` comments, and
/// `#include "other.xcconfig"` (or `#include?`, which may be missing) relative to the including
/// file. A setting with a condition (`NAME[sdk=iphoneos*] = …`) is left out: which one applies
/// depends on a build we do not run. A file that cannot be read gives no settings.
package enum XCConfig {
    /// Includes nest no deeper than this; a cycle stops at the first repeat.
    static let maxDepth = 16
    static let maxBytes = 1 << 20

    package static func settings(path: String) -> [String: String] {
        var settings: [String: String] = [:]
        var visiting: Set<String> = []
        read(path, depth: 0, into: &settings, visiting: &visiting)
        return settings
    }

    private static func read(_ path: String, depth: Int, into settings: inout [String: String], visiting: inout Set<String>) {
        guard depth < maxDepth, !visiting.contains(path),
            let bytes = try? RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "xcconfig")
        else { return }
        visiting.insert(path)
        defer { visiting.remove(path) }
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.trimmingSpaces
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                let folder = FileName.parent(of: path)
                read(
                    included.hasPrefix("/") || folder.isEmpty ? included : folder + "/" + included, depth: depth + 1, into: &settings,
                    visiting: &visiting)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingSpaces
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let value = String(line[line.index(after: equals)...].trimmingSpaces)
            settings[String(name)] = BuildSettings.inheriting(value, from: settings[String(name)])
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == ";" { text = text.dropLast() }
        return text
    }
}
