/// The statements of a program or a function body, walked at their own level: declarations
/// bound in the innermost scope, the export and the `return` found; every other statement is
/// skipped whole (it is never run).
extension ConfigScriptReader {
    struct Found {
        /// Where the exported expression starts (the last export wins).
        var exported: Int?
        /// Where the expression of the last `return` at this level starts.
        var returned: Int?
    }

    mutating func walk(_ range: Range<Int>) -> Found {
        var found = Found()
        var index = range.lowerBound
        let limit = range.upperBound
        while index < limit {
            let token = tokens[index]
            let next = index + 1 < limit ? tokens[index + 1] : nil
            guard token.kind == .identifier else {
                index = statementEnd(from: index, limit: limit)
                continue
            }
            switch token.text {
            case "export" where next?.isIdentifier("default") == true, "export" where next?.isPunctuator("=") == true:
                found.exported = index + 2
                index = statementEnd(from: index + 2, limit: limit)
            case "export" where next?.kind == .identifier:
                // `export const`, `export function`: the declaration.
                index += 1
            case "module"
            where index + 3 < limit && tokens[index + 1].isPunctuator(".") && tokens[index + 2].isIdentifier("exports")
                && tokens[index + 3].isPunctuator("="):
                found.exported = index + 4
                index = statementEnd(from: index + 4, limit: limit)
            case "const", "let", "var": index = declaration(from: index + 1, limit: limit)
            case "function": index = functionDeclaration(at: index, limit: limit)
            case "async" where next?.isIdentifier("function") == true: index = functionDeclaration(at: index, limit: limit)
            case "import": index = importStatement(at: index, limit: limit)
            case "return":
                found.returned = index + 1
                index = statementEnd(from: index + 1, limit: limit)
            default: index = statementEnd(from: index, limit: limit)
            }
        }
        return found
    }

    mutating func bind(_ name: String, _ binding: Binding) { scopes[scopes.count - 1][name] = binding }

    /// `NAME (: Type)? = value, …`; a destructuring pattern binds nothing (its names stay not
    /// read).
    mutating func declaration(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit, tokens[index].kind == .identifier {
            let name = tokens[index].text
            index += 1
            if index < limit, tokens[index].isPunctuator("!") { index += 1 }
            if index < limit, tokens[index].isPunctuator(":") {
                index = typeEnd(from: index + 1, limit: limit, stops: ["=", ",", ";"])
            }
            guard index < limit, tokens[index].isPunctuator("=") else { return statementEnd(from: index, limit: limit) }
            let end = expressionEnd(from: index + 1, limit: limit, statement: true)
            let initializer = index + 1..<end
            if let function = function(in: initializer) {
                bind(name, .function(function))
            } else {
                bind(name, .pending(initializer, level: scopes.count - 1))
            }
            index = end
            guard index < limit, tokens[index].isPunctuator(",") else { break }
            index += 1
        }
        return index < limit && index == start ? statementEnd(from: index, limit: limit) : skipSemicolon(index, limit: limit)
    }

    func skipSemicolon(_ index: Int, limit: Int) -> Int {
        index < limit && tokens[index].isPunctuator(";") ? index + 1 : index
    }

    /// `function NAME(…) { … }`, bound to its name.
    mutating func functionDeclaration(at start: Int, limit: Int) -> Int {
        let end = statementEnd(from: start, limit: limit)
        let nameIndex = tokens[start].isIdentifier("async") ? start + 2 : start + 1
        if nameIndex < end, tokens[nameIndex].kind == .identifier, let function = function(in: start..<end) {
            bind(tokens[nameIndex].text, .function(function))
        }
        return end
    }

    /// `import NAME from './x.json'` binds the file; other imports bind nothing.
    mutating func importStatement(at start: Int, limit: Int) -> Int {
        let end = statementEnd(from: start, limit: limit)
        let name = start + 1
        if name + 2 < end, tokens[name].kind == .identifier, !tokens[name].isIdentifier("type"),
            tokens[name + 1].isIdentifier("from") || tokens[name + 1].isPunctuator(","),
            let from = (name + 1..<end).first(where: { tokens[$0].isIdentifier("from") }), from + 1 < end,
            tokens[from + 1].kind == .string
        {
            let value = Self.fileValue(tokens[from + 1].text, line: tokens[start].line, verb: "import")
            bind(tokens[name].text, .value(value, count: 1, height: 1))
        }
        return end
    }

    /// The bindings of a function's first parameter: `{ config }` (or `{ config: c }`) is
    /// the static config; a plain name is the context, whose `config` it is.
    func parameterBindings(_ range: Range<Int>, line: Int) -> [String: Binding] {
        guard let first = range.first else { return [:] }
        let config = ConfigValue.parameter([], line: line)
        if tokens[first].kind == .identifier {
            let context = ConfigValue.object([ConfigMember(key: "config", value: config)])
            return [tokens[first].text: .value(context, count: 2, height: 2)]
        }
        guard tokens[first].isPunctuator("{") else { return [:] }
        var bindings: [String: Binding] = [:]
        var index = first + 1
        let close = groups[first]
        while index < close {
            if tokens[index].isIdentifier("config") {
                let renamed = index + 2 < close && tokens[index + 1].isPunctuator(":") && tokens[index + 2].kind == .identifier
                bindings[renamed ? tokens[index + 2].text : "config"] = .value(config, count: 1, height: 1)
            }
            index = expressionEnd(from: index, limit: close, statement: false) + 1
        }
        return bindings
    }
}
