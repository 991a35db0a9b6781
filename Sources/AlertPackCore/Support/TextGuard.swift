/// Checks JSON and YAML text before a parser sees it, for what would exhaust the stack or the
/// memory: nesting deeper than any real file needs (100,000 brackets crash a recursive parser),
/// and YAML aliases, which a "billion laughs" file multiplies into gigabytes. Says it in the
/// user's terms.
enum TextGuard {
    struct Limits {
        var maxNesting = 64
        var maxIndent = 256
        var maxAliases = 64
        /// Values a YAML document may expand to, aliases expanded (presets hold a few thousand).
        var maxValues = 200_000
    }

    /// The first reason the text is refused, or nil.
    static func problem(in bytes: [UInt8], limits: Limits = Limits()) -> String? {
        var depth = 0, deepest = 0, aliases = 0
        var quote: UInt8? = nil
        var escaped = false
        var lineStart = true, indent = 0, inComment = false
        var previous: UInt8 = 0x0A
        for byte in bytes {
            if byte == 0x0A {
                lineStart = true
                indent = 0
                inComment = false
                if quote == 0x27 || quote == 0x22 { /* quoted scalars may span lines */  }
                previous = byte
                continue
            }
            if inComment { continue }
            if lineStart {
                if byte == 0x20 {
                    indent += 1
                    if indent > limits.maxIndent { return "it is indented more than \(limits.maxIndent) columns deep" }
                    continue
                }
                lineStart = false
            }
            if let open = quote {
                if open == 0x22 {
                    if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { quote = nil }
                } else if byte == 0x27 {
                    quote = nil
                }
                previous = byte
                continue
            }
            switch byte {
            case 0x22, 0x27: quote = byte
            case 0x23 where previous == 0x20 || previous == 0x0A || previous == 0x09: inComment = true
            case 0x5B, 0x7B:
                depth += 1
                deepest = max(deepest, depth)
                if deepest > limits.maxNesting { return "it is nested more than \(limits.maxNesting) levels deep" }
            case 0x5D, 0x7D: depth = max(0, depth - 1)
            case 0x2A where [0x20, 0x0A, 0x09, 0x5B, 0x7B, 0x2C, 0x3A].contains(previous):
                aliases += 1
                if aliases > limits.maxAliases {
                    return "it has more than \(limits.maxAliases) YAML aliases (*name), which can multiply a small file into gigabytes"
                }
            default: break
            }
            previous = byte
        }
        return nil
    }

    /// Foundation's message for a number no Double holds talks about Swift; this one does not.
    static func userMessage(_ message: String) -> String {
        guard let range = message.range(of: #"Number (\S+) is not representable in Swift\.?"#, options: .regularExpression) else { return message }
        let number = message[range].dropFirst("Number ".count).prefix { !$0.isWhitespace }
        let shown = number.count > 24 ? number.prefix(24) + "… (\(number.count) characters)" : number
        return message.replacingCharacters(in: range, with: "the number \(shown) is too large for any JSON reader to hold")
    }
}
