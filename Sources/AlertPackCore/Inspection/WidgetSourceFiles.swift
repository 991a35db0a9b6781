import Foundation

/// The files below a folder that a widget extension's (or an app's) Swift and images are looked
/// for in: regular files only (a link could lead out of the project), dependency, build and
/// hidden folders, other projects' bundles and the folders of other projects left out, at most
/// `maxFiles`.
enum WidgetSourceFiles {
    static let maxFiles = 20_000

    /// Paths relative to `folder` of the files whose extension is one of `extensions`; folders
    /// whose extension is in `stopAt` (`xcassets`) are listed themselves and not entered.
    static func files(below folder: String, extensions: Set<String>, stopAt: Set<String> = []) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        var seen = 0
        while let next = walker.nextObject() as? String, seen < maxFiles {
            seen += 1
            let name = FileName.last(of: next)
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            let ext = FileName.extension(of: name)
            if type == .typeDirectory {
                if stopAt.contains(ext) {
                    found.append(next)
                    walker.skipDescendants()
                } else if ActivityAttributesSources.skippedFolders.contains(name) || name.hasPrefix(".")
                    || ["xcodeproj", "xcworkspace"].contains(ext) || holdsProject(folder + "/" + next)
                {
                    walker.skipDescendants()
                }
            } else if type == .typeRegular, extensions.contains(ext) {
                found.append(next)
            }
        }
        return found.sorted()
    }

    /// Whether a folder below the one walked holds another Xcode project: its sources and sounds
    /// are that project's (a sample app beside the one checked), not this one's.
    private static func holdsProject(_ folder: String) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasSuffix(".xcodeproj") } ?? false
    }

    /// The tokens of a Swift file (nil when it cannot be read or is over the reader's limit, or
    /// holds none of `mentioning`, when given: most files need no lexing).
    static func tokens(path: String, mentioning: [String] = []) -> [SwiftLexer.Token]? {
        guard let data = RandomAccessFile.data(path: path, maxBytes: SwiftDeclarationReader.maxFileBytes) else { return nil }
        if !mentioning.isEmpty, !mentioning.contains(where: { data.range(of: Data($0.utf8)) != nil }) { return nil }
        var lexer = SwiftLexer(bytes: [UInt8](data))
        return lexer.tokens()
    }
}

extension WidgetSourceFiles {
    /// Whether `path` is a folder (a link to one is not followed: it could lead out).
    static func isFolder(_ path: String) -> Bool {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { return false }
        return type == .typeDirectory
    }
}
