extension SwiftDeclarationWalk {
    /// `struct NAME<…>: A, B where … { … }` (or an enumeration, class, extension): read with its
    /// body; returns the index after it.
    mutating func typeDeclaration(
        at index: Int, in range: Range<Int>, scope: [String], depth: Int, attributes: [String], into members: inout SwiftMembers
    ) -> Int {
        let kind = Self.typeKeywords[word(index) ?? ""] ?? .other
        var at = index + 1
        var names: [String] = []
        while let name = word(at) {
            names.append(name)
            at += 1
            guard isPunctuation(at, "."), word(at + 1) != nil else { break }
            at += 1
        }
        if isPunctuation(at, "<") { at = closing(at, in: range) + 1 }
        var inherits: [String] = []
        var angle = 0
        while at < range.upperBound, !isPunctuation(at, "{") {
            if isPunctuation(at, "<") { angle += 1 } else if isPunctuation(at, ">") { angle -= 1 }
            if let name = word(at), angle == 0 {
                if name == "where" { angle = 1 }  // a where clause names no conformance
                if !isPunctuation(at + 1, "."), name != "where" { inherits.append(name) }
            }
            if isPunctuation(at, "(") { at = closing(at, in: range) }
            at += 1
        }
        guard at < range.upperBound, let name = names.last else { return at }
        let end = closing(at, in: range)
        let typeScope = kind == .extensionOf ? Array(names.dropLast()) : scope
        var declaration = SwiftTypeDeclaration(
            kind: kind, name: name, scope: typeScope, inherits: inherits, file: file, line: tokens[index].line)
        if depth < SwiftDeclarationReader.maxDepth, kind != .other {
            let body = level(at + 1..<end, scope: typeScope + [name], depth: depth + 1, inType: true)
            declaration.properties = body.properties
            declaration.codingKeys = body.codingKeys
            declaration.cases = body.cases
            declaration.rawValues = body.rawValues
            declaration.rawValuesUnread = body.rawValuesUnread
            declaration.hasAssociatedValues = body.hasAssociatedValues
            declaration.aliases = body.aliases
            declaration.unread = body.unread
            declaration.hasCustomDecoding = body.hasCustomDecoding
            if let macro = attributes.first(where: { !Self.harmlessAttributes.contains($0) }) {
                declaration.unread = "the attribute @\(macro) on it"
            }
            if kind == .enumeration && name == "CodingKeys" {
                members.codingKeys = Dictionary(body.cases.map { ($0, body.rawValues[$0] ?? $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        found.append(declaration)
        return end + 1
    }

    /// `var a: T = v, b: U { didSet {…} }`: each stored binding, unless static; a computed one
    /// (an accessor block other than observers) is no stored property. Returns the index after it.
    mutating func property(
        at index: Int, in range: Range<Int>, attributes: [String], modifiers: Set<String>, into members: inout SwiftMembers
    ) -> Int {
        let isLet = word(index) == "let"
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        var at = index + 1
        // `var a, b: Int`: a name with neither type nor value takes the type written after it.
        var untyped: [Int] = []
        while at < range.upperBound {
            guard let name = word(at) else { return skipExpression(from: at, in: range) }
            let line = tokens[at].line
            at += 1
            var type: SwiftTypeReference?
            if isPunctuation(at, ":") {
                at += 1
                let written = typeReference(at: &at, in: range)
                type = written
                for earlier in untyped { members.properties[earlier].type = written }
                untyped = []
            }
            var hasDefault = false
            if isPunctuation(at, "=") {
                hasDefault = true
                at = skipExpression(from: at + 1, in: range)
            }
            var stored = true
            if isPunctuation(at, "{") {
                let first = word(at + 1)
                stored = first == "willSet" || first == "didSet"
                at = closing(at, in: range) + 1
            }
            if stored && !isStatic {
                if let wrapper = attributes.first(where: { !Self.harmlessAttributes.contains($0) }) {
                    members.mark("the property wrapper @\(wrapper) on \(name)")
                }
                if modifiers.contains("lazy") { members.mark("the lazy property \(name)") }
                if type == nil && !hasDefault && isPunctuation(at, ",") { untyped.append(members.properties.count) }
                members.properties.append(SwiftStoredProperty(name: name, type: type, isLet: isLet, hasDefault: hasDefault, line: line))
            }
            guard isPunctuation(at, ",") else { return at }
            at += 1
        }
        return at
    }

    /// A member that is not a property: enumeration cases, a type alias, `init(from:)`.
    /// Returns the index of the last token it took.
    mutating func member(_ word: String, at index: Int, in range: Range<Int>, into members: inout SwiftMembers) -> Int {
        switch word {
        case "case": return cases(at: index + 1, in: range, into: &members)
        case "typealias":
            guard let name = self.word(index + 1), isPunctuation(index + 2, "=") else { return index }
            var at = index + 3
            members.aliases[name] = typeReference(at: &at, in: range)
            return at - 1
        case "init":
            var at = index + 1
            if isPunctuation(at, "?") || isPunctuation(at, "!") { at += 1 }
            if isPunctuation(at, "("), self.word(at + 1) == "from" {
                members.hasCustomDecoding = true
                members.mark("its own init(from:)")
            }
            return index
        default: return index
        }
    }

    /// `case a, b = "x", c(Int)`: names, raw values that are strings, associated values.
    private mutating func cases(at index: Int, in range: Range<Int>, into members: inout SwiftMembers) -> Int {
        var at = index
        while at < range.upperBound, let name = word(at) {
            members.cases.append(name)
            at += 1
            if isPunctuation(at, "(") {
                members.hasAssociatedValues = true
                at = closing(at, in: range) + 1
            }
            if isPunctuation(at, "=") {
                if at + 1 < range.upperBound, case .string(let text?) = tokens[at + 1].kind {
                    members.rawValues[name] = text
                } else {
                    members.rawValuesUnread = true
                }
                at = skipExpression(from: at + 1, in: range)
            }
            guard isPunctuation(at, ",") else { break }
            at += 1
        }
        return at - 1
    }

    /// Past an expression: to a `,` or `;` at its level, the end of the body, or a new line that
    /// starts a declaration.
    func skipExpression(from index: Int, in range: Range<Int>) -> Int {
        var at = index
        while at < range.upperBound {
            if isPunctuation(at, ",") || isPunctuation(at, ";") || isPunctuation(at, "}") { return at }
            if at > index, tokens[at].line > tokens[at - 1].line, startsDeclaration(at) { return at }
            if isPunctuation(at, "{") || isPunctuation(at, "(") || isPunctuation(at, "[") { at = closing(at, in: range) }
            at += 1
        }
        return at
    }

    private func startsDeclaration(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .attribute, .directive: return true
        case .word(let word):
            return Self.modifiers.contains(word) || Self.typeKeywords[word] != nil
                || ["var", "let", "func", "init", "deinit", "subscript", "typealias", "case", "associatedtype"].contains(word)
        default: return false
        }
    }
}
