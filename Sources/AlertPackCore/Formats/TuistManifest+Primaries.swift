extension TuistExpressionParser {
    /// A literal, a name (resolved, or a call or member as written), `.member` or `.member(…)`,
    /// an array or dictionary, a parenthesised expression; anything else computed. Always moves
    /// past at least one token unless at a closing bracket, a comma, a colon or the end.
    mutating func primary() -> TuistManifestValue {
        guard let current = kind(at: index) else { return computed("computed: nothing") }
        switch current {
        case .string(let text):
            index += 1
            return text.map(TuistManifestValue.string) ?? computed("computed: an interpolated or multi-line string")
        case .word(let word): return name(word)
        case .punctuation(UInt8(ascii: ".")):
            guard case .word(let member)? = kind(at: index + 1) else {
                index += 1
                return computed("computed: a lone dot")
            }
            index += 2
            return callOrMember("." + member)
        case .punctuation(UInt8(ascii: "[")): return collection()
        case .punctuation(UInt8(ascii: "(")):
            index += 1
            let inner = expression()
            if kind(at: index) == .punctuation(UInt8(ascii: ")")) {
                index += 1
                return inner
            }
            skipTo(closing: UInt8(ascii: ")"))
            return computed("computed: a tuple")
        case .punctuation(UInt8(ascii: "-")):
            if case .word(let digits)? = kind(at: index + 1), digits.first?.isNumber == true {
                index += 1
                if case .number(let number) = name(digits) { return .number("-" + number) }
            }
            index += 1
            return computed("computed: an operator")
        case .punctuation(UInt8(ascii: "{")):
            skipBalanced()
            return computed("computed: a closure")
        case .punctuation(let byte)
        where [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(byte):
            return computed("computed: nothing")
        case .directive(let name):
            index += 1
            if kind(at: index) == .punctuation(UInt8(ascii: "(")) { skipBalanced() }
            return computed("computed: #\(name)")
        default:
            index += 1
            return computed("computed: an expression")
        }
    }

    /// A word: a literal keyword, a number, or a name (dotted, `Constants.bundleId`) that is a
    /// declared value, a call (`Project(…)`, `Target.target(…)`) or a member as written.
    private mutating func name(_ word: String) -> TuistManifestValue {
        index += 1
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .null
        default: break
        }
        if word.first?.isNumber == true {
            // `2.5` lexes as `2`, `.`, `5`.
            if kind(at: index) == .punctuation(UInt8(ascii: ".")), case .word(let fraction)? = kind(at: index + 1), fraction.first?.isNumber == true {
                index += 2
                return .number(word + "." + fraction)
            }
            return .number(word)
        }
        var path = word
        while kind(at: index) == .punctuation(UInt8(ascii: ".")), case .word(let member)? = kind(at: index + 1),
            tokens[index].line == tokens[index - 1].line
        {
            path += "." + member
            index += 2
        }
        if kind(at: index) == .punctuation(UInt8(ascii: "(")) { return callOrMember(path) }
        guard resolves else { return computed("computed: \(path)") }
        let inManifest = files.first.map { $0.range.contains(index - 1) } ?? false
        if inManifest, let own = substitute(path, own: true) { return own }
        if let shared = substitute(path, own: false) { return shared }
        // `Destinations.iOS`, `Product.app`: a member of a type, as written.
        if let first = path.first, first.isUppercase, path.contains(".") { return .member(path) }
        return computed("computed: \(path)")
    }

    /// `callee(…)` when a parenthesis follows on the same line, else the member `callee` (without its dot).
    private mutating func callOrMember(_ callee: String) -> TuistManifestValue {
        let bare = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
        guard kind(at: index) == .punctuation(UInt8(ascii: "(")), tokens[index].line == tokens[index - 1].line else { return .member(bare) }
        index += 1
        var arguments: [TuistManifestArgument] = []
        while let next = kind(at: index), next != .punctuation(UInt8(ascii: ")")) {
            var label: String?
            if case .word(let word) = next, kind(at: index + 1) == .punctuation(UInt8(ascii: ":")) {
                label = word
                index += 2
            }
            let start = index
            arguments.append(TuistManifestArgument(label: label, value: expression()))
            if kind(at: index) == .punctuation(UInt8(ascii: ",")) {
                index += 1
            } else if index == start, kind(at: index) != .punctuation(UInt8(ascii: ")")) {
                index += 1
            }
        }
        if index < end { index += 1 }
        // A trailing closure makes what the call gives unknown.
        if kind(at: index) == .punctuation(UInt8(ascii: "{")), tokens[index].line == tokens[index - 1].line {
            skipBalanced()
            return computed("computed: \(bare)(…) with a closure")
        }
        return .call(bare, arguments)
    }
}
