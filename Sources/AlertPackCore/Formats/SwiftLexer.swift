/// The tokens of Swift source, enough to read type declarations: words (identifiers, keywords,
/// numbers; a backticked name as its name), `#` directives (`#if`), `@` attributes, string
/// literals (their content is never needed, so a string is one token), and single punctuation
/// bytes, each with its line. Comments (`//`, nested `/* */`) and whitespace are dropped. Strings
/// are skipped as Swift writes them: escapes, `"""` multi-line, raw `#"…"#` with any number of
/// `#`, and interpolations `\(…)` (nested up to `maxNesting`, their own strings inside). Never
/// fails: an unclosed comment or string ends at the end of the source; at most `maxTokens`.
struct SwiftLexer {
    enum Kind: Equatable {
        case word(String)
        /// `#if`, `#else`, `#warning`, `#externalMacro`: a directive or a freestanding macro.
        case directive(String)
        /// `@available`, `@Published`: an attribute's name.
        case attribute(String)
        /// A string literal: its text when it is one line without escapes or interpolation.
        case string(String?)
        case punctuation(UInt8)
    }

    struct Token: Equatable {
        var kind: Kind
        var line: Int
    }

    static let maxNesting = 32
    static let maxTokens = 2_000_000

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of the source, in order (at most `maxTokens`).
    mutating func tokens() -> [Token] {
        var found: [Token] = []
        while found.count < Self.maxTokens, let token = next() { found.append(token) }
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
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private mutating func word() -> String {
        let start = index
        while let next = byte(), Self.isWord(next) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The next token, or nil at the end.
    private mutating func next() -> Token? {
        while let current = byte() {
            let startLine = line
            switch current {
            case _ where current <= 0x20: advance()
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while let next = byte(), next != 0x0A { index += 1 }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"): skipBlockComment()
            case UInt8(ascii: "\""):
                return Token(kind: .string(skipString(hashes: 0, depth: 0)), line: startLine)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    return Token(kind: .string(skipString(hashes: hashes, depth: 0)), line: startLine)
                }
                // All of a run at once: rescanning it from each `#` would be quadratic.
                index += hashes
                return Token(kind: .directive(word()), line: startLine)
            case UInt8(ascii: "@"):
                index += 1
                return Token(kind: .attribute(word()), line: startLine)
            case UInt8(ascii: "`"):
                index += 1
                let name = word()
                if byte() == UInt8(ascii: "`") { index += 1 }
                return Token(kind: .word(name), line: startLine)
            case _ where Self.isWord(current):
                return Token(kind: .word(word()), line: startLine)
            default:
                advance()
                return Token(kind: .punctuation(current), line: startLine)
            }
        }
        return nil
    }

    /// Swift's block comments nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while let current = byte() {
            if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// From an opening quote (after its `#`s) to past the closing quote and its `#`s; the text
    /// between, when it is one line without escapes.
    @discardableResult
    private mutating func skipString(hashes: Int, depth: Int) -> String? {
        let multiLine = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiLine ? 3 : 1
        let quotes = multiLine ? 3 : 1
        let start = index
        var plain = !multiLine
        while let current = byte() {
            if current == 0x0A && !multiLine { return nil }
            if current == UInt8(ascii: "\\") && closes(hashes, from: 1) {
                plain = false
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") { skipInterpolation(depth: depth + 1) } else if byte() != nil { advance() }
                continue
            }
            if current == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }), closes(hashes, from: quotes) {
                let text = plain ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
                index += quotes + hashes
                return text
            }
            advance()
        }
        return nil
    }

    /// Whether `hashes` `#` follow at `offset`: what closes a raw string or makes its escape.
    private func closes(_ hashes: Int, from offset: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    /// `\(…)`: balanced parentheses, strings inside skipped as strings.
    private mutating func skipInterpolation(depth: Int) {
        guard depth <= Self.maxNesting else {
            index = bytes.count
            return
        }
        var parentheses = 0
        while let current = byte() {
            switch current {
            case UInt8(ascii: "("): parentheses += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                if parentheses == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: "\""):
                skipString(hashes: 0, depth: depth)
                continue
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    skipString(hashes: hashes, depth: depth)
                    continue
                }
                index += hashes
                continue
            default: break
            }
            advance()
        }
    }
}
