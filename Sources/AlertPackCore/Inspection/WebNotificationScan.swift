/// The notification calls of one script's tokens and the `badge` and `icon` members of their
/// options (`WebNotificationScriptReader`): bracket groups come from the lexer, so a member is
/// found at the top level of its object only, whatever its value nests.
struct WebNotificationScan {
    /// One member found: a literal, or a value computed at run time with its source quoted.
    enum Found: Equatable {
        case literal(key: String, role: WebImageDeclaration.Role, value: String, line: Int)
        case computed(key: String, line: Int, source: String)
    }

    /// A call: its callee's name as a key says it, and its `(` token.
    struct Call {
        var name: String
        var open: Int
    }

    let tokens: [ConfigToken]
    let groups: [Int]
    /// Every `showNotification(` and `new Notification(`, in order.
    let calls: [Call]

    init(tokens: [ConfigToken], groups: [Int]) {
        self.tokens = tokens
        self.groups = groups
        var calls: [Call] = []
        for index in tokens.indices.dropLast() where tokens[index + 1].isPunctuator("(") {
            if tokens[index].isIdentifier("showNotification") && (index == 0 || !tokens[index - 1].isIdentifier("function")) {
                calls.append(Call(name: "showNotification", open: index + 1))
            } else if tokens[index].isIdentifier("Notification"), index > 0, tokens[index - 1].isIdentifier("new") {
                calls.append(Call(name: "Notification", open: index + 1))
            }
        }
        self.calls = calls
    }

    /// The `badge` and `icon` members of a call's options (its second argument): an object
    /// literal, or a constant of the file that holds one.
    func images(of call: Call) -> [Found] {
        let arguments = self.arguments(call.open)
        guard arguments.count >= 2, let object = objectStart(arguments[1]) else { return [] }
        var found: [Found] = []
        for (key, role) in WebNotificationScriptReader.members {
            guard let value = member(key, of: object) else { continue }
            found += literals(value, key: "\(call.name) \(key)", role: role)
        }
        return found
    }

    /// The token ranges of the arguments between `open` and its `)`, split at top-level commas.
    func arguments(_ open: Int) -> [Range<Int>] {
        let close = groups[open]
        guard close > open else { return [] }
        var ranges: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            if tokens[index].isPunctuator(",") {
                ranges.append(start..<index)
                start = index + 1
            }
            index = groups[index] > index ? groups[index] + 1 : index + 1
        }
        if start < close { ranges.append(start..<close) }
        return ranges
    }

    /// The `{` of an options argument: the literal itself, or the object a `const`, `let` or
    /// `var` of that name is declared with (the last declaration before the call's use of it).
    func objectStart(_ range: Range<Int>) -> Int? {
        guard let first = range.first else { return nil }
        if tokens[first].isPunctuator("{") { return first }
        guard range.count == 1, tokens[first].kind == .identifier else { return nil }
        guard let value = declaration(of: tokens[first].text, before: first) else { return nil }
        return tokens[value].isPunctuator("{") ? value : nil
    }

    /// The first token of the value `name` is declared with (`const name = VALUE`), nearest
    /// before `limit` (or anywhere, for a member naming a constant declared later).
    func declaration(of name: String, before limit: Int) -> Int? {
        let matches = tokens.indices.dropLast(3).filter { index in
            ["const", "let", "var"].contains(tokens[index].text) && tokens[index].kind == .identifier
                && tokens[index + 1].isIdentifier(name) && tokens[index + 2].isPunctuator("=")
        }
        guard let chosen = matches.last(where: { $0 < limit }) ?? matches.first else { return nil }
        return chosen + 3
    }

    /// The tokens of member `key`'s value at the top level of the object opened at `open`
    /// (`key: value`, `'key': value`, or the shorthand `key`, which names a constant).
    func member(_ key: String, of open: Int) -> Range<Int>? {
        let close = groups[open]
        var index = open + 1
        var result: Range<Int>?
        while index < close {
            let token = tokens[index]
            let named = (token.kind == .identifier || token.kind == .string) && token.text == key
            let startsMember = index == open + 1 || tokens[index - 1].isPunctuator(",")
            if named, startsMember, index + 1 < close, tokens[index + 1].isPunctuator(":") {
                let end = valueEnd(from: index + 2, close: close)
                result = index + 2..<end
                index = end
                continue
            }
            if named, startsMember, index + 1 == close || tokens[index + 1].isPunctuator(",") { result = index..<index + 1 }
            index = groups[index] > index ? groups[index] + 1 : index + 1
        }
        return result
    }

    /// Where a value that starts at `start` ends: at a top-level `,` (a member's), or also at a
    /// `;` or a new line (a declaration's, `statement`).
    func valueEnd(from start: Int, close: Int, statement: Bool = false) -> Int {
        var index = start
        while index < close, !tokens[index].isPunctuator(",") {
            if statement, index > start, tokens[index].isPunctuator(";") || tokens[index].newlineBefore { break }
            index = groups[index] > index ? groups[index] + 1 : index + 1
        }
        return min(index, close)
    }

    /// The literals a member's value may be: one string, a constant holding one, or each
    /// literal branch of `a || 'b'`, `a ?? 'b'`, `c ? 'a' : 'b'`; anything else is computed.
    func literals(_ value: Range<Int>, key: String, role: WebImageDeclaration.Role, depth: Int = 0) -> [Found] {
        guard let first = value.first else { return [] }
        let line = tokens[first].line
        if value.count == 1, let text = Self.literal(tokens[first]) { return [.literal(key: key, role: role, value: text, line: line)] }
        if value.count == 1, tokens[first].kind == .identifier, depth < 4, let start = declaration(of: tokens[first].text, before: first) {
            return literals(start..<valueEnd(from: start, close: tokens.count, statement: true), key: key, role: role, depth: depth + 1)
                .filter { if case .literal = $0 { return true } else { return false } }
        }
        let top = topLevel(value)
        let branches = top.filter { ["||", "??", "?", ":"].contains(tokens[$0].text) && tokens[$0].kind == .punctuator }
        let joined = top.contains { tokens[$0].isPunctuator("+") }
        let found: [Found] = top.compactMap { index in
            guard !branches.isEmpty, !joined, let text = Self.literal(tokens[index]) else { return nil }
            return .literal(key: key, role: role, value: text, line: tokens[index].line)
        }
        return found.isEmpty ? [.computed(key: key, line: line, source: quote(value))] : found
    }

    /// The tokens of a range outside its nested brackets (an opener stands for its group).
    func topLevel(_ range: Range<Int>) -> [Int] {
        var indices: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            indices.append(index)
            index = groups[index] > index ? groups[index] + 1 : index + 1
        }
        return indices
    }

    /// A string or a template without `${}`.
    static func literal(_ token: ConfigToken) -> String? {
        switch token.kind {
        case .string, .template(.whole): return token.text
        default: return nil
        }
    }

    /// The value's tokens as written, shortened.
    func quote(_ range: Range<Int>) -> String {
        let text = range.prefix(12).map { tokens[$0].kind == .string ? "'\(tokens[$0].text)'" : tokens[$0].text }.joined(separator: " ")
        return text.count > 60 || range.count > 12 ? String(text.prefix(57)) + "…" : text
    }
}
