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
        var origin: String
    }

    private let entries: [Entry]
    private let base: Preset
    private let lock = NSLock()
    private var books: [[Int]: RuleBook] = [:]

    /// Reads every entry against `base`, gathering warnings; a wrong value stops here.
    init(
        _ overrides: [ProjectConfig.PathOverride], base: Preset, root: String, origin: String, diagnostics: inout Diagnostics
    )
        throws(AlertPackError)
    {
        var entries: [Entry] = []
        for (index, override) in overrides.enumerated() {
            let at = "\(origin): overrides[\(index)]"
            let (preset, warnings) = try base.overriding(with: override.rules, origin: at)
            diagnostics.warn(warnings)
            diagnostics.warn(try RuleBook(preset).warnings)
            entries.append(Entry(matcher: IgnorePatterns(override.files, root: root), rules: override.rules, origin: at))
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
            if let overridden = try? preset.overriding(with: entries[index].rules, origin: entries[index].origin) { preset = overridden.0 }
        }
        preset.name = base.name
        guard let book = try? RuleBook(preset) else { return nil }
        books[matching] = book
        return book
    }
}
