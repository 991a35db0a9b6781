import Foundation

/// Shell-style patterns (`*`, `?`, `[...]`, and `**` for any number of folders) that exclude
/// paths from a folder walk. A pattern without a slash matches a file or folder name at any
/// depth; one with a slash matches the path relative to `root`.
public struct IgnorePatterns: Sendable {
    public var patterns: [String] { didSet { compiled = patterns.map(CompiledGlob.init) } }
    /// The patterns parsed once: they are matched against every path a walk meets.
    private var compiled: [CompiledGlob]
    /// The folder relative patterns are anchored to (the config file's folder).
    public var root: String { didSet { rootPrefix = Self.prefix(of: root) } }
    /// `root` made absolute, with a trailing slash: worked out once, not for every path matched.
    private var rootPrefix: String

    public init(_ patterns: [String] = [], root: String = ".") {
        // A trailing slash (`Pods/`, as .gitignore writes folders) names the folder itself.
        let patterns = patterns.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.patterns = patterns
        self.compiled = patterns.map(CompiledGlob.init)
        self.root = root
        self.rootPrefix = Self.prefix(of: root)
    }

    private static func prefix(of root: String) -> String {
        let absoluteRoot = AbsolutePath.of(root)
        return absoluteRoot.hasSuffix("/") ? absoluteRoot : absoluteRoot + "/"
    }

    public func matches(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        // Each worked out only when a pattern needs it: the last name for a pattern without a
        // slash, the path made absolute and relative for one with.
        var name: String?
        var relative: String?
        for pattern in compiled {
            if pattern.anchored {
                if relative == nil { relative = relativePath(path) }
                if pattern.matches(relative!) || pattern.matches(path) { return true }
            } else {
                if name == nil { name = FileName.last(of: path) }
                if pattern.matches(name!) { return true }
            }
        }
        return false
    }

    /// `path` relative to `root`, both made absolute first; unchanged when outside `root`.
    private func relativePath(_ path: String) -> String {
        let absolutePath = AbsolutePath.of(path)
        return absolutePath.hasPrefix(rootPrefix) ? String(absolutePath.dropFirst(rootPrefix.count)) : path
    }

    /// Whether `path` matches `pattern` (compiled for this one call; `IgnorePatterns` keeps its
    /// patterns compiled).
    package static func glob(_ pattern: String, _ path: String) -> Bool { CompiledGlob(pattern).matches(path) }

    /// One part of a pattern against one name.
    package static func matchesName(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        CompiledGlob.matches(CompiledGlob.tokens(pattern), name)
    }
}
