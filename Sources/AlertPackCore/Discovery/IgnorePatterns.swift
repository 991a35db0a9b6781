import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style patterns (`*`, `?`, `[...]`, and `**` for any number of folders) that exclude
/// paths from a folder walk. A pattern without a slash matches a file or folder name at any
/// depth; one with a slash matches the path relative to `root`.
public struct IgnorePatterns: Sendable {
    public var patterns: [String]
    /// The folder relative patterns are anchored to (the config file's folder).
    public var root: String

    public init(_ patterns: [String] = [], root: String = ".") {
        // A trailing slash (`Pods/`, as .gitignore writes folders) names the folder itself.
        self.patterns = patterns.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.root = root
    }

    public func matches(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let relative = relativePath(path)
        for pattern in patterns {
            if pattern.contains("/") {
                if Self.glob(pattern, relative) || Self.glob(pattern, path) { return true }
            } else if Self.glob(pattern, name) {
                return true
            }
        }
        return false
    }

    /// `path` relative to `root`, both made absolute first; unchanged when outside `root`.
    private func relativePath(_ path: String) -> String {
        let absolutePath = AbsolutePath.of(path)
        let absoluteRoot = AbsolutePath.of(root)
        let prefix = absoluteRoot.hasSuffix("/") ? absoluteRoot : absoluteRoot + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : path
    }

    /// Whether `path` matches `pattern`, in time proportional to their lengths' product: `**` as a
    /// whole part matches any number of folders (`**/` zero or more), `*` any run of characters
    /// but `/`, `?` one, `[...]` a class (`!` or `^` negates, ranges allowed), `\` quotes the next
    /// character. A backtracking matcher (fnmatch, or trying every split at each `**`) takes time
    /// exponential in the number of stars on hostile patterns; this one fills a table instead.
    package static func glob(_ pattern: String, _ path: String) -> Bool {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let names = path.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.utf8) }
        // matches[i][j]: parts[i...] match names[j...]; filled from the end.
        var next = [Bool](repeating: false, count: names.count + 1)
        next[names.count] = true
        for i in stride(from: parts.count - 1, through: 0, by: -1) {
            var row = [Bool](repeating: false, count: names.count + 1)
            let deep = parts[i] == Array("**".utf8)
            for j in stride(from: names.count, through: 0, by: -1) {
                if deep {
                    // Zero folders (skip the part), or one more folder.
                    row[j] = next[j] || (j < names.count && row[j + 1])
                } else {
                    row[j] = j < names.count && next[j + 1] && matchesName(parts[i], names[j])
                }
            }
            next = row
        }
        return next[0]
    }

    /// One part of a pattern against one name, by dynamic programming over both.
    package static func matchesName(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        // Tokens first: a literal byte, any one byte, any run, or a class.
        enum Token { case byte(UInt8), one, run, set(Set<UInt8>, negated: Bool) }
        var tokens: [Token] = []
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            switch byte {
            case UInt8(ascii: "*"):
                if case .run = tokens.last {} else { tokens.append(.run) }
                index += 1
            case UInt8(ascii: "?"):
                tokens.append(.one)
                index += 1
            case UInt8(ascii: "\\") where index + 1 < pattern.count:
                tokens.append(.byte(pattern[index + 1]))
                index += 2
            case UInt8(ascii: "["):
                var cursor = index + 1
                var negated = false
                if cursor < pattern.count && (pattern[cursor] == UInt8(ascii: "!") || pattern[cursor] == UInt8(ascii: "^")) {
                    negated = true
                    cursor += 1
                }
                var members = Set<UInt8>()
                var first = true
                while cursor < pattern.count && (first || pattern[cursor] != UInt8(ascii: "]")) {
                    first = false
                    if cursor + 2 < pattern.count && pattern[cursor + 1] == UInt8(ascii: "-") && pattern[cursor + 2] != UInt8(ascii: "]") {
                        let (low, high) = (pattern[cursor], pattern[cursor + 2])
                        if low <= high { for member in low...high { members.insert(member) } }
                        cursor += 3
                    } else {
                        members.insert(pattern[cursor])
                        cursor += 1
                    }
                }
                if cursor < pattern.count {
                    tokens.append(.set(members, negated: negated))
                    index = cursor + 1
                } else {
                    // No closing bracket: a literal "[", as fnmatch takes it.
                    tokens.append(.byte(byte))
                    index += 1
                }
            default:
                tokens.append(.byte(byte))
                index += 1
            }
        }
        // As fnmatch without FNM_PERIOD (what was used before): a leading dot is an ordinary
        // character (the walk skips hidden names anyway).
        var next = [Bool](repeating: false, count: name.count + 1)
        next[name.count] = true
        for token in tokens.reversed() {
            var row = [Bool](repeating: false, count: name.count + 1)
            for j in stride(from: name.count, through: 0, by: -1) {
                switch token {
                case .run: row[j] = next[j] || (j < name.count && row[j + 1])
                case .one: row[j] = j < name.count && next[j + 1]
                case .byte(let byte): row[j] = j < name.count && name[j] == byte && next[j + 1]
                case .set(let members, let negated): row[j] = j < name.count && members.contains(name[j]) != negated && next[j + 1]
                }
            }
            next = row
        }
        return next[0]
    }
}
