/// Object, array and template literals, and numbers.
extension ConfigScriptReader {
    /// The object whose `{` is at `open`: keys by name, string or number (a computed `[key]` that
    /// reads as a string too), shorthand members, spreads laid out when read here; a method or
    /// accessor is a computed member.
    mutating func object(_ open: Int) throws(AlertPackError) -> ConfigValue {
        var members: [ConfigMember] = []
        var index = open + 1
        let close = groups[open]
        while index < close {
            let end = expressionEnd(from: index, limit: close, statement: false)
            defer { index = end + 1 }
            guard end > index else { continue }
            if tokens[index].isPunctuator("...") {
                let spread = try value(index + 1..<end)
                if case .object(let inner) = spread { members += inner } else { members.append(ConfigMember(key: nil, value: spread)) }
                continue
            }
            guard let (key, after) = try key(at: index, end: end) else {
                members.append(ConfigMember(key: nil, value: computed(index..<end, "a member with a computed key: ")))
                continue
            }
            if after == end {
                let shorthand = try resolve(key, line: tokens[index].line) ?? computed(index..<end)
                members.append(ConfigMember(key: key, value: shorthand))
            } else if tokens[after].isPunctuator(":") {
                members.append(ConfigMember(key: key, value: try value(after + 1..<end)))
            } else {
                members.append(ConfigMember(key: key, value: computed(index..<end, "a method: ")))
            }
        }
        return .object(members)
    }

    /// A member's key at `index` and the index after it; nil for a key not read.
    mutating func key(at index: Int, end: Int) throws(AlertPackError) -> (String, Int)? {
        var index = index
        let token = tokens[index]
        // `get x() {}`, `async x() {}`: an accessor or method, named by what follows.
        if token.kind == .identifier, ["get", "set", "async", "static"].contains(token.text), index + 1 < end,
            !tokens[index + 1].isPunctuator(":"), !tokens[index + 1].isPunctuator("(")
        {
            index += 1
        }
        let key = tokens[index]
        switch key.kind {
        case .identifier, .string, .template(.whole): return (key.text, index + 1)
        case .number: return Self.numberKey(Self.number(key.text)).map { ($0, index + 1) }
        case .punctuator where key.text == "[":
            let name = try value(index + 1..<groups[index])
            return (name.string ?? Self.numberKey(name)).map { ($0, groups[index] + 1) }
        default: return nil
        }
    }

    /// The array whose `[` is at `open`; a hole is `null`, a spread of an array read here is
    /// laid out, any other spread kept as one.
    mutating func array(_ open: Int) throws(AlertPackError) -> ConfigValue {
        var items: [ConfigValue] = []
        var index = open + 1
        let close = groups[open]
        while index < close {
            let end = expressionEnd(from: index, limit: close, statement: false)
            if end == index {
                items.append(.null)
            } else if tokens[index].isPunctuator("...") {
                let spread = try value(index + 1..<end)
                if case .array(let inner) = spread { items += inner } else { items.append(.spread(spread)) }
            } else {
                items.append(try value(index..<end))
            }
            index = end + 1
        }
        return .array(items)
    }

    /// The template whose head is at `head`: a string when every `${…}` is a string or a number
    /// read here, else computed.
    mutating func template(_ head: Int) throws(AlertPackError) -> ConfigValue {
        let tail = groups[head]
        var text = tokens[head].text
        var index = head + 1
        while index < tail {
            let end = expressionEnd(from: index, limit: tail, statement: false)
            guard tokens[end].kind == .template(.middle) || tokens[end].kind == .template(.tail) else { return computed(head..<tail + 1) }
            let part = try value(index..<end)
            switch part {
            case .string(let string): text += string
            case .number(let number): text += Self.numberKey(.number(number)) ?? ""
            default: return computed(head..<tail + 1)
            }
            text += tokens[end].text
            try charge(0, bytes: text.utf8.count)
            index = end + 1
        }
        return .string(text)
    }

    /// A number literal's value; a BigInt (`1n`) or anything `Number` would refuse is computed.
    static func number(_ source: String, line: Int = 0) -> ConfigValue {
        let text = source.replacingOccurrences(of: "_", with: "")
        let radix: Int? =
            switch text.prefix(2).lowercased() {
            case "0x": 16
            case "0o": 8
            case "0b": 2
            default: nil
            }
        if let radix {
            guard let value = UInt64(text.dropFirst(2), radix: radix) else { return .computed("the number \(source)", line: line) }
            return .number(Double(value))
        }
        // A legacy octal (`017`) is not the decimal it looks like.
        let octal = text.count > 1 && text.first == "0" && text.dropFirst().first?.isNumber == true
        guard !octal, let value = Double(text), value.isFinite else { return .computed("the number \(source)", line: line) }
        return .number(value)
    }

    /// A number as a key or in a template, as JavaScript writes it for integers.
    static func numberKey(_ value: ConfigValue) -> String? {
        guard case .number(let number) = value else { return nil }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
