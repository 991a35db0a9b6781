extension SwiftDeclarationWalk {
    /// The type written at `at` (moved past it): a name with generic arguments, `[T]`, `[K: V]`,
    /// each followed by any `?` or `!`; a tuple, a function or an opaque type as `.other`.
    func typeReference(at: inout Int, in range: Range<Int>, depth: Int = 0) -> SwiftTypeReference {
        let start = at
        var type: SwiftTypeReference
        if depth > SwiftDeclarationReader.maxDepth || at >= range.upperBound {
            return .other("")
        } else if isPunctuation(at, "[") {
            at += 1
            let first = typeReference(at: &at, in: range, depth: depth + 1)
            if isPunctuation(at, ":") {
                at += 1
                type = .dictionary(key: first, value: typeReference(at: &at, in: range, depth: depth + 1))
            } else {
                type = .array(first)
            }
            guard isPunctuation(at, "]") else { return other(from: start, at: &at, in: range) }
            at += 1
        } else if let name = word(at), !["some", "any", "inout", "borrowing", "consuming"].contains(name) {
            var parts = [name]
            var arguments: [SwiftTypeReference] = []
            at += 1
            while true {
                if isPunctuation(at, "<") {
                    arguments = []
                    at += 1
                    while at < range.upperBound, !isPunctuation(at, ">") {
                        arguments.append(typeReference(at: &at, in: range, depth: depth + 1))
                        if isPunctuation(at, ",") { at += 1 } else if !isPunctuation(at, ">") { return other(from: start, at: &at, in: range) }
                    }
                    at += 1
                }
                guard isPunctuation(at, "."), let next = word(at + 1) else { break }
                parts.append(next)
                at += 2
            }
            type = .named(parts, arguments: arguments)
        } else {
            return other(from: start, at: &at, in: range)
        }
        while isPunctuation(at, "?") || isPunctuation(at, "!") {
            type = .optional(type)
            at += 1
        }
        // A function type: `(T) -> U` began as a tuple; `T -> U` is not Swift.
        if isPunctuation(at, "-"), isPunctuation(at + 1, ">") { return other(from: start, at: &at, in: range) }
        return type
    }

    /// A type this reader does not take apart: up to where its declaration goes on (`=`, `{`, `,`
    /// or a new line), with its brackets.
    private func other(from start: Int, at: inout Int, in range: Range<Int>) -> SwiftTypeReference {
        at = start
        var parts: [String] = []
        while at < range.upperBound {
            if isPunctuation(at, "=") || isPunctuation(at, "{") || isPunctuation(at, ",") || isPunctuation(at, "}") { break }
            if at > start, tokens[at].line > tokens[at - 1].line, !isPunctuation(at, "-"), !isPunctuation(at, ">") { break }
            if isPunctuation(at, "(") || isPunctuation(at, "[") || isPunctuation(at, "<") {
                at = closing(at, in: range)
                parts.append("(…)")
            } else if let name = word(at) {
                parts.append(name)
            } else if isPunctuation(at, "-"), at + 1 < range.upperBound, isPunctuation(at + 1, ">") {
                parts.append("->")
                at += 1
            }
            at += 1
        }
        return .other(parts.joined(separator: " "))
    }
}
