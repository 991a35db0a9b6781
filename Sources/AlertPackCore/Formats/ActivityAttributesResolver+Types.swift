extension ActivityAttributesResolver {
    static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let numbers: Set<String> = ["Double", "Float", "CGFloat", "Float16", "Float32", "Float64", "Decimal", "TimeInterval"]
    static let strings: Set<String> = ["String", "Character", "URL", "UUID", "Data"]
    static let arrays: Set<String> = ["Array", "Set", "ContiguousArray", "Range", "ClosedRange"]

    /// The JSON `type` decodes from, with the default `JSONDecoder` ActivityKit decodes with:
    /// a `Date` from a number (its default strategy, `deferredToDate`: seconds since
    /// 2001-01-01), `Data` from a Base64 string, a range from `[lower, upper]`, an enumeration
    /// by its raw values (else, synthesized, as an object), a declared struct as an object.
    static func jsonType(_ type: SwiftTypeReference, from scope: [String], _ index: Index, depth: Int) -> JSONValueType {
        guard depth < SwiftDeclarationReader.maxDepth else { return .unknown }
        switch type {
        case .optional(let wrapped):
            var inner = jsonType(wrapped, from: scope, index, depth: depth + 1)
            inner.nullable = true
            return inner
        case .array(let element):
            let inner = jsonType(element, from: scope, index, depth: depth + 1)
            return JSONValueType(kinds: [.array], elements: inner.nullable ? [] : inner.kinds)
        case .dictionary(let key, _):
            // String and Int keys encode as an object's keys; any other as an array of pairs.
            guard case .named(let parts, _) = key, ["String", "Int"].contains(parts.last ?? "") else { return .unknown }
            return JSONValueType(kinds: [.object])
        case .named(let parts, let arguments):
            return named(parts, arguments, from: scope, index, depth: depth)
        case .other: return .unknown
        }
    }

    private static func named(
        _ parts: [String], _ arguments: [SwiftTypeReference], from scope: [String], _ index: Index, depth: Int
    ) -> JSONValueType {
        let plain = parts.count == 1 || (parts.count == 2 && ["Swift", "Foundation", "CoreGraphics"].contains(parts[0]))
        let name = parts.last ?? ""
        if plain {
            if integers.contains(name) { return JSONValueType(kinds: [.integer]) }
            if numbers.contains(name) { return JSONValueType(kinds: [.number]) }
            if name == "Date" { return JSONValueType(kinds: [.number], note: "seconds since 2001-01-01, the default date decoding") }
            if strings.contains(name) { return JSONValueType(kinds: [.string]) }
            if name == "Bool" { return JSONValueType(kinds: [.bool]) }
            if name == "Optional", let wrapped = arguments.first { return jsonType(.optional(wrapped), from: scope, index, depth: depth + 1) }
            if arrays.contains(name) {
                let element = arguments.first.map { jsonType($0, from: scope, index, depth: depth + 1) } ?? .unknown
                return JSONValueType(kinds: [.array], elements: element.nullable ? [] : element.kinds)
            }
            if name == "Dictionary", arguments.count == 2 {
                return jsonType(.dictionary(key: arguments[0], value: arguments[1]), from: scope, index, depth: depth + 1)
            }
        }
        if parts.count == 1, let alias = index.alias(name, in: scope) { return jsonType(alias, from: scope, index, depth: depth + 1) }
        guard let declared = index.lookup(parts, from: scope), declared.unread == nil, !index.decodesInExtension(declared.path) else {
            return .unknown
        }
        switch declared.kind {
        case .structure, .classType:
            // A `RawRepresentable` struct decodes as its raw value when its conformance gives
            // the coding (`struct OrderID: RawRepresentable, Codable { var rawValue: String }`).
            guard declared.inherits.contains("RawRepresentable") else { return JSONValueType(kinds: [.object]) }
            let raw = declared.properties.first { $0.name == "rawValue" }?.type
            return raw.map { jsonType($0, from: declared.path, index, depth: depth + 1) } ?? .unknown
        case .enumeration:
            let raw = declared.inherits.first ?? ""
            if raw == "String" {
                var type = JSONValueType(kinds: [.string])
                // The synthesized init(rawValue:) takes only the cases' raw values.
                if !declared.cases.isEmpty, !declared.rawValuesUnread, !declared.hasAssociatedValues {
                    type.strings = declared.cases.map { declared.rawValues[$0] ?? $0 }
                }
                return type
            }
            if raw == "Character" { return JSONValueType(kinds: [.string]) }
            if integers.contains(raw) { return JSONValueType(kinds: [.integer]) }
            if numbers.contains(raw) { return JSONValueType(kinds: [.number]) }
            // Synthesized for an enumeration without raw values (Swift 5.5): `{"case": {...}}`.
            return declared.cases.isEmpty ? .unknown : JSONValueType(kinds: [.object])
        case .extensionOf, .other: return .unknown
        }
    }

    /// The declarations by full name, and how Swift finds a name from a scope (by hash: a file
    /// may declare thousands of types; every step is a lookup, never a scan of them all).
    struct Index {
        private var byPath: [[String]: [SwiftTypeDeclaration]] = [:]
        private var extensionsByPath: [[String]: [SwiftTypeDeclaration]] = [:]
        /// Each type's aliases, its own before its extensions' (the first written wins).
        private var aliasesByPath: [[String]: [String: SwiftTypeReference]] = [:]
        private var extensionAliasesByPath: [[String]: [String: SwiftTypeReference]] = [:]
        private var decodedByExtension: Set<[String]> = []

        init(_ declarations: [SwiftTypeDeclaration]) {
            for declaration in declarations {
                let path = declaration.path
                if declaration.kind == .extensionOf {
                    extensionsByPath[path, default: []].append(declaration)
                    extensionAliasesByPath[path, default: [:]].merge(declaration.aliases) { first, _ in first }
                    if declaration.hasCustomDecoding { decodedByExtension.insert(path) }
                    continue
                }
                let known = byPath[path] ?? []
                // Two differing declarations already make the name conflicting: more add nothing
                // (and comparing each with all would be quadratic). The same declaration in two
                // files (a copy for the app, one for the widget) is one type.
                guard known.count < 2, !known.contains(where: { Self.same($0, declaration) }) else { continue }
                byPath[path, default: []].append(declaration)
                aliasesByPath[path, default: [:]].merge(declaration.aliases) { first, _ in first }
            }
        }

        /// Whether two declarations say the same, wherever they are written.
        static func same(_ one: SwiftTypeDeclaration, _ other: SwiftTypeDeclaration) -> Bool {
            var moved = other
            (moved.file, moved.line) = (one.file, one.line)
            moved.properties =
                zip(moved.properties, one.properties).map { mine, theirs in
                    var property = mine
                    property.line = theirs.line
                    return property
                } + moved.properties.dropFirst(one.properties.count)
            return moved == one
        }

        /// The files that declare types of this full name differently.
        func conflicting(at path: [String]) -> [String] {
            let found = byPath[path] ?? []
            return found.count > 1 ? found.map { "\($0.file):\($0.line)" } : []
        }

        /// The one type (not an extension) with this full name.
        func type(at path: [String]) -> SwiftTypeDeclaration? {
            byPath[path].flatMap { $0.count == 1 ? $0[0] : nil }
        }

        func extensions(of path: [String]) -> [SwiftTypeDeclaration] {
            extensionsByPath[path] ?? []
        }

        /// Whether an extension of the type declares its own `init(from:)`.
        func decodesInExtension(_ path: [String]) -> Bool {
            decodedByExtension.contains(path)
        }

        /// The one type `parts` names from `scope`: declared in the scope or any enclosing
        /// one (innermost first); else, for `Module.Type.Nested`, the type named without its
        /// first part (its module). Nil when none or several. `nestedOnly` looks only in `scope`.
        func lookup(_ parts: [String], from scope: [String], nestedOnly: Bool = false) -> SwiftTypeDeclaration? {
            guard !parts.isEmpty else { return nil }
            let lengths = nestedOnly ? [scope.count] : Array((0...scope.count).reversed())
            for length in lengths {
                let found = byPath[Array(scope.prefix(length)) + parts] ?? []
                if found.count == 1 { return found[0] }
                if found.count > 1 { return nil }
            }
            guard !nestedOnly, parts.count >= 2 else { return nil }
            return type(at: Array(parts.dropFirst()))
        }

        /// A `typealias NAME` declared in `scope` or an enclosing type (or their extensions).
        func alias(_ name: String, in scope: [String]) -> SwiftTypeReference? {
            for length in stride(from: scope.count, through: 1, by: -1) {
                let path = Array(scope.prefix(length))
                if let alias = aliasesByPath[path]?[name] ?? extensionAliasesByPath[path]?[name] { return alias }
            }
            return nil
        }
    }
}
