import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, whatever its spelling: `Sounds/a.caf`, `./Sounds/a.caf`, `Sounds//a.caf`
/// and its absolute path are one key, so a file reached through two named paths (`check Sounds .`)
/// is reported once, under the spelling met first. Absolute, with empty and `.` names dropped, and
/// compared by bytes: two names that differ only by Unicode normalisation are two files on Linux.
/// `name/..` is dropped only where `name` is a folder and no link (lstat): past a link it leads
/// elsewhere (`link/../a.caf` is not `./a.caf`), and is kept as it is. A path reached through an
/// alias (a name that is not UTF-8) is keyed by the bytes the alias points at, never by the
/// escaped name it is shown under (`caf\xE9.wav` is also the name of another file).
package struct PathKey: Hashable, Sendable {
    private let bytes: [UInt8]

    /// - Parameters:
    ///   - folder: the folder a relative path is taken from (the working folder).
    ///   - aliases: the run's aliases, whose links are keyed by what they point at.
    package init(_ path: String, from folder: String, aliases: NameAliases? = nil) {
        let slash = UInt8(ascii: "/")
        var full = path.hasPrefix("/") ? Array(path.utf8) : Array(folder.utf8) + [slash] + Array(path.utf8)
        // An alias of a file in a folder reached through another alias points through that one.
        var hops = 0
        while hops < 64, let aliases, !aliases.isEmpty, let target = aliases.target(of: full) {
            full = target
            hops += 1
        }
        let dot = [UInt8(ascii: ".")]
        let dotDot = dot + dot
        var names: [ArraySlice<UInt8>] = []
        for name in full.split(separator: slash, omittingEmptySubsequences: true) {
            if name.elementsEqual(dot) { continue }
            if name.elementsEqual(dotDot) {
                // `/..` is `/`; a `..` kept (after a link) is followed by more kept ones.
                guard let last = names.last else { continue }
                if last.elementsEqual(dotDot) || !Self.isFolder(names) {
                    names.append(name)
                } else {
                    names.removeLast()
                }
                continue
            }
            names.append(name)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(full.count)
        for name in names {
            bytes.append(slash)
            bytes += name
        }
        self.bytes = bytes.isEmpty ? [slash] : bytes
    }

    /// Whether the path `names` spell is a folder itself, not a link (nor missing, nor a file):
    /// only then is `..` after it its parent.
    private static func isFolder(_ names: [ArraySlice<UInt8>]) -> Bool {
        var path: [CChar] = []
        for name in names {
            path.append(CChar(bitPattern: UInt8(ascii: "/")))
            path += name.map { CChar(bitPattern: $0) }
        }
        path.append(0)
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Keyed from the working folder.
    package init(_ path: String, aliases: NameAliases? = nil) {
        self.init(path, from: FileManager.default.currentDirectoryPath, aliases: aliases)
    }
}

/// Paths without duplicates by `PathKey`, in the order first met, each under its first spelling.
package struct UniquePaths: Sendable {
    private let folder: String
    private let aliases: NameAliases?
    private var seen: Set<PathKey> = []
    package private(set) var paths: [String] = []

    package init(from folder: String = FileManager.default.currentDirectoryPath, aliases: NameAliases? = nil) {
        self.folder = folder
        self.aliases = aliases
    }

    /// Adds `path` unless another spelling of it is in already; true when added.
    @discardableResult
    package mutating func insert(_ path: String) -> Bool {
        guard seen.insert(PathKey(path, from: folder, aliases: aliases)).inserted else { return false }
        paths.append(path)
        return true
    }

    /// `paths` without later spellings of a path met before.
    package static func of(_ paths: [String], from folder: String, aliases: NameAliases? = nil) -> [String] {
        var unique = UniquePaths(from: folder, aliases: aliases)
        for path in paths { unique.insert(path) }
        return unique.paths
    }
}
