import Foundation

/// Which files are notification attachments: those matching the config's `attachments:`
/// patterns (relative to the config's folder, as `ignore:` patterns are) and those below a
/// folder named with `--attachments`. An attachment is checked as one, never as a sound or icon.
public struct AttachmentSelection: Sendable {
    public var patterns: IgnorePatterns
    /// Folders whose every file is an attachment, as absolute paths.
    public private(set) var folders: [String]

    public init(patterns: IgnorePatterns = IgnorePatterns(), folders: [String] = []) {
        self.patterns = patterns
        self.folders = folders.map(AbsolutePath.of)
    }

    public var isEmpty: Bool { patterns.patterns.isEmpty && folders.isEmpty }

    public mutating func add(folder: String) { folders.append(AbsolutePath.of(folder)) }

    public func contains(_ path: String) -> Bool {
        if isEmpty { return false }
        if patterns.matches(path) { return true }
        guard !folders.isEmpty else { return false }
        let full = AbsolutePath.of(path)
        return folders.contains { AbsolutePath.isBelow(full, $0) }
    }

}
