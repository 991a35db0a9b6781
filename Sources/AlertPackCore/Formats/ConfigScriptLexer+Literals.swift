/// The lexer's literals (quoted strings, template parts, regular expressions, escapes) and its
/// punctuators, which open and close the bracket groups.
extension ConfigScriptLexer {
    /// A '…' or "…" string from its opening quote; its value with escapes applied.
    mutating func quoted(_ quote: UInt8) throws(AlertPackError) -> String {
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count, bytes[index] != 0x0A else { throw fail(.unclosedString) }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &value)
            } else {
                value.append(byte)
                index += 1
            }
        }
    }

    /// Template text from after its opening backtick or after the `}` of a `${…}`, up to the
    /// closing backtick or the next `${`.
    mutating func templatePart(from start: Int, opening: Bool) throws(AlertPackError) {
        let startLine = line
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail(.unclosedTemplate, line: startLine) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                index += 1
                let text = String(decoding: value, as: UTF8.self)
                try emit(.template(opening ? .whole : .tail), text, from: start, line: startLine)
                if !opening, let head = open.popLast() { groups[head.token] = tokens.count - 1 }
                return
            }
            if byte == UInt8(ascii: "$"), self.byte(1) == UInt8(ascii: "{") {
                index += 2
                let text = String(decoding: value, as: UTF8.self)
                try emit(.template(opening ? .head : .middle), text, from: start, line: startLine)
                if opening { open.append((tokens.count - 1, "${")) }
                return
            }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &value)
                continue
            }
            if byte == 0x0A { line += 1 }
            value.append(byte)
            index += 1
        }
    }

    /// The escape at `index` (a backslash) appended as UTF-8.
    mutating func escape(into value: inout [UInt8]) throws(AlertPackError) {
        index += 1
        guard index < bytes.count else { throw fail(.unclosedString) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "f"): value.append(0x0C)
        case UInt8(ascii: "v"): value.append(0x0B)
        case UInt8(ascii: "0") where !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self.byte()): value.append(0)
        case 0x0A: line += 1  // a line continuation
        case 0x0D: if self.byte() == 0x0A { index += 1; line += 1 }
        case UInt8(ascii: "x"): append(scalar: hexValue(digits: 2), to: &value)
        case UInt8(ascii: "u"): append(scalar: unicodeEscape(), to: &value)
        default: value.append(byte)
        }
    }

    /// `count` hex digits at `index`, or nil (and nothing taken) when they are not there.
    mutating func hexValue(digits count: Int) -> UInt32? {
        guard index + count <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + count], as: UTF8.self), radix: 16)
        else { return nil }
        index += count
        return value
    }

    /// `\u{…}` or `\uXXXX`, a surrogate pair joined.
    mutating func unicodeEscape() -> UInt32? {
        if byte() == UInt8(ascii: "{") {
            guard let close = bytes[index...].prefix(9).firstIndex(of: UInt8(ascii: "}")),
                let value = UInt32(String(decoding: bytes[index + 1..<close], as: UTF8.self), radix: 16)
            else { return nil }
            index = close + 1
            return value
        }
        guard let high = hexValue(digits: 4) else { return nil }
        guard (0xD800..<0xDC00).contains(high), byte() == UInt8(ascii: "\\"), byte(1) == UInt8(ascii: "u") else { return high }
        index += 2
        guard let low = hexValue(digits: 4), (0xDC00..<0xE000).contains(low) else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    /// A code point as UTF-8; one that is none (a lone surrogate, a bad escape) as U+FFFD.
    func append(scalar: UInt32?, to value: inout [UInt8]) {
        let scalar = scalar.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// A regular expression from its `/`: to the `/` that ends it (not one inside a `[class]`
    /// or escaped), then its flags.
    mutating func regex() throws(AlertPackError) {
        index += 1
        var inClass = false
        while true {
            guard index < bytes.count, bytes[index] != 0x0A else { throw fail(.unclosedRegex) }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\") {
                if index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                break
            }
        }
        while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
    }

    /// The punctuators, longest first: the lexer takes the longest that matches.
    static let punctuators: [[UInt8]] = [
        ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=", "=>", "==", "!=", "<=", ">=", "&&", "||",
        "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>",
    ].map { Array($0.utf8) }

    static let singles = Set("{}()[];,<>+-*/%&|^!~?:=.@#".utf8)

    mutating func punctuator(from start: Int) throws(AlertPackError) {
        let first = bytes[start]
        if first == UInt8(ascii: "}"), let top = open.last, top.text == "${" {
            index += 1
            try templatePart(from: start, opening: false)
            return
        }
        if let long = Self.punctuators.first(where: { bytes[start...].starts(with: $0) }),
            !(long == Array("?.".utf8) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(2)))
        {
            index += long.count
        } else if Self.singles.contains(first) {
            index += 1
        } else {
            let shown = first < 0x20 || first == 0x7F ? "\\u{\(String(first, radix: 16))}" : String(UnicodeScalar(first))
            throw fail(.unexpectedCharacter(shown))
        }
        let text = text(start)
        try emit(.punctuator, text, from: start, line: line)
        try match(text)
    }

    /// Opens or closes a bracket group for the punctuator just emitted.
    mutating func match(_ text: String) throws(AlertPackError) {
        switch text {
        case "(", "[", "{": open.append((tokens.count - 1, text))
        case ")", "]", "}":
            let expected = [")": "(", "]": "[", "}": "{"][text]
            guard let top = open.last, top.text == expected else {
                let closes = open.last.map { ["(": ")", "[": "]", "{": "}", "${": "}"][$0.text] ?? "}" }
                throw fail(.unexpectedCloser(text, expected: closes))
            }
            open.removeLast()
            groups[top.token] = tokens.count - 1
        default: break
        }
    }
}
