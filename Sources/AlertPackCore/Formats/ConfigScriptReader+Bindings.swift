/// Names and what they stand for: constants read once on first use in the scopes that declare
/// them (so an inner name never shadows their own), changes made to them after their
/// declaration (a member set, a `push`), and function shapes.
extension ConfigScriptReader {
    func binding(_ name: String) -> Binding? {
        for scope in scopes.reversed() {
            if let binding = scope[name] { return binding }
        }
        return nil
    }

    /// The value `name` stands for, or nil when it names nothing read here.
    mutating func resolve(_ name: String, line: Int) throws(AlertPackError) -> ConfigValue? {
        guard let level = scopes.lastIndex(where: { $0[name] != nil }), let binding = scopes[level][name] else { return nil }
        switch binding {
        case .value(let value, let count, let height):
            guard depth + height <= limits.maxDepth else { throw fail(.nestedTooDeep(maxDepth: limits.maxDepth), line: line) }
            try charge(count)
            return value
        case .resolving: return .computed("\(name) refers to itself", line: line)
        case .function: return .computed("\(name) is a function", line: line)
        case .pending(let range, _):
            scopes[level][name] = .resolving
            let inner = Array(scopes[(level + 1)...])
            scopes.removeLast(inner.count)
            let read = try value(range)
            scopes.append(contentsOf: inner)
            let result = changed(name, read, line: tokens[range.lowerBound].line)
            scopes[level][name] = .value(result, count: result.count, height: result.height)
            return result
        }
    }

    func fail(_ problem: AlertPackError.ScriptSyntax, line: Int) -> AlertPackError {
        .reading(.scriptSyntax(line: line, problem))
    }

    /// `value` with the changes made to `name` after its declaration: a member set is not read
    /// (the member becomes computed); any other change makes the whole not read.
    func changed(_ name: String, _ value: ConfigValue, line: Int) -> ConfigValue {
        guard let changes = mutations[name], !changes.isEmpty else { return value }
        guard case .object(let members) = value, changes.allSatisfy({ $0.key != nil }) else {
            let first = changes.first { $0.key == nil } ?? changes[0]
            return .computed("\(name) is changed at line \(first.line)", line: line)
        }
        return .object(
            members
                + changes.map { change in
                    ConfigMember(
                        key: change.key, value: .computed("\(name).\(change.key ?? "") is changed at line \(change.line)", line: change.line))
                })
    }

    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "**=", "??=", "||=", "&&=", "|=", "&=", "^=", "<<=", ">>=", ">>>="]
    static let mutators: Set<String> = ["push", "unshift", "splice", "pop", "shift", "sort", "reverse", "fill", "copyWithin"]
    static let declarers: Set<String> = ["const", "let", "var", "type", "interface", "enum", "class", "function", ","]

    /// Every assignment to a name or its members, `NAME.push(…)` and `Object.assign(NAME, …)`
    /// anywhere in the file (a name shadowed in an inner scope counts too: that only reads less).
    func findMutations() -> [String: [Mutation]] {
        var found: [String: [Mutation]] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier {
            if index > 0,
                tokens[index - 1].isPunctuator(".") || tokens[index - 1].isPunctuator("?.") || Self.declarers.contains(tokens[index - 1].text)
            {
                continue
            }
            var end = index + 1
            var key: String?
            var last: String?
            var chain = 0
            while end < tokens.count {
                let token = tokens[end]
                if (token.isPunctuator(".") || token.isPunctuator("?.")), end + 1 < tokens.count, tokens[end + 1].kind == .identifier {
                    last = tokens[end + 1].text
                    if chain == 0 { key = last }
                    end += 2
                } else if token.isPunctuator("[") {
                    if chain == 0, groups[end] == end + 2, tokens[end + 1].kind == .string { key = tokens[end + 1].text }
                    last = nil
                    end = groups[end] + 1
                } else if token.isPunctuator("!") {
                    end += 1
                    continue
                } else {
                    break
                }
                chain += 1
            }
            guard end < tokens.count else { continue }
            let after = tokens[end]
            let line = tokens[index].line
            if after.kind == .punctuator, Self.assignments.contains(after.text) {
                found[tokens[index].text, default: []].append(Mutation(key: chain == 1 ? key : nil, line: line))
            } else if after.isPunctuator("("), chain >= 1, let last, Self.mutators.contains(last) {
                found[tokens[index].text, default: []].append(Mutation(key: nil, line: line))
            } else if tokens[index].isIdentifier("Object"), chain == 1, key == "assign", after.isPunctuator("("), end + 1 < tokens.count,
                tokens[end + 1].kind == .identifier
            {
                found[tokens[end + 1].text, default: []].append(Mutation(key: nil, line: line))
            }
        }
        return found
    }

    /// The function `range` is, whole: `function …(…) {…}`, `(…) => …` or `name => …`, maybe
    /// `async`, with TypeScript's parameter and return types.
    func function(in range: Range<Int>) -> ConfigFunction? {
        var index = range.lowerBound
        let limit = range.upperBound
        guard index < limit else { return nil }
        var isAsync = false
        if tokens[index].isIdentifier("async"), index + 1 < limit, !tokens[index + 1].isPunctuator("=>") {
            isAsync = true
            index += 1
        }
        let line = tokens[index].line
        if tokens[index].isIdentifier("function") {
            index += 1
            while index < limit, tokens[index].isPunctuator("*") || tokens[index].kind == .identifier { index += 1 }
            if index < limit, tokens[index].isPunctuator("<") { index = typeEnd(from: index, limit: limit, stops: ["("]) }
            guard index < limit, tokens[index].isPunctuator("(") else { return nil }
            let parameters = index + 1..<groups[index]
            index = groups[index] + 1
            if index < limit, tokens[index].isPunctuator(":") { index = returnTypeEnd(from: index + 1, limit: limit) }
            guard index < limit, tokens[index].isPunctuator("{") else { return nil }
            return ConfigFunction(parameters: parameters, body: index + 1..<groups[index], isBlock: true, isAsync: isAsync, line: line)
        }
        let parameters: Range<Int>
        if tokens[index].kind == .identifier, index + 1 < limit, tokens[index + 1].isPunctuator("=>") {
            parameters = index..<index + 1
            index += 1
        } else if tokens[index].isPunctuator("(") {
            parameters = index + 1..<groups[index]
            index = groups[index] + 1
            if index < limit, tokens[index].isPunctuator(":") { index = typeEnd(from: index + 1, limit: limit, stops: ["=>"]) }
            guard index < limit, tokens[index].isPunctuator("=>") else { return nil }
        } else {
            return nil
        }
        index += 1
        guard index < limit else { return nil }
        if tokens[index].isPunctuator("{"), groups[index] + 1 == limit {
            return ConfigFunction(parameters: parameters, body: index + 1..<groups[index], isBlock: true, isAsync: isAsync, line: line)
        }
        return ConfigFunction(parameters: parameters, body: index..<limit, isBlock: false, isAsync: isAsync, line: line)
    }

    /// The end of a function's return type: the `{` of its body, after a name, `>`, `]` or `)`.
    func returnTypeEnd(from start: Int, limit: Int) -> Int {
        var index = start
        var angles = 0
        while index < limit {
            let token = tokens[index]
            if token.isPunctuator("<") { angles += 1 }
            if token.isPunctuator(">") { angles = max(0, angles - 1) }
            if token.isPunctuator("{"), angles == 0, index > start,
                tokens[index - 1].kind == .identifier || [">", "]", ")"].contains(tokens[index - 1].text)
            {
                return index
            }
            if token.kind == .punctuator, ["(", "[", "{"].contains(token.text) {
                index = groups[index] + 1
                continue
            }
            index += 1
        }
        return limit
    }
}
