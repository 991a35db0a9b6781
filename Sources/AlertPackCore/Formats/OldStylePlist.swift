/// Reads the old-style (OpenStep) property list format that Xcode writes `project.pbxproj` in:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and bare strings and `<hex>`
/// data, with `//` and `/* */` comments. Values come out as `JSONNode`s (strings, arrays,
/// objects; data as its hex text). Our own parser: iterative over bytes, so nesting costs no
/// stack, with a cap on depth all the same, and errors that say where.
package enum OldStylePlist {
    /// Deeper than any project file (a pbxproj nests about five levels).
    static let maxDepth = 256

    package static func parse(_ bytes: [UInt8]) throws(AlertPackError) -> JSONNode {
        var parser = Parser(bytes: bytes)
        let value = try parser.document()
        return value
    }

    /// An open dictionary or array. Kept as a struct in an array so that adding an entry
    /// mutates it in place (an enum payload would be copied on every entry: quadratic on the
    /// `objects` dictionary of a big project).
    private struct Frame {
        var isArray: Bool
        var entries: [String: JSONNode] = [:]
        var items: [JSONNode] = []
        /// The key whose value is being read; nil between entries.
        var key: String?

        var node: JSONNode { isArray ? .array(items) : .object(entries) }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark is allowed before the first token.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        func fail(_ problem: AlertPackError.PlistSyntax) -> AlertPackError { AlertPackError.reading(.plistSyntax(line: line, problem)) }

        mutating func document() throws(AlertPackError) -> JSONNode {
            var stack: [Frame] = []
            var finished: JSONNode?
            while true {
                try skipSpace()
                guard index < bytes.count else {
                    if stack.isEmpty, let finished { return finished }
                    throw fail(stack.isEmpty ? .emptyFile : .endsInside(array: stack[stack.count - 1].isArray))
                }
                if stack.isEmpty, finished != nil { throw fail(.moreAfterTopLevel) }
                let byte = bytes[index]
                if let top = stack.last, !top.isArray, top.key == nil {
                    // Between a dictionary's entries: its end or the next key.
                    if byte == UInt8(ascii: "}") {
                        index += 1
                        try complete(stack.removeLast().node, &stack, &finished)
                        continue
                    }
                    let key = try string()
                    try skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail(.expectedEquals(afterKey: key)) }
                    index += 1
                    stack[stack.count - 1].key = key
                    continue
                }
                if let top = stack.last, top.isArray, byte == UInt8(ascii: ")") {
                    index += 1
                    try complete(stack.removeLast().node, &stack, &finished)
                    continue
                }
                // A value.
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    guard stack.count < maxDepth else { throw fail(.nestedTooDeep(maxDepth: maxDepth)) }
                    index += 1
                    stack.append(Frame(isArray: byte == UInt8(ascii: "(")))
                case UInt8(ascii: "<"):
                    try complete(.string(try data()), &stack, &finished)
                default:
                    try complete(.string(try string()), &stack, &finished)
                }
            }
        }

        /// Puts a finished value into its container, and reads the separator after it.
        mutating func complete(_ value: JSONNode, _ stack: inout [Frame], _ finished: inout JSONNode?) throws(AlertPackError) {
            guard !stack.isEmpty else {
                finished = value
                return
            }
            try skipSpace()
            let last = stack.count - 1
            if stack[last].isArray {
                stack[last].items.append(value)
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if index >= bytes.count || bytes[index] != UInt8(ascii: ")") {
                    throw fail(.expectedCommaOrParenthesis)
                }
            } else if let key = stack[last].key {
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw fail(.expectedSemicolon(afterValueOf: key)) }
                index += 1
                stack[last].entries[key] = value
                stack[last].key = nil
            } else {
                throw fail(.valueWithoutKey)
            }
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "_$+/:.-".utf8.contains(byte) || byte >= 0x80
        }

        mutating func string() throws(AlertPackError) -> String {
            guard index < bytes.count else { throw fail(.endsBeforeString) }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                guard index > start else { throw fail(.unexpected(Self.shown(bytes[start]))) }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            index += 1
            var text: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fail(.unclosedString) }
                let byte = bytes[index]
                index += 1
                if byte == quote { break }
                if byte == 0x0A { line += 1 }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard index < bytes.count else { throw fail(.endsInBackslash) }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw fail(.unicodeEscape) }
                        value = value * 16 + UInt32(digit)
                        index += 1
                    }
                    text += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 where index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                        value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                        index += 1
                    }
                    // Octal escapes name NeXTSTEP-encoded characters, as Foundation reads them.
                    let scalar = value < 0x80 ? value : UInt32(Self.nextStep[Int(value & 0x7F)])
                    text += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                default: text.append(escaped)
                }
            }
            return String(decoding: text, as: UTF8.self)
        }

        mutating func data() throws(AlertPackError) -> String {
            index += 1
            var hex: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fail(.unclosedData) }
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: ">") { break }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    if byte == 0x0A { line += 1 }
                    continue
                }
                guard Self.hexValue(byte) != nil else { throw fail(.notHexInData(Self.shown(byte))) }
                hex.append(byte)
            }
            return String(decoding: hex, as: UTF8.self)
        }

        mutating func skipSpace() throws(AlertPackError) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    index += 1
                } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while true {
                        guard index + 1 < bytes.count else { throw fail(.unclosedComment) }
                        if bytes[index] == 0x0A { line += 1 }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { break }
                        index += 1
                    }
                    index += 2
                } else {
                    return
                }
            }
        }

        /// The NeXTSTEP encoding's characters 0x80–0xFF in Unicode (0xFE and 0xFF are undefined).
        static let nextStep: [UInt16] = [
            0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
            0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
            0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
            0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
            0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
            0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
            0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
            0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0xFFFD, 0xFFFD,
        ]

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        static func shown(_ byte: UInt8) -> String {
            byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
        }
    }
}
