import Foundation

/// The literal references to a raw sound that `fix` renamed, written anew with its new name:
/// `…/raw/OLD` and `@raw/OLD` (an `android.resource://` URI, an XML reference, a path into
/// `res/raw`), `getIdentifier("OLD", "raw", …)`, `RawResourceAndroidNotificationSound('OLD')` and a
/// config's `sound: "OLD"` (with or without the extension). Only these forms are edited, each
/// whole (a longer name that starts with OLD is another); every other byte stays, and any other
/// line that still holds the old name is listed, as `RenameReferences` lists it for iOS.
package enum AndroidReferenceRewriter {
    /// The sources and configs these forms are written in.
    static let textExtensions: Set<String> = ["kt", "kts", "java", "xml", "json", "js", "jsx", "mjs", "cjs", "ts", "tsx", "dart"]

    /// One file's new bytes and the 1-based lines changed; nil when nothing changed.
    package static func rewrite(_ bytes: [UInt8], from old: String, to new: String, extension ext: String) -> (bytes: [UInt8], lines: [Int])? {
        let names = [(old + "." + ext, new + "." + ext), (old, new)].map { (Array($0.utf8), Array($1.utf8)) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var lines: [Int] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if let (from, to) = names.first(where: { matches($0.0, in: bytes, at: index) }), isReference(bytes, at: index, length: from.count) {
                output += to
                index += from.count
                if lines.last != line { lines.append(line) }
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return lines.isEmpty ? nil : (output, lines)
    }

    private static func matches(_ name: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + name.count <= bytes.count && bytes[index] == name[0] && bytes[index..<index + name.count].elementsEqual(name)
            && !isNamePart(index + name.count < bytes.count ? bytes[index + name.count] : 0x20)
    }

    /// Whether the name at `index` is one of the forms above.
    private static func isReference(_ bytes: [UInt8], at index: Int, length: Int) -> Bool {
        if index >= 5, ["/raw/", "@raw/"].contains(where: { bytes[index - 5..<index].elementsEqual($0.utf8) }) { return true }
        guard index > 0, bytes[index - 1] == 0x22 || bytes[index - 1] == 0x27, index + length < bytes.count,
            bytes[index + length] == bytes[index - 1]
        else { return false }
        let after = skipSpace(bytes, from: index + length + 1, step: 1)
        if after < bytes.count, bytes[after] == 0x2C {
            let next = skipSpace(bytes, from: after + 1, step: 1)
            if bytes[next...].starts(with: "\"raw\"".utf8) { return true }
        }
        let before = skipSpace(bytes, from: index - 2, step: -1)
        guard before >= 0 else { return false }
        if bytes[before] == 0x28 { return word(before: before, in: bytes) == "RawResourceAndroidNotificationSound" }
        if bytes[before] == 0x3A { return word(before: before, in: bytes) == "sound" }
        return false
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int, step: Int) -> Int {
        var index = start
        while index >= 0, index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += step }
        return index
    }

    /// The identifier (or quoted key) just before `end`, without its quotes.
    private static func word(before end: Int, in bytes: [UInt8]) -> String {
        var last = skipSpace(bytes, from: end - 1, step: -1)
        if last >= 0, bytes[last] == 0x22 || bytes[last] == 0x27 { last -= 1 }
        var first = last
        while first >= 0, isNamePart(bytes[first]), bytes[first] != 0x2E { first -= 1 }
        guard last > first else { return "" }
        return String(decoding: bytes[first + 1...last], as: UTF8.self)
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D
            || byte == 0x2E
    }

    /// Rewrites every file below `root` (hidden, dependency and build folders left out) that
    /// holds a reference: each file written beside itself and renamed over it, keeping its mode.
    /// A file with other hard links (rewriting it would split it from them) or one that cannot be
    /// written is left as it is, and its lines are returned in `left`; a link is not followed.
    /// `rehearsal` writes nothing. Returns "path:line" of each line changed (or that would be).
    package static func rewriteAll(
        under root: String, from old: String, to new: String, extension ext: String, rehearsal: Bool
    ) -> (changed: [String], left: [String]) {
        var changed: [String] = []
        var left: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return ([], []) }
        var read = 0
        while let relative = walker.nextObject() as? String, read < RenameReferences.maxFiles {
            let last = FileName.last(of: relative)
            if last.hasPrefix(".") || FileDiscovery.dependencyFolders.contains(last) || last == "build" {
                if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                continue
            }
            guard textExtensions.contains(FileName.extension(of: last)), (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular
            else { continue }
            let path = root == "." ? relative : root + "/" + relative
            guard let data = RandomAccessFile.data(path: path, maxBytes: RenameReferences.maxBytes) else { continue }
            read += 1
            guard let (bytes, lines) = rewrite(Array(data), from: old, to: new, extension: ext) else { continue }
            let hardLinked = (walker.fileAttributes?[.referenceCount] as? Int ?? 1) != 1
            if hardLinked || (!rehearsal && !replace(path, with: bytes)) {
                left += lines.map { path + ":\($0)" }
                continue
            }
            changed += lines.map { path + ":\($0)" }
        }
        let order = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
        return (changed.sorted(by: order), left.sorted(by: order))
    }

    /// Writes `bytes` beside `path` and renames them over it; false (nothing changed) on failure.
    private static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let staged = StagedPath.beside(path)
        guard (try? AtomicFile.write(Data(bytes), to: staged)) != nil, (try? StagedPath.replace(path, with: staged)) != nil else {
            StagedPath.discard(staged)
            return false
        }
        return true
    }
}
