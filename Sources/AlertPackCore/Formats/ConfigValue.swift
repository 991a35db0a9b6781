/// A value read from a JavaScript or TypeScript config file without running it
/// (`ConfigScriptReader`): the literal part as JSON-like values, and everything else as a marker
/// that says precisely what was not read, never a guess. A value that one of several branches
/// decides (`a ? b : c`, `a || b`) is each of them; a value the caller knows and the script does
/// not (the static config a function form receives, a JSON file it requires) is named for the
/// caller to resolve.
package indirect enum ConfigValue: Sendable, Equatable {
    /// `null` or `undefined`.
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConfigValue])
    /// Members in source order; a later member of the same key wins, as in JavaScript.
    case object([ConfigMember])
    /// Any of these, chosen at run time (`?:`, `||`, `??`).
    case alternatives([ConfigValue])
    /// The static config's value at `path` (`config.android` is `["android"]`), that an Expo
    /// function form receives as `{ config }`.
    case parameter([String], line: Int)
    /// The JSON file `path` (relative to the script's folder, no `..`, not absolute) names, at
    /// `members` inside it: `require('./app.json').expo`, `import meta from './package.json'`.
    case file(String, members: [String], line: Int)
    /// `...value` in an array, where value is not an array read here.
    case spread(ConfigValue)
    /// Not read: `reason` says what stands there ("computed: process.env.APP_ENV").
    case computed(String, line: Int)

    /// The member `key` of an object (the last one of that name), or nil when it has none or
    /// is not an object. An object with a spread that is not read may still hold `key`:
    /// `unresolvedSpreads` says so.
    package subscript(key: String) -> ConfigValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The value at `path` of member names, or nil where one is missing.
    package subscript(path path: [String]) -> ConfigValue? {
        var value: ConfigValue? = self
        for key in path { value = value?[key] }
        return value
    }

    /// The string, when this is one.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements, when this is an array.
    package var elements: [ConfigValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The spreads of an object (`...config`, `...require('./app.json').expo`, or one not
    /// read): what may put more members into it.
    package var unresolvedSpreads: [ConfigValue] {
        guard case .object(let members) = self else { return [] }
        return members.filter { $0.key == nil }.map(\.value)
    }

    /// Every string this value may be: itself, or each alternative's.
    package var possibleStrings: [String] {
        switch self {
        case .string(let text): [text]
        case .alternatives(let values): values.flatMap(\.possibleStrings)
        default: []
        }
    }

    /// Every part not read, as "line N: reason", in source order of the tree.
    package var notRead: [String] {
        switch self {
        case .computed(let reason, let line): ["line \(line): not read: \(reason)"]
        case .array(let items), .alternatives(let items): items.flatMap(\.notRead)
        case .object(let members): members.flatMap(\.value.notRead)
        case .spread(let value): value.notRead
        case .null, .bool, .number, .string, .parameter, .file: []
        }
    }

    /// How deep the tree nests (a leaf is 1), for the reader's depth limit.
    var height: Int {
        switch self {
        case .array(let items), .alternatives(let items): 1 + (items.map(\.height).max() ?? 0)
        case .object(let members): 1 + (members.map(\.value.height).max() ?? 0)
        case .spread(let value): 1 + value.height
        default: 1
        }
    }

    /// The number of values in the tree, for the reader's budget.
    var count: Int {
        switch self {
        case .array(let items), .alternatives(let items): items.reduce(1) { $0 + $1.count }
        case .object(let members): members.reduce(1) { $0 + $1.value.count }
        case .spread(let value): 1 + value.count
        default: 1
        }
    }
}

extension ConfigValue {
    /// A JSON file's value as a script's value, so a static config (app.json,
    /// capacitor.config.json) and a script's are looked up alike; an object's members in key
    /// order (the JSON reader keeps no order, and no rule needs it).
    package init(json node: JSONNode) {
        switch node {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ConfigValue.init(json:)))
        case .object(let table): self = .object(table.keys.sorted().map { ConfigMember(key: $0, value: ConfigValue(json: table[$0]!)) })
        }
    }
}

/// One member of an object read from a config script; `key` is nil for a spread (`...config`)
/// that could not be laid out member by member here.
package struct ConfigMember: Sendable, Equatable {
    package var key: String?
    package var value: ConfigValue

    package init(key: String?, value: ConfigValue) {
        self.key = key
        self.value = value
    }
}
