/// The tokens of Dart source, enough to find calls and their literal arguments: identifiers,
/// string literals (their text when it is constant, or marked as interpolated), and single
/// punctuation bytes, each with its line and byte range. Comments (`//`, nested `/* */`) and whitespace are
/// dropped; anything else (numbers, operators) is punctuation or an identifier-like word. Never
/// fails: an unclosed comment or string ends at the end of the file (or a one-line string at
/// its line's end), and interpolations nest at most `maxNesting` deep.
struct DartLexer {
    enum Kind: Equatable {
        case identifier
        /// A string literal; `text` nil when it interpolates (`$x`, `${…}`).
        case string(text: String?)
        case punctuation(UInt8)
    }

    struct Token: Equatable {
        var kind: Kind
        var line: Int
        var range: Range<Int>
    }

    static let maxNesting = 32

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
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

    private static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    /// The next token, or nil at the end. `depth` counts the interpolations it is inside.
    private mutating func next(depth: Int) -> Token? {
        while let current = byte() {
            let start = index, startLine = line
            if current <= 0x20 {
                advance()
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while let next = byte(), next != 0x0A { index += 1 }
            } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if current == UInt8(ascii: "r"), let quote = byte(1), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") {
                index += 1
                let text = string(raw: true, depth: depth)
                return Token(kind: .string(text: text), line: startLine, range: start..<index)
            } else if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") {
                let text = string(raw: false, depth: depth)
                return Token(kind: .string(text: text), line: startLine, range: start..<index)
            } else if Self.isWord(current) {
                while let next = byte(), Self.isWord(next) { index += 1 }
                return Token(kind: .identifier, line: startLine, range: start..<index)
            } else {
                index += 1
                return Token(kind: .punctuation(current), line: startLine, range: start..<index)
            }
        }
        return nil
    }

    /// Dart's block comments nest.
    private mutating func skipBlockComment() {
        var open = 0
        while byte() != nil {
            if byte() == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
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

    /// A string literal from its opening quote: its text, or nil when it interpolates.
    private mutating func string(raw: Bool, depth: Int) -> String? {
        let quote = bytes[index]
        let triple = byte(1) == quote && byte(2) == quote
        index += triple ? 3 : 1
        var text: [UInt8] = []
        var interpolated = false
        while let current = byte() {
            if current == quote, !triple || (byte(1) == quote && byte(2) == quote) {
                index += triple ? 3 : 1
                return interpolated ? nil : String(decoding: text, as: UTF8.self)
            }
            if current == 0x0A, !triple { break }
            if current == UInt8(ascii: "\\"), !raw, let escaped = byte(1) {
                text += Self.escape(escaped)
                index += 1
                advance()
            } else if current == UInt8(ascii: "$"), !raw, let after = byte(1), after == UInt8(ascii: "{") || Self.isWord(after) {
                interpolated = true
                index += 1
                if after == UInt8(ascii: "{") { skipInterpolation(depth: depth) }
            } else {
                text.append(current)
                advance()
            }
        }
        return nil
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
    private mutating func skipInterpolation(depth: Int) {
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
