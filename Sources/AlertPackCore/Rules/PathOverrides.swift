import Foundation

/// The config's `overrides:`: rule settings for some paths only. Each entry's patterns are
/// matched as `ignore` patterns are (relative to the config's folder, or a name at any depth);
/// a file gets every matching entry, in order, over the configuration's own rules. Each entry is
/// read (and its mistakes reported) when the configuration resolves; the rule book of each
/// combination of entries a file matches is made once, on first use.
final class PathOverrides: @unchecked Sendable {
    struct Entry {
        var matcher: IgnorePatterns
        var rules: [String: PresetValue]
        var source: ConfigSource
    }

    private let entries: [Entry]
    private let base: Preset
    private let lock = NSLock()
    private var books: [[Int]: RuleBook] = [:]

    /// Reads every entry against `base`, gathering its warnings and errors (each at its line in
    /// the config) into `diagnostics`.
    init(_ overrides: [ProjectConfig.PathOverride], base: Preset, root: String, diagnostics: inout Diagnostics) {
        var entries: [Entry] = []
        for override in overrides {
            let preset = base.overriding(with: override.rules, from: override.source, diagnostics: &diagnostics)
            _ = RuleBook.read(preset, diagnostics: &diagnostics)
            entries.append(Entry(matcher: IgnorePatterns(override.files, root: root), rules: override.rules, source: override.source))
        }
        self.entries = entries
        self.base = base
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The rule book for `path`, or nil when no entry matches it.
    func book(for path: String) -> RuleBook? {
        let matching = entries.indices.filter { entries[$0].matcher.matches(path) || CheckScope.isIgnored(path, by: entries[$0].matcher) }
        guard !matching.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = books[matching] { return known }
        var preset = base
        for index in matching {
            // Each entry was read alone when the configuration resolved: combined, they hold.
            var unused = Diagnostics()
            preset = preset.overriding(with: entries[index].rules, from: entries[index].source, diagnostics: &unused)
        }
        preset.name = base.name
        guard let book = try? RuleBook(preset) else { return nil }
        books[matching] = book
        return book
    }
}
