/// The config as Expo assembles it, looked up key by key: the dynamic script's value, with what
/// it leaves to the caller (the static config it receives as `config`, a JSON file it requires,
/// a spread of either) resolved only where a lookup passes, so each value found keeps the file
/// and the key path that wrote it. What is computed on the way is noted as not read.
extension ExpoConfigReader {
    /// A value and where it is written: the file (relative to the project's folder) and its key
    /// path there as a user finds it (`expo.plugins[2][1].sounds[0]`).
    struct Located {
        var value: ConfigValue
        var file: String
        var key: String

        /// The path of the member `name` below this one.
        func key(_ name: String) -> String { key.isEmpty ? name : key + "." + name }

        func with(_ value: ConfigValue, key: String? = nil) -> Located {
            Located(value: value, file: file, key: key ?? self.key)
        }
    }

    struct Tree {
        var sources: Sources
        /// The static config, its `expo` wrapper taken off: what `config` stands for.
        var staticRoot: Located?
        /// "FILE line N: not read: REASON", in the order met, maybe twice.
        var notRead: [String] = []
        /// Members, elements and spreads walked so far, across every lookup.
        var steps = 0
        /// What a spread of a JSON file or of `config` holds under a name, looked up once: a
        /// script may spread the same large file hundreds of times.
        var lookups: [Lookup: Located?] = [:]

        /// A config walks a few hundred members; past this many a file is built to stall the
        /// reader (thousands of spreads of a large JSON file), and the rest is not read.
        static let maxSteps = 4_000_000
        static let budgetSpent = "too many spreads or members"

        struct Lookup: Hashable {
            var isFile: Bool
            var path: [String]
            var name: String
        }

        /// Counts one step of the walk in `file`; false, noted once, when the budget is spent.
        mutating func step(in file: String) -> Bool {
            steps += 1
            guard steps > Self.maxSteps else { return true }
            if steps == Self.maxSteps + 1 { notRead.append("\(file): not read: \(Self.budgetSpent)") }
            return false
        }

        /// `object` without its `expo` wrapper, where it has one (Expo then ignores the rest); a
        /// wrapper chosen at run time (`expo: dev ? {…} : {…}`) is each of its objects.
        mutating func unwrapped(_ object: Located) -> Located {
            guard let expo = member(object, "expo"), let inner = resolved(expo) else { return object }
            switch inner.value {
            case .object, .alternatives: return inner
            default: return object
            }
        }

        mutating func note(_ value: ConfigValue, in file: String) {
            notRead += value.notRead.map { "\(file) \($0)" }
        }

        /// What a value the script leaves to the caller stands for; nil when it stands for
        /// nothing (no static config, a file not in the project or not readable).
        mutating func resolved(_ node: Located) -> Located? {
            switch node.value {
            case .parameter(let path, _):
                guard let staticRoot else { return nil }
                return member(staticRoot, path: path)
            case .file(let path, let members, let line):
                let found = sources.resolver.resolve(path)
                guard let relative = found.path else {
                    let why = found.unresolved == .outside ? "it is outside the project" : "there is no such file"
                    notRead.append("\(node.file) line \(line): not read: the JSON file \(path), as \(why)")
                    return nil
                }
                guard let value = sources.jsonValue(relative) else { return nil }
                return member(Located(value: value, file: relative, key: ""), path: members)
            default:
                return node
            }
        }

        mutating func member(_ node: Located, path: [String]) -> Located? {
            var current: Located? = node
            for name in path { current = current.flatMap { member($0, name) } }
            return current
        }

        /// The member `name`: the last one written, or what a spread after it puts there. A JSON
        /// file or `config` is looked up once per name, however often it is spread.
        mutating func member(_ node: Located, _ name: String) -> Located? {
            let lookup: Lookup
            switch node.value {
            case .file(let path, let members, _): lookup = Lookup(isFile: true, path: [path] + members, name: name)
            case .parameter(let path, _): lookup = Lookup(isFile: false, path: path, name: name)
            default: return resolvedMember(node, name)
            }
            if let known = lookups[lookup] { return known }
            let found = resolvedMember(node, name)
            lookups[lookup] = found
            return found
        }

        private mutating func resolvedMember(_ node: Located, _ name: String) -> Located? {
            guard let node = resolved(node) else { return nil }
            switch node.value {
            case .object(let members):
                for member in members.reversed() {
                    guard step(in: node.file) else { return nil }
                    if member.key == name { return node.with(member.value, key: node.key(name)) }
                    guard member.key == nil else { continue }
                    if case .computed = member.value {
                        note(member.value, in: node.file)
                    } else if let found = self.member(node.with(member.value), name) {
                        return found
                    }
                }
                return nil
            case .alternatives(let values):
                let found = values.compactMap { member(node.with($0), name) }
                guard let first = found.first else { return nil }
                return found.count == 1 ? first : first.with(.alternatives(found.map(\.value)))
            case .computed:
                note(node.value, in: node.file)
                return nil
            default:
                return nil
            }
        }

        /// The names of an object's members, spreads laid out, each once.
        mutating func memberNames(_ node: Located) -> [String] {
            guard let node = resolved(node), case .object(let members) = node.value else { return [] }
            var names: [String] = []
            for member in members {
                guard step(in: node.file) else { break }
                if let key = member.key {
                    names.append(key)
                } else if case .computed = member.value {
                    note(member.value, in: node.file)
                } else {
                    names += memberNames(node.with(member.value))
                }
            }
            return names.uniqued()
        }

        /// An array's elements, spreads laid out (each keeps the key that wrote it); each
        /// alternative's; a single value as a list of one.
        mutating func elements(_ node: Located) -> [Located] {
            guard let node = resolved(node) else { return [] }
            switch node.value {
            case .array(let items):
                var found: [Located] = []
                for (index, item) in items.enumerated() {
                    guard step(in: node.file) else { break }
                    if case .spread(let inner) = item {
                        found += elements(node.with(inner))
                    } else {
                        found.append(node.with(item, key: node.key + "[\(index)]"))
                    }
                }
                return found
            case .alternatives(let values):
                return values.flatMap { elements(node.with($0)) }
            case .computed:
                note(node.value, in: node.file)
                return []
            default:
                return [node]
            }
        }

        /// Every string `node` may be, each where it is written: itself, each alternative's, each
        /// element's of an array. What is computed is noted.
        mutating func strings(_ node: Located) -> [Located] {
            guard let node = resolved(node) else { return [] }
            switch node.value {
            case .string: return [node]
            case .alternatives(let values): return values.flatMap { strings(node.with($0)) }
            case .array: return elements(node).flatMap { strings($0) }
            case .computed, .spread:
                note(node.value, in: node.file)
                return []
            default: return []
            }
        }
    }
}
