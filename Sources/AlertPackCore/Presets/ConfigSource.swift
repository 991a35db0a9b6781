import Foundation

/// A preset or config file as its messages name it: its path as the user reads it (relative to
/// the working folder) and where each key path is written, so that every mistake is said as
/// `file:line:column: key.path …`, as compilers say theirs. A source `within` a part of the file
/// (an `overrides:` entry) names key paths from there.
package struct ConfigSource: Sendable, Equatable {
    /// The file's path relative to the working folder, or what the preset is ("built-in preset
    /// 'ios'").
    package let name: String
    private let positions: YAMLPositions
    /// Where the key paths start ("overrides[1]."); empty at the file's top level.
    private let prefix: String

    /// A file read from `path`, with where its values are written.
    package init(file path: String, positions: YAMLPositions) {
        name = Self.display(path)
        self.positions = positions
        prefix = ""
    }

    /// A source without positions (a built-in preset, or an origin given as text).
    package init(name: String) {
        self.name = name
        positions = YAMLPositions()
        prefix = ""
    }

    private init(name: String, positions: YAMLPositions, prefix: String) {
        self.name = name
        self.positions = positions
        self.prefix = prefix
    }

    /// The part of the file at `keyPath` (an `overrides:` entry), whose own key paths start there.
    package func within(_ keyPath: String) -> ConfigSource {
        ConfigSource(name: name, positions: positions, prefix: prefix + keyPath + ".")
    }

    /// How the preset's list of origins names it: `.alertpack.yml`, `.alertpack.yml: overrides[1]`.
    package var label: String { prefix.isEmpty ? name : "\(name): \(prefix.dropLast())" }

    /// `file:line:column: key.path` at the value of `keyPath` (where the nearest enclosing table
    /// is, for a key that is missing); `file: key.path` when positions are not known.
    package func at(_ keyPath: String) -> String {
        located(positions.value(at: prefix + keyPath), prefix + keyPath)
    }

    /// The same, at the key itself (for a key that should not be there).
    package func atKey(_ keyPath: String) -> String {
        located(positions.key(at: prefix + keyPath), prefix + keyPath)
    }

    /// `file:line:column` of the value at `keyPath` (or `file`), for messages that name no key.
    package func position(of keyPath: String) -> String {
        positions.value(at: prefix + keyPath).map { "\(name):\($0)" } ?? name
    }

    private func located(_ position: YAMLPositions.Position?, _ keyPath: String) -> String {
        "\(position.map { "\(name):\($0)" } ?? name): \(keyPath)"
    }

    /// `path` relative to the working folder (as compilers name the files they report on): a
    /// file below it, or in a folder above it (a config found by walking up, `../.alertpack.yml`);
    /// any other file by its whole path, which says more than a climb of `..`.
    private static func display(_ path: String) -> String {
        let relative = AbsolutePath.relative(path, to: FileManager.default.currentDirectoryPath)
        let names = relative.split(separator: "/")
        let climbs = names.prefix { $0 == ".." }.count
        guard !relative.isEmpty, climbs == 0 || names.count == climbs + 1 else { return AbsolutePath.of(path) }
        return relative
    }
}
