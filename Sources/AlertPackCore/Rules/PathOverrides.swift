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
        exact = nil
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The rule book for `path`, or nil when no entry matches it.
    func book(for path: String) -> RuleBook? {
        if let exact { return exact[AbsolutePath.of(path)] }
        let matching = self.matching(path)
        guard !matching.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = books[matching] { return known }
        guard let book = try? RuleBook(preset(combining: matching)) else { return nil }
        books[matching] = book
        return book
    }

    /// The entries `path` matches, in order.
    private func matching(_ path: String) -> [Int] {
        entries.indices.filter { entries[$0].matcher.matches(path) || CheckScope.isIgnored(path, by: entries[$0].matcher) }
    }

    /// The preset the entries `path` matches make of the base, or nil when none matches it (a
    /// package records it for each file, for `verify`).
    func preset(for path: String) -> Preset? {
        let matching = self.matching(path)
        return matching.isEmpty ? nil : preset(combining: matching)
    }

    private func preset(combining matching: [Int]) -> Preset {
        var preset = base
        for index in matching {
            // Each entry was read alone when the configuration resolved: combined, they hold.
            var unused = Diagnostics()
            preset = preset.overriding(with: entries[index].rules, from: entries[index].source, diagnostics: &unused)
        }
        preset.name = base.name
        return preset
    }

    /// A package's files judged as their sources were (`package`'s own check of what it wrote,
    /// and `verify`): each file's rule book by its absolute path, none for any other path.
    private let exact: [String: RuleBook]?

    init(exact books: [String: RuleBook], base: Preset) {
        entries = []
        self.base = base
        exact = books
    }
}
