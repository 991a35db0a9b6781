/// The start tags of an XML file (Cordova's config.xml), with their attributes, line, parent
/// and the `name` of the `<platform>` element they are inside: enough to read `<icon src>`
/// inside `<platform name="ios">` without a document tree. Read without recursion or any document type: a `<!DOCTYPE>` that declares
/// entities is refused (nothing is expanded or fetched), character references and the five
/// predefined entities are decoded in values, and size, elements and nesting are bounded.
struct XMLTagScanner {
    struct Tag: Equatable {
        var name: String
        var attributes: [String: String]
        var line: Int
        /// The element it is inside, nil for the root.
        var parent: String?
        /// The `name` of the innermost `<platform>` element it is inside.
        var platform: String?
        /// How many elements it is inside (0 for the root): which tags a group holds.
        var depth = 0
    }

    /// An element open around the scanner's place.
    private struct Open {
        var name: String
        var platform: String?
    }

    static let maxDepth = 256
    static let maxTags = 100_000

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var open: [Open] = []
    private var tags: [Tag] = []

    /// Every start tag of `bytes` in document order.
    static func tags(_ bytes: [UInt8]) throws(AlertPackError) -> [Tag] {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .reading(.notValidText("UTF-8", file: true)) }
        var scanner = XMLTagScanner(bytes: bytes)
        try scanner.run()
        return scanner.tags
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func fail(_ problem: AlertPackError.XMLSyntax, line: Int? = nil) -> AlertPackError {
        .reading(.xmlSyntax(line: line ?? self.line, problem))
    }

    private mutating func run() throws(AlertPackError) {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if starts("<!--") {
                try skip(past: "-->", what: "<!-- comment -->")
            } else if starts("<![CDATA[") {
                try skip(past: "]]>", what: "<![CDATA[…]]>")
            } else if starts("<?") {
                try skip(past: "?>", what: "<?…?>")
            } else if starts("<!") {
                try documentType()
            } else if starts("</") {
                try endTag()
            } else {
                try startTag()
            }
        }
        if let innermost = open.last { throw fail(.unclosedElement(innermost.name)) }
        guard !tags.isEmpty else { throw fail(.noElement) }
    }

    private mutating func advance() {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    private func starts(_ text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private mutating func skip(past end: String, what: String) throws(AlertPackError) {
        let startLine = line
        while index < bytes.count {
            if starts(end) {
                index += end.utf8.count
                return
            }
            advance()
        }
        throw fail(.unclosed(what), line: startLine)
    }

    /// `<!DOCTYPE …>`, its internal subset in `[…]` included; refused when it declares entities.
    private mutating func documentType() throws(AlertPackError) {
        let startLine = line
        var inSubset = false
        var quote: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if starts("<!ENTITY") {
                throw fail(.entityDeclaration)
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                index += 1
                return
            }
            advance()
        }
        throw fail(.unclosed("<!DOCTYPE>"), line: startLine)
    }

    private mutating func endTag() throws(AlertPackError) {
        index += 2
        let name = self.name()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw fail(.unclosedTag("/" + name)) }
        index += 1
        guard let innermost = open.last, innermost.name == name else { throw fail(.mismatchedEnd(name, expected: open.last?.name)) }
        open.removeLast()
    }

    private mutating func startTag() throws(AlertPackError) {
        let tagLine = line
        index += 1
        let name = self.name()
        guard !name.isEmpty else { throw fail(.unexpected(shown(at: index))) }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail(.unclosedTag(name), line: tagLine) }
            if bytes[index] == UInt8(ascii: ">") || starts("/>") {
                let empty = bytes[index] == UInt8(ascii: "/")
                index += empty ? 2 : 1
                guard tags.count < Self.maxTags else {
                    throw .reading(.countOverReadLimit("the XML file", count: Int64(tags.count + 1), unit: "elements", limit: Int64(Self.maxTags)))
                }
                let platform = open.last?.platform
                tags.append(
                    Tag(name: name, attributes: attributes, line: tagLine, parent: open.last?.name, platform: platform, depth: open.count))
                if !empty {
                    guard open.count < Self.maxDepth else { throw fail(.nestedTooDeep(maxDepth: Self.maxDepth)) }
                    open.append(Open(name: name, platform: name == "platform" ? attributes["name"] : platform))
                }
                return
            }
            let attribute = self.name()
            guard !attribute.isEmpty else { throw fail(.unexpected(shown(at: index))) }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail(.unexpected(shown(at: index))) }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail(.unexpected(shown(at: index)))
            }
            attributes[attribute] = try value(of: attribute)
        }
    }

    /// A quoted attribute value, references decoded (an unknown `&name;` is kept as written).
    private mutating func value(of attribute: String) throws(AlertPackError) -> String {
        let quote = bytes[index]
        let startLine = line
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote { advance() }
        guard index < bytes.count else { throw fail(.unclosedValue(attribute), line: startLine) }
        let raw = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return Self.decodeReferences(raw)
    }

    static func decodeReferences(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var result = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let reference = String(after[..<semicolon])
            if let text = named[reference] ?? character(reference) {
                result += text
            } else {
                result += "&" + reference + ";"
            }
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    /// `#65` or `#x41` as the character it names.
    static func character(_ reference: String) -> String? {
        guard reference.hasPrefix("#") else { return nil }
        let hex = reference.hasPrefix("#x")
        guard let code = UInt32(reference.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code) else { return nil }
        return String(Character(scalar))
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func ends(_ byte: UInt8) -> Bool {
        byte <= 0x20
            || [UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'")]
                .contains(byte)
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] <= 0x20 { advance() }
    }

    private func shown(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the file" }
        let scalar = bytes[position]
        return scalar >= 0x20 && scalar < 0x7F ? String(UnicodeScalar(scalar)) : "\\u{\(String(scalar, radix: 16))}"
    }
}
