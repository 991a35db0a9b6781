/// The arguments of a call and what each one's value is: a string literal (adjacent literals
/// joined, as Dart joins them), a constant of the file, or computed.
extension DartNotificationCalls {
    struct Argument {
        /// The name of a named argument, nil for a positional one.
        var label: String?
        /// Among the positional arguments, its place; -1 for a named one.
        var position: Int
        /// The value's tokens.
        var range: Range<Int>
    }

    /// The arguments between the tokens `start` and `end` (the call's closing parenthesis).
    static func split(_ tokens: [DartLexer.Token], _ source: [UInt8], from start: Int, to end: Int, closers: [Int: Int]) -> [Argument] {
        var arguments: [Argument] = []
        var positional = 0
        var first = start
        var index = start
        func cut(at stop: Int) {
            guard first < stop else { return }
            var label: String? = nil
            var valueStart = first
            if stop - first >= 2, tokens[first].kind == .identifier, tokens[first + 1].kind == .punctuation(UInt8(ascii: ":")) {
                label = text(tokens[first], source)
                valueStart = first + 2
            }
            arguments.append(Argument(label: label, position: label == nil ? positional : -1, range: valueStart..<stop))
            if label == nil { positional += 1 }
        }
        while index < end {
            if let close = closers[index], close < end {
                index = close + 1
                continue
            }
            if tokens[index].kind == .punctuation(UInt8(ascii: ",")) {
                cut(at: index)
                first = index + 1
            }
            index += 1
        }
        cut(at: end)
        return arguments
    }

    /// The value of an argument's tokens; nil for `null` or nothing.
    static func value(of range: Range<Int>, tokens: [DartLexer.Token], source: [UInt8], constants: [String: String]) -> Value? {
        guard !range.isEmpty else { return nil }
        let parts = tokens[range]
        if parts.count == 1, parts[range.lowerBound].kind == .identifier, text(parts[range.lowerBound], source) == "null" { return nil }
        var joined = ""
        if parts.allSatisfy({ if case .string(let text?) = $0.kind { joined += text; return true } else { return false } }) {
            return .literal(joined)
        }
        // `NAME` or `Owner.NAME`, where NAME is a constant string of the file.
        let last = parts[range.upperBound - 1]
        let isChain = parts.enumerated().allSatisfy { offset, token in
            offset % 2 == 0 ? token.kind == .identifier : token.kind == .punctuation(UInt8(ascii: "."))
        }
        if isChain, parts.count % 2 == 1, let constant = constants[text(last, source)] { return .literal(constant) }
        return .computed(shortened(source, from: parts[range.lowerBound].range.lowerBound, to: last.range.upperBound))
    }

    /// The calls whose argument names the small icon.
    static let iconCalls: Set<String> = [
        "AndroidInitializationSettings", "AndroidNotificationDetails", "AudioServiceConfig", "JustAudioBackground.init",
    ]

    /// A computed value that chooses between literals (`cond ? 'a' : 'b'`, `x ?? 'a'`, `x || 'a'`)
    /// is each literal it can be; audio_service's and just_audio_background's `drawable/NAME` is the resource
    /// `@drawable/NAME`.
    /// Only a small icon's value is taken apart so: a sound's choice stays said as computed.
    static func choices(_ value: Value, of range: Range<Int>, tokens: [DartLexer.Token], call: String) -> [Value] {
        var values = [value]
        guard iconCalls.contains(call) else { return values }
        let chooses = tokens[range].contains { $0.kind == .punctuation(UInt8(ascii: "?")) || $0.kind == .punctuation(UInt8(ascii: "|")) }
        if case .computed = value, chooses {
            let literals = tokens[range].compactMap { token -> Value? in
                if case .string(let text?) = token.kind { return .literal(text) } else { return nil }
            }
            if !literals.isEmpty { values = literals }
        }
        guard ["AudioServiceConfig", "JustAudioBackground.init"].contains(call) else { return values }
        return values.map { value in
            guard case .literal(let text) = value, text.hasPrefix("drawable/") || text.hasPrefix("mipmap/") else { return value }
            return .literal("@" + text)
        }
    }

    static let maxComputedCharacters = 80
    /// Bytes of an expression read for its note at most, so that nested calls, each a computed
    /// argument holding the next, do not read the rest of the file again each.
    static let maxComputedBytes = 1_024

    /// The source from `start` to `end`, whitespace runs as one space, cut to 80 characters.
    static func shortened(_ source: [UInt8], from start: Int, to end: Int) -> String {
        // Collapse ASCII whitespace bytewise and stop after 81 code points (no more is shown), but
        // not inside a UTF-8 sequence.
        var kept: [UInt8] = []
        var scalars = 0
        var index = start
        while index < end,
            (index < start + maxComputedBytes && scalars <= maxComputedCharacters) || source[index] & 0xC0 == 0x80
        {
            let byte = source[index]
            index += 1
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                if kept.last != 0x20 { kept.append(0x20) }
                continue
            }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            kept.append(byte)
        }
        let words = String(decoding: kept, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if words.count > maxComputedCharacters { return String(words.prefix(maxComputedCharacters - 1)) + "…" }
        return index < end ? words + "…" : words
    }

    /// `const [Type] NAME = 'literal';` anywhere in the file (`static const` inside a class too),
    /// by name; a name declared twice with different values is left out.
    static func constants(_ tokens: [DartLexer.Token], _ source: [UInt8]) -> [String: String] {
        var constants: [String: String] = [:]
        var conflicting = Set<String>()
        for (index, token) in tokens.enumerated() where token.kind == .identifier && text(token, source) == "const" {
            var equals = index + 1
            while equals < min(tokens.count, index + 6), tokens[equals].kind == .identifier || tokens[equals].kind == .punctuation(UInt8(ascii: "?"))
            {
                equals += 1
            }
            guard equals > index + 1, equals < tokens.count, tokens[equals].kind == .punctuation(UInt8(ascii: "=")) else { continue }
            var end = equals + 1
            var value = ""
            while end < tokens.count, case .string(let text?) = tokens[end].kind {
                value += text
                end += 1
            }
            guard end > equals + 1, end < tokens.count,
                [UInt8(ascii: ";"), UInt8(ascii: ",")].contains(where: { tokens[end].kind == .punctuation($0) })
            else { continue }
            let name = text(tokens[equals - 1], source)
            if let earlier = constants[name], earlier != value { conflicting.insert(name) }
            constants[name] = value
        }
        return constants.filter { !conflicting.contains($0.key) }
    }
}
