/// Where an expression or a statement ends, found without parsing it: bracket groups are
/// jumped over whole (the lexer matched them), so a token is looked at once per level and an
/// expression the reader does not understand is still skipped exactly.
extension ConfigScriptReader {
    /// Names that begin a statement: after a line break, one of these ends the statement before
    /// it (automatic semicolon insertion, as real files without semicolons need).
    static let statementStarts: Set<String> = [
        "export", "import", "const", "let", "var", "function", "module", "exports", "if", "for", "while", "do", "return", "type",
        "interface", "declare", "class", "enum", "try", "switch", "throw", "async",
    ]

    /// The end (exclusive) of the expression from `start`, before `limit`: the first `,`, `;`
    /// or closer of its own level, or, in a statement, a line break before a statement's first
    /// word. After `as` or `satisfies` a type follows, whose `<A, B>` commas end nothing.
    func expressionEnd(from start: Int, limit: Int, statement: Bool, commas: Bool = true) -> Int {
        var index = start
        var inType = false
        var angles = 0
        while index < limit {
            let token = tokens[index]
            if index > start, statement, token.newlineBefore, endsStatement(before: index) { return index }
            switch token.kind {
            case .template(.head):
                index = groups[index] + 1
                continue
            case .template(.middle), .template(.tail): return index
            case .identifier where token.text == "as" || token.text == "satisfies":
                if index > start, !tokens[index - 1].isPunctuator(".") { inType = true }
            case .punctuator:
                switch token.text {
                case "(", "[", "{":
                    index = groups[index] + 1
                    continue
                case ")", "]", "}", ";": return index
                case "," where commas && angles == 0: return index
                case "<" where inType: angles += 1
                case ">" where inType: angles = max(0, angles - 1)
                case ">>" where inType: angles = max(0, angles - 2)
                default: break
                }
            default: break
            }
            index += 1
        }
        return limit
    }

    /// The end of the statement from `start`: its `;` (taken with it), or where the next begins.
    func statementEnd(from start: Int, limit: Int) -> Int {
        let end = expressionEnd(from: start, limit: limit, statement: true, commas: false)
        if end < limit, tokens[end].isPunctuator(";") { return end + 1 }
        // A closer of the enclosing level is not part of this statement; step over a stray one.
        return end == start ? start + 1 : end
    }

    /// A line break before `index` ends a statement when a statement's first word follows and
    /// the token before cannot continue an expression (an operator, a `(`, a `.`).
    func endsStatement(before index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier, Self.statementStarts.contains(token.text) else { return false }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .punctuator: return [")", "]", "}", "++", "--"].contains(previous.text)
        case .template(.head), .template(.middle): return false
        case .identifier: return !["as", "satisfies", "typeof", "new", "return", "await", "export", "default"].contains(previous.text)
        default: return true
        }
    }

    /// The first punctuator `text` at the top level of `range`, not inside a group or a type
    /// (after `as` or `satisfies`).
    func topLevel(_ text: String, in range: Range<Int>) -> Int? { topLevel(anyOf: [text], in: range) }

    /// The first of the punctuators `texts` at the top level of `range`: one scan for several,
    /// so splitting `a ?? b ?? …` at each is linear, not a scan of the rest per split.
    func topLevel(anyOf texts: Set<String>, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .template(.head) || (token.kind == .punctuator && ["(", "[", "{"].contains(token.text)) {
                index = groups[index] + 1
                continue
            }
            if token.kind == .identifier, token.text == "as" || token.text == "satisfies" { return nil }
            if token.kind == .punctuator, texts.contains(token.text) { return index }
            index += 1
        }
        return nil
    }

    /// The `:` of the `?` at `question`, skipping nested `a ? b : c` in between.
    func ternaryColon(after question: Int, before end: Int) -> Int? {
        var index = question + 1
        var open = 0
        while index < end {
            let token = tokens[index]
            if token.kind == .template(.head) || (token.kind == .punctuator && ["(", "[", "{"].contains(token.text)) {
                index = groups[index] + 1
                continue
            }
            if token.isPunctuator("?") { open += 1 }
            if token.isPunctuator(":") {
                if open == 0 { return index }
                open -= 1
            }
            index += 1
        }
        return nil
    }

    /// The end of a type after `:`, `as` or `satisfies`, from `start`: at `stop` tokens (`=`,
    /// `=>`, `,`, `)`) outside `<…>`, groups jumped.
    func typeEnd(from start: Int, limit: Int, stops: Set<String>) -> Int {
        var index = start
        var angles = 0
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuator {
                switch token.text {
                case "(", "[", "{":
                    index = groups[index] + 1
                    continue
                case "<": angles += 1
                case ">": angles = max(0, angles - 1)
                case ">>": angles = max(0, angles - 2)
                case ")", "]", "}", ";": return index
                case let text where angles == 0 && stops.contains(text): return index
                default: break
                }
            }
            index += 1
        }
        return limit
    }

    /// The source of `range`, one line, shortened: how a value not read is named.
    func quote(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let bytes = source[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end]
        let words = String(decoding: bytes.prefix(400), as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 80 || bytes.count > 400 ? String(words.prefix(79)) + "…" : words
    }
}
