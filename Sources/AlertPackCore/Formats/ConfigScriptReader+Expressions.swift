/// An expression's value: branches (`?:`, `||`, `??`) as alternatives, then a literal, a name
/// or one of the few calls read (`require`, `path.resolve`/`path.join`, `defineConfig`), with
/// members, `!` and a trailing type. Anything else is computed, quoted from the source.
extension ConfigScriptReader {
    mutating func value(_ range: Range<Int>) throws(AlertPackError) -> ConfigValue {
        guard !range.isEmpty else { return .computed("an empty expression", line: tokens[min(range.lowerBound, tokens.count - 1)].line) }
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.maxDepth else { throw fail(.nestedTooDeep(maxDepth: limits.maxDepth), at: range.lowerBound) }
        try charge(1)
        if function(in: range) != nil { return computed(range, "a function: ") }
        if let question = topLevel("?", in: range), let colon = ternaryColon(after: question, before: range.upperBound) {
            // The condition is not read: either branch may be taken.
            return Self.alternatives([try value(question + 1..<colon), try value(colon + 1..<range.upperBound)])
        }
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        while let split = topLevel(anyOf: ["||", "??"], in: start..<range.upperBound) {
            parts.append(start..<split)
            start = split + 1
        }
        guard parts.isEmpty else {
            parts.append(start..<range.upperBound)
            var values: [ConfigValue] = []
            for part in parts { values.append(try value(part)) }
            return Self.alternatives(values)
        }
        return try unary(range)
    }

    /// Alternatives, those nested flattened.
    static func alternatives(_ values: [ConfigValue]) -> ConfigValue {
        .alternatives(
            values.flatMap { value -> [ConfigValue] in
                if case .alternatives(let inner) = value { return inner }
                return [value]
            })
    }

    func computed(_ range: Range<Int>, _ what: String = "computed: ") -> ConfigValue {
        .computed(what + quote(range), line: tokens[range.lowerBound].line)
    }

    /// A literal or a name, then its members (`.a`, `?.a`, `["a"]`), `!`, and a type to skip.
    mutating func unary(_ range: Range<Int>) throws(AlertPackError) -> ConfigValue {
        let start = range.lowerBound
        let end = range.upperBound
        if tokens[start].isPunctuator("-") || tokens[start].isPunctuator("+"), end == start + 2, tokens[start + 1].kind == .number,
            case .number(let magnitude) = Self.number(tokens[start + 1].text)
        {
            return .number(tokens[start].text == "-" ? -magnitude : magnitude)
        }
        guard var (current, index) = try primary(range) else { return computed(range) }
        while index < end {
            let token = tokens[index]
            if token.isPunctuator(".") || token.isPunctuator("?."), index + 1 < end, tokens[index + 1].kind == .identifier {
                guard let member = Self.member(current, tokens[index + 1].text) else { return computed(start..<index + 2) }
                current = member
                index += 2
            } else if token.isPunctuator("[") {
                let key = try value(index + 1..<groups[index])
                guard let name = key.string ?? Self.numberKey(key), let member = Self.member(current, name) else { return computed(range) }
                current = member
                index = groups[index] + 1
            } else if token.isPunctuator("!") {
                index += 1
            } else if token.isIdentifier("as") || token.isIdentifier("satisfies") {
                break
            } else {
                return computed(range)
            }
        }
        if case .computed = current { return computed(range) }
        return current
    }

    /// The member `name` of `value`: of an object read here, of the static config, or inside a
    /// required file; nil when it cannot be said.
    static func member(_ value: ConfigValue, _ name: String) -> ConfigValue? {
        switch value {
        case .object(let members):
            // A spread after the last member of that name may replace it: not known here.
            guard let last = members.lastIndex(where: { $0.key == name }) else { return nil }
            return members[(last + 1)...].contains { $0.key == nil } ? nil : members[last].value
        case .parameter(let path, let line): return .parameter(path + [name], line: line)
        case .file(let path, let members, let line): return .file(path, members: members + [name], line: line)
        case .alternatives(let values):
            let members = values.compactMap { member($0, name) }
            return members.count == values.count ? .alternatives(members) : nil
        default: return nil
        }
    }

    /// What a literal token or group starts: the value and the index after it; nil when it is not
    /// read.
    mutating func primary(_ range: Range<Int>) throws(AlertPackError) -> (ConfigValue, Int)? {
        let start = range.lowerBound
        let token = tokens[start]
        switch token.kind {
        case .string, .template(.whole): return (.string(token.text), start + 1)
        case .number: return (Self.number(token.text, line: token.line), start + 1)
        case .template(.head): return (try template(start), groups[start] + 1)
        case .punctuator where token.text == "{": return (try object(start), groups[start] + 1)
        case .punctuator where token.text == "[": return (try array(start), groups[start] + 1)
        case .punctuator where token.text == "(": return (try value(start + 1..<groups[start]), groups[start] + 1)
        case .identifier: return try name(range)
        default: return nil
        }
    }

    /// A name: a literal word, a call read here, or a binding.
    mutating func name(_ range: Range<Int>) throws(AlertPackError) -> (ConfigValue, Int)? {
        let start = range.lowerBound
        let token = tokens[start]
        switch token.text {
        case "true": return (.bool(true), start + 1)
        case "false": return (.bool(false), start + 1)
        case "null", "undefined": return (.null, start + 1)
        default: break
        }
        if start + 1 < range.upperBound, tokens[start + 1].isPunctuator("(") {
            return try call(token.text, arguments: start + 1, range: range).map { ($0, groups[start + 1] + 1) }
        }
        if token.text == "path", start + 3 < range.upperBound, tokens[start + 1].isPunctuator("."), tokens[start + 3].isPunctuator("(") {
            return try call("path." + tokens[start + 2].text, arguments: start + 3, range: range).map { ($0, groups[start + 3] + 1) }
        }
        return try resolve(token.text, line: token.line).map { ($0, start + 1) }
    }

    /// The arguments of the call whose `(` is at `open`, each an expression's range.
    func arguments(_ open: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = open + 1
        let close = groups[open]
        while index < close {
            let end = expressionEnd(from: index, limit: close, statement: false)
            if end > index { ranges.append(index..<end) }
            index = end + 1
        }
        return ranges
    }

    /// `require('./x.json')`, `path.resolve(__dirname, …)`/`path.join`, `defineConfig(x)`; nil
    /// for any other call.
    mutating func call(_ callee: String, arguments open: Int, range: Range<Int>) throws(AlertPackError) -> ConfigValue? {
        let arguments = arguments(open)
        let line = tokens[open].line
        switch callee {
        case "require":
            guard arguments.count == 1, case .string(let path) = try value(arguments[0]) else { return nil }
            return Self.fileValue(path, line: line, verb: "require")
        case "defineConfig":
            guard arguments.count == 1 else { return nil }
            return try value(arguments[0])
        case "path.resolve", "path.join":
            guard let first = arguments.first, first.count == 1, tokens[first.lowerBound].isIdentifier("__dirname") else { return nil }
            var parts: [String] = []
            for argument in arguments.dropFirst() {
                guard case .string(let part) = try value(argument), !part.hasPrefix("/") else { return nil }
                parts.append(part)
            }
            guard let relative = Self.relative(parts.joined(separator: "/")) else {
                return .computed("\(callee) leads out of the config's folder: \(quote(range))", line: line)
            }
            return .string(relative)
        default: return nil
        }
    }

    /// `path` inside the script's folder as `./a/b` (`.` and `..` taken by name), or nil when
    /// it leads out of it.
    static func relative(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? "." : "./" + parts.joined(separator: "/")
    }

    /// A required or imported file: a JSON file inside the script's folder, for the caller to
    /// read; anything else is computed, with why.
    static func fileValue(_ path: String, line: Int, verb: String) -> ConfigValue {
        guard !path.hasPrefix("/") else { return .computed("\(verb) of an absolute path: \(path)", line: line) }
        guard path.hasPrefix("./") || path.hasPrefix("../") else { return .computed("\(verb) of the package \(path)", line: line) }
        guard let relative = relative(path) else { return .computed("\(verb) of \(path), out of the config's folder", line: line) }
        guard relative.lowercased().hasSuffix(".json") else { return .computed("\(verb) of the script \(path) (never run)", line: line) }
        return .file(relative, members: [], line: line)
    }
}
