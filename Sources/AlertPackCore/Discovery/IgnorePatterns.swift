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
        self.patterns = patterns
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

    /// `**/` matches zero or more folders; the rest is fnmatch with `/` matched literally.
    static func glob(_ pattern: String, _ path: String) -> Bool {
        if let range = pattern.range(of: "**") {
            let head = String(pattern[..<range.lowerBound])
            var tail = String(pattern[range.upperBound...])
            if tail.hasPrefix("/") { tail.removeFirst() }
            let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            for split in 0...components.count {
                let left = components[..<split].joined(separator: "/")
                let right = components[split...].joined(separator: "/")
                let headMatches = head.isEmpty ? true : glob(String(head.dropLast(head.hasSuffix("/") ? 1 : 0)), left)
                if headMatches && (tail.isEmpty || glob(tail, right)) { return true }
            }
            return false
        }
        return fnmatch(pattern, path, FNM_PATHNAME) == 0
    }
}
