import Foundation

/// The short string literals of an app's Swift and Objective-C sources: enough to tell whether a
/// name (a notification category) is written anywhere in the code that could register it.
package enum SourceLiterals {
    /// The most source files and bytes read from one project's folder.
    static let maxFiles = 20_000
    static let maxFileBytes = 1 << 20
    static let extensions: Set<String> = ["swift", "m", "mm", "h"]

    /// The literals of every source file below `folder` (dependency and build folders left out).
    package static func read(below folder: String) -> Set<String> {
        var literals = Set<String>()
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return literals }
        var files = 0
        while let next = walker.nextObject() as? String, files < maxFiles {
            let name = FileName.last(of: next)
            if ["Pods", "Carthage", ".build", "DerivedData", "node_modules", ".git"].contains(name) {
                walker.skipDescendants()
                continue
            }
            guard extensions.contains(FileName.extension(of: name)),
                let data = RandomAccessFile.data(path: folder + "/" + next, maxBytes: maxFileBytes),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            files += 1
            literals.formUnion(Self.literals(in: text))
        }
        return literals
    }

    /// `"..."` runs of up to 200 characters without escapes or interpolation, on one line.
    static func literals(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") where line.contains("\"") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            var index = 1
            while index < parts.count - 1 {
                let part = parts[index]
                if part.count <= 200, !part.contains("\\") { found.append(String(part)) }
                index += 2
            }
        }
        return found
    }
}
