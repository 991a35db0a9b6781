/// The tokens of Java, Kotlin and Gradle (Groovy or Kotlin script) source, enough to find calls,
/// `R.raw.x` references and their literal arguments without running or compiling anything:
/// identifiers (numbers too: words of digits), string literals as their constant parts, and single
/// punctuation bytes, each with its line and byte range. Comments and whitespace are dropped.
/// A template (`"android.resource://$pkg/raw/x"`, `"${a}b"`) keeps its literal parts apart, so
/// `/raw/x` is still read where the package name is computed. Never fails: an unclosed comment or
/// string ends at the end of the file (a one-line string at its line's end), and templates nest
/// at most `maxNesting` deep.
struct JVMSourceLexer {
    enum Kind: Equatable {
        case identifier
        /// A string or character literal: its constant parts, in order; more than one part (or
        /// `templated`) when a `$name` or `${…}` stands between them.
        case string(parts: [String], templated: Bool)
        case punctuation(UInt8)
    }

    struct Token: Equatable {
        var kind: Kind
        var line: Int
        var range: Range<Int>
    }

    /// Which language's literals: Java has no templates and its block comments do not nest.
    enum Language {
        case java
        /// Kotlin and Kotlin scripts (build.gradle.kts): `$` templates, triple-quoted strings,
        /// block comments that nest.
        case templated
        /// Groovy (build.gradle): templates as Kotlin's, but a block comment ends at its first
        /// `*/`, as Java's: the React Native template's `"android/**"` inside one opens nothing.
        case groovy

        var hasTemplates: Bool { self != .java }
    }

    static let maxNesting = 32

    private let bytes: [UInt8]
    private let language: Language
    private var index = 0
    private var line = 1

    init(bytes: [UInt8], language: Language) {
        self.bytes = bytes
        self.language = language
    }

    /// Every token of the source, in order.
    mutating func tokens() -> [Token] {
        var found: [Token] = []
        while let token = next(depth: 0) { found.append(token) }
        return found
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    /// The next token, or nil at the end. `depth` counts the templates it is inside.
    private mutating func next(depth: Int) -> Token? {
        while let current = byte() {
            let start = index, startLine = line
            if current <= 0x20 {
                advance()
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while let next = byte(), next != 0x0A { index += 1 }
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") {
                let (parts, templated) = string(depth: depth)
                return Token(kind: .string(parts: parts, templated: templated), line: startLine, range: start..<index)
            } else if Self.isWord(current), !(current == 0x24 && language.hasTemplates && byte(1) == UInt8(ascii: "{")) {
                while let next = byte(), Self.isWord(next) { index += 1 }
                return Token(kind: .identifier, line: startLine, range: start..<index)
            } else {
                index += 1
                return Token(kind: .punctuation(current), line: startLine, range: start..<index)
            }
        }
        return nil
    }

    /// Kotlin's block comments nest; Java's and Groovy's end at the first `*/`.
    private mutating func skipBlockComment() {
        var open = 0
        while byte() != nil {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*"), open == 0 || language == .templated {
                open += 1
                index += 2
            } else if byte() == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                open -= 1
                index += 2
                if open == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// A literal from its opening quote: its constant parts and whether a template split them.
    private mutating func string(depth: Int) -> (parts: [String], templated: Bool) {
        let quote = bytes[index]
        let triple = byte(1) == quote && byte(2) == quote
        index += triple ? 3 : 1
        var parts: [String] = []
        var text: [UInt8] = []
        var templated = false
        // Groovy's single-quoted strings and Kotlin's characters hold no templates.
        let templates = language.hasTemplates && quote == UInt8(ascii: "\"")
        while let current = byte() {
            if current == quote, !triple || (byte(1) == quote && byte(2) == quote) {
                index += triple ? 3 : 1
                return (parts + [String(decoding: text, as: UTF8.self)], templated)
            }
            if current == 0x0A, !triple { break }
            if current == UInt8(ascii: "\\"), let escaped = byte(1) {
                text += Self.escape(escaped)
                index += 1
                advance()
            } else if current == UInt8(ascii: "$"), templates, let after = byte(1),
                after == UInt8(ascii: "{") || (Self.isWord(after) && after != 0x24)
            {
                templated = true
                parts.append(String(decoding: text, as: UTF8.self))
                text = []
                index += 1
                if after == UInt8(ascii: "{") {
                    skipTemplate(depth: depth)
                } else {
                    while let next = byte(), Self.isWord(next), next != 0x24 { index += 1 }
                }
            } else {
                text.append(current)
                advance()
            }
        }
        return (parts + [String(decoding: text, as: UTF8.self)], templated)
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "n"): [0x0A]
        case UInt8(ascii: "t"): [0x09]
        case UInt8(ascii: "r"): [0x0D]
        default: [byte]
        }
    }

    /// From `{` of `${`, past its matching `}`: tokens read as code (strings inside it nest).
    private mutating func skipTemplate(depth: Int) {
        index += 1
        guard depth < Self.maxNesting else {
            index = bytes.count
            return
        }
        var open = 1
        while let token = next(depth: depth + 1) {
            if token.kind == .punctuation(UInt8(ascii: "{")) { open += 1 }
            if token.kind == .punctuation(UInt8(ascii: "}")) {
                open -= 1
                if open == 0 { return }
            }
        }
    }
}
