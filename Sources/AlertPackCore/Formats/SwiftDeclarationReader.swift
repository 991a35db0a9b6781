/// Reads the type declarations of Swift source (structures, enumerations, classes, extensions,
/// nested at any depth up to `maxDepth`) with the members decoding needs, over `SwiftLexer`'s
/// tokens. It never compiles or guesses: what it cannot follow (a custom `init(from:)`, `#if`
/// among a type's members, a property wrapper or an attached macro) marks the declaration
/// `unread` with the reason. Bounded: a file over `maxFileBytes` is not read, the lexer stops at
/// its token limit, and nesting deeper than `maxDepth` is skipped.
package enum SwiftDeclarationReader {
    static let maxFileBytes = 1 << 20
    static let maxDepth = 32

    /// Every type declared in `bytes`, outer before inner; `file` names where each came from.
    static func declarations(in bytes: [UInt8], file: String) -> [SwiftTypeDeclaration] {
        guard bytes.count <= maxFileBytes else { return [] }
        var lexer = SwiftLexer(bytes: bytes)
        var walk = SwiftDeclarationWalk(tokens: lexer.tokens(), file: file)
        _ = walk.level(0..<walk.tokens.count, scope: [], depth: 0, inType: false)
        return walk.found
    }
}

/// What one level of a type's body holds (the reader fills its declaration from it).
struct SwiftMembers {
    var properties: [SwiftStoredProperty] = []
    var codingKeys: [String: String]?
    var cases: [String] = []
    var rawValues: [String: String] = [:]
    /// A case's raw value is written but is not one plain string (a number, an interpolation).
    var rawValuesUnread = false
    var hasAssociatedValues = false
    var aliases: [String: SwiftTypeReference] = [:]
    var unread: String?
    var hasCustomDecoding = false

    mutating func mark(_ reason: String) {
        if unread == nil { unread = reason }
    }
}

/// One pass over a file's tokens; `found` collects the declarations.
struct SwiftDeclarationWalk {
    let tokens: [SwiftLexer.Token]
    let file: String
    var found: [SwiftTypeDeclaration] = []

    static let typeKeywords: [String: SwiftTypeDeclaration.Kind] = [
        "struct": .structure, "enum": .enumeration, "class": .classType, "actor": .classType, "extension": .extensionOf,
        "protocol": .other,
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "lazy", "weak", "unowned",
        "override", "mutating", "nonmutating", "nonisolated", "indirect", "dynamic", "required", "convenience", "optional", "isolated",
        "consuming", "borrowing",
    ]
    /// Attributes that change nothing of how a value is encoded.
    static let harmlessAttributes: Set<String> = [
        "available", "frozen", "objc", "nonobjc", "MainActor", "preconcurrency", "usableFromInline", "inlinable", "Sendable",
        "unchecked", "retroactive", "dynamicMemberLookup", "discardableResult", "main", "_spi", "backDeployed", "globalActor",
    ]

    init(tokens: [SwiftLexer.Token], file: String) {
        self.tokens = tokens
        self.file = file
    }

    func word(_ index: Int) -> String? {
        guard index < tokens.count, case .word(let word) = tokens[index].kind else { return nil }
        return word
    }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index < tokens.count, case .punctuation(let byte) = tokens[index].kind else { return false }
        return Character(UnicodeScalar(byte)) == character
    }

    /// The index of the bracket closing the one at `index` (`{`, `(`, `[` or `<`), or the end of
    /// `range` when it is not closed.
    func closing(_ index: Int, in range: Range<Int>) -> Int {
        guard case .punctuation(let open) = tokens[index].kind else { return index }
        let close: UInt8 =
            open == UInt8(ascii: "{")
            ? UInt8(ascii: "}") : open == UInt8(ascii: "(") ? UInt8(ascii: ")") : open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ">")
        var depth = 0
        var at = index
        while at < range.upperBound {
            if case .punctuation(let byte) = tokens[at].kind {
                if byte == open { depth += 1 } else if byte == close { depth -= 1 }
                if depth == 0 { return at }
            }
            at += 1
        }
        return max(range.upperBound, index)
    }

    /// One level of tokens (a file, or a type's body): its declarations read, its members
    /// returned when it is a type's body.
    mutating func level(_ range: Range<Int>, scope: [String], depth: Int, inType: Bool) -> SwiftMembers {
        var members = SwiftMembers()
        var attributes: [String] = []
        var modifiers: Set<String> = []
        var index = range.lowerBound
        while index < range.upperBound {
            var keep = false
            switch tokens[index].kind {
            case .attribute(let name):
                attributes.append(name)
                keep = true
                if isPunctuation(index + 1, "(") { index = closing(index + 1, in: range) }
            case .directive(let name):
                index = directive(name, at: index, in: range, inType: inType, members: &members)
                continue
            case .word(let word) where Self.modifiers.contains(word) && !(word == "class" && Self.startsType(after: index, self)):
                modifiers.insert(word)
                keep = true
                // `private(set)`, `nonisolated(unsafe)`: the parenthesised part keeps what came before.
                if isPunctuation(index + 1, "(") { index = closing(index + 1, in: range) }
            case .word(let word) where Self.typeKeywords[word] != nil && self.word(index + 1) != nil:
                index = typeDeclaration(at: index, in: range, scope: scope, depth: depth, attributes: attributes, into: &members)
                attributes = []
                modifiers = []
                continue
            case .word(let word) where inType && (word == "var" || word == "let"):
                index = property(at: index, in: range, attributes: attributes, modifiers: modifiers, into: &members)
                attributes = []
                modifiers = []
                continue
            case .word(let word) where inType:
                index = member(word, at: index, in: range, into: &members)
            case .punctuation(let byte) where byte == UInt8(ascii: "{") || byte == UInt8(ascii: "("):
                index = closing(index, in: range)
            default: break
            }
            if !keep {
                attributes = []
                modifiers = []
            }
            index += 1
        }
        return members
    }

    /// `class` followed by a type's name starts a class, not a member (`class func`).
    static func startsType(after index: Int, _ walk: SwiftDeclarationWalk) -> Bool {
        guard let next = walk.word(index + 1) else { return false }
        return !["func", "var", "let", "subscript", "init"].contains(next) && !modifiers.contains(next)
    }

    /// A `#` directive or macro: `#if` conditions take the rest of their line; inside a type,
    /// `#if` or a macro makes its members unknown.
    mutating func directive(_ name: String, at index: Int, in range: Range<Int>, inType: Bool, members: inout SwiftMembers) -> Int {
        let conditional = ["if", "elseif", "else", "endif"].contains(name)
        if inType && conditional { members.mark("#if among its members") }
        if inType && !conditional && !["warning", "error", "sourceLocation"].contains(name) { members.mark("the macro #\(name) among its members") }
        var next = index + 1
        if conditional {
            while next < range.upperBound && tokens[next].line == tokens[index].line { next += 1 }
        }
        return next
    }
}
