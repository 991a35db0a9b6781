/// One token of a JavaScript or TypeScript file. `text` is an identifier's name, a
/// punctuator, a string's or a template part's value (escapes applied), or a number's or a
/// regular expression's source.
struct ConfigToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier, string, number, regex, punctuator
        /// A template literal (`whole`), or its part before the first `${` (`head`), between
        /// two (`middle`) or after the last (`tail`).
        case template(TemplatePart)
    }

    enum TemplatePart: Sendable, Equatable { case whole, head, middle, tail }

    var kind: Kind
    var text: String
    var line: Int
    /// A line break stands between this token and the one before (automatic semicolons).
    var newlineBefore: Bool
    /// Where the token's source starts and ends (byte offsets), to quote what is not read.
    var start: Int
    var end: Int

    func isPunctuator(_ text: String) -> Bool { kind == .punctuator && self.text == text }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}

/// Splits a JavaScript or TypeScript file into tokens: `//` and `/* */` comments, strings with
/// their escapes, template literals with `${}` nested to any depth, regular expressions where an
/// expression may start, numbers and punctuators. Iterative: one pass over the bytes, with a
/// stack of open brackets instead of recursion, so every bracket is matched (`groups`: an
/// opener's index gives its closer's, a template's head its tail) and an unclosed one is an
/// error at its line. Nothing is evaluated.
struct ConfigScriptLexer {
    let bytes: [UInt8]
    let maxTokens: Int
    var index = 0
    var line = 1
    var tokens: [ConfigToken] = []
    /// The closer of each opener (`(`, `[`, `{`, a template head), -1 for other tokens.
    var groups: [Int] = []
    /// The open brackets: the opener's token index and text ("${" for a template).
    var open: [(token: Int, text: String)] = []
    var newlineBefore = false

    init(bytes: [UInt8], maxTokens: Int) {
        self.bytes = bytes
        self.maxTokens = maxTokens
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes[index...].starts(with: Array("#!".utf8)) { skipLine() }
    }

    func fail(_ problem: AlertPackError.ScriptSyntax, line: Int? = nil) -> AlertPackError {
        .reading(.scriptSyntax(line: line ?? self.line, problem))
    }

    func byte(_ offset: Int = 0) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

    mutating func run() throws(AlertPackError) -> (tokens: [ConfigToken], groups: [Int]) {
        while true {
            try skipSpaceAndComments()
            guard index < bytes.count else { break }
            try next()
        }
        if let last = open.last {
            throw fail(.unclosed(last.text), line: tokens[last.token].line)
        }
        return (tokens, groups)
    }

    mutating func skipLine() {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    mutating func skipSpaceAndComments() throws(AlertPackError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                line += 1
                newlineBefore = true
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C: index += 1
            case 0xC2 where byte(1) == 0xA0: index += 2  // a no-break space
            case 0xEF where byte(1) == 0xBB && byte(2) == 0xBF: index += 3  // a byte order mark
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"): skipLine()
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                let startLine = line
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A {
                        line += 1
                        newlineBefore = true
                    }
                    index += 1
                }
                guard index < bytes.count else { throw fail(.unclosedComment, line: startLine) }
                index += 2
            default: return
            }
        }
    }

    mutating func emit(_ kind: ConfigToken.Kind, _ text: String, from start: Int, line startLine: Int) throws(AlertPackError) {
        guard tokens.count < maxTokens else {
            throw .reading(.countOverReadLimit("the config script", count: Int64(tokens.count + 1), unit: "tokens", limit: Int64(maxTokens)))
        }
        tokens.append(ConfigToken(kind: kind, text: text, line: startLine, newlineBefore: newlineBefore, start: start, end: index))
        groups.append(-1)
        newlineBefore = false
    }

    mutating func next() throws(AlertPackError) {
        let start = index
        let first = bytes[index]
        switch first {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            let text = try quoted(first)
            try emit(.string, text, from: start, line: line)
        case UInt8(ascii: "`"):
            index += 1
            try templatePart(from: start, opening: true)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            number()
            try emit(.number, text(start), from: start, line: line)
        case UInt8(ascii: ".") where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(1)):
            number()
            try emit(.number, text(start), from: start, line: line)
        case UInt8(ascii: "/") where regexMayStart:
            try regex()
            try emit(.regex, text(start), from: start, line: line)
        case _ where Self.startsIdentifier(first):
            while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
            try emit(.identifier, text(start), from: start, line: line)
        default:
            try punctuator(from: start)
        }
    }

    func text(_ start: Int) -> String { String(decoding: bytes[start..<index], as: UTF8.self) }

    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Digits, letters (hex digits, `e`, `n`, `x`), `_` and `.`, and a sign after an exponent's
    /// `e`: what `Number` and the parser's `number(_:)` read or refuse.
    mutating func number() {
        let hex = byte() == UInt8(ascii: "0") && [UInt8(ascii: "x"), UInt8(ascii: "X")].contains(byte(1))
        while index < bytes.count {
            let byte = bytes[index]
            if Self.continuesIdentifier(byte) || byte == UInt8(ascii: ".") {
                index += 1
                if !hex, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E"),
                    self.byte() == UInt8(ascii: "+") || self.byte() == UInt8(ascii: "-")
                {
                    index += 1
                }
            } else {
                return
            }
        }
    }

    /// After a value (a name, a literal, a closing `)` or `]`), `/` divides; elsewhere it starts
    /// a regular expression. A `}` is taken as the end of a value (an object), which real
    /// config files bear out.
    var regexMayStart: Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .number, .string, .regex, .template(.whole), .template(.tail): return false
        case .template: return true
        case .identifier: return Self.beforeExpression.contains(last.text)
        case .punctuator: return ![")", "]", "}"].contains(last.text)
        }
    }

    static let beforeExpression: Set<String> = [
        "return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await",
    ]
}
