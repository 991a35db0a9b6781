/// Reads what a JavaScript or TypeScript config file (`app.config.js/ts`,
/// `capacitor.config.ts/js`) exports, without running it: the literal subset (objects, arrays,
/// strings, numbers, booleans, `null`), top-level constants substituted (members and `${}` in
/// templates too), both sides of `?:`, `||` and `??`, `path.resolve(__dirname, '…')`,
/// `require('./x.json')` and `import x from './x.json'` as a file for the caller to read, and
/// TypeScript's annotations, `as`, `satisfies` and `!` passed over. The export may be an object,
/// a constant naming one, `defineConfig(…)` of one, or an Expo function form (`({ config }) =>
/// ({ ...config, … })`, a block that returns one): its result is read with `config` standing for
/// the static config (`ConfigValue.parameter`). Anything else is a `ConfigValue.computed` leaf
/// that says what stands there. A file that is not such a script is an error with its line;
/// size, tokens, nesting and the values substitution makes are bounded, so no input crashes,
/// hangs or grows without end.
package struct ConfigScriptReader {
    package struct Limits: Sendable {
        /// Config scripts are a few kilobytes; a megabyte is no config.
        package var maxBytes = 1 << 20
        /// Real configs nest about six levels.
        package var maxDepth = 64
        package var maxTokens = 200_000
        /// Values read, constants counted each time they are substituted.
        package var maxValues = 200_000
        /// Bytes of strings that templates build.
        package var maxStringBytes = 1 << 22

        package init() {}
    }

    /// What a config script exports.
    package struct Script: Sendable, Equatable {
        /// The config, a function form's result read.
        package var value: ConfigValue
        /// The export is a function that receives the static config.
        package var isFunction: Bool
        /// The line of the export.
        package var line: Int
    }

    /// Reads the script at `path`; an error names the file.
    package static func read(path: String, limits: Limits = Limits()) throws(AlertPackError) -> Script {
        do {
            let bytes = try RandomAccessFile.contents(path: path, maxBytes: limits.maxBytes, what: "the config script")
            return try parse(bytes, limits: limits)
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    /// Reads a script's bytes.
    package static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(AlertPackError) -> Script {
        guard bytes.count <= limits.maxBytes else {
            throw .reading(.overReadLimit("the config script", bytes: Int64(bytes.count), limit: Int64(limits.maxBytes)))
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .reading(.notValidText("UTF-8", file: true)) }
        var lexer = ConfigScriptLexer(bytes: bytes, maxTokens: limits.maxTokens)
        let (tokens, groups) = try lexer.run()
        var reader = ConfigScriptReader(source: bytes, tokens: tokens, groups: groups, limits: limits)
        return try reader.script(endLine: lexer.line)
    }

    /// What a name stands for in a scope.
    enum Binding {
        /// A constant's initializer, not read yet, declared in scope `level`.
        case pending(Range<Int>, level: Int)
        /// Being read: a reference now is a cycle.
        case resolving
        case value(ConfigValue, count: Int, height: Int)
        case function(ConfigFunction)
    }

    /// A function's parts, by token index.
    struct ConfigFunction {
        var parameters: Range<Int>
        var body: Range<Int>
        var isBlock: Bool
        var isAsync: Bool
        var line: Int
    }

    /// A change to a constant after its declaration: of its member `key`, or of the whole.
    struct Mutation {
        var key: String?
        var line: Int
    }

    let source: [UInt8]
    let tokens: [ConfigToken]
    let groups: [Int]
    let limits: Limits
    var scopes: [[String: Binding]] = [[:]]
    var mutations: [String: [Mutation]] = [:]
    var depth = 0
    var values = 0
    var stringBytes = 0

    init(source: [UInt8], tokens: [ConfigToken], groups: [Int], limits: Limits) {
        self.source = source
        self.tokens = tokens
        self.groups = groups
        self.limits = limits
        mutations = findMutations()
    }

    func fail(_ problem: AlertPackError.ScriptSyntax, at index: Int) -> AlertPackError {
        .reading(.scriptSyntax(line: tokens[min(index, tokens.count - 1)].line, problem))
    }

    /// Counts `count` values read, or refuses past the limit.
    mutating func charge(_ count: Int, bytes: Int = 0) throws(AlertPackError) {
        values += count
        stringBytes += bytes
        guard values <= limits.maxValues else {
            throw .reading(.countOverReadLimit("the config script", count: Int64(values), unit: "values", limit: Int64(limits.maxValues)))
        }
        guard stringBytes <= limits.maxStringBytes else {
            throw .reading(.overReadLimit("the strings the config script builds", bytes: Int64(stringBytes), limit: Int64(limits.maxStringBytes)))
        }
    }

    /// The program's declarations, then its export read.
    mutating func script(endLine: Int) throws(AlertPackError) -> Script {
        let found = walk(0..<tokens.count)
        guard let start = found.exported else { throw .reading(.scriptSyntax(line: endLine, .noExport)) }
        let end = expressionEnd(from: start, limit: tokens.count, statement: true)
        let (value, isFunction) = try exported(start..<end)
        return Script(value: value, isFunction: isFunction, line: tokens[min(start, tokens.count - 1)].line)
    }

    /// What an export's expression gives: a function called with the static config, a
    /// constant's value, `defineConfig`'s argument, or the value itself. Wrappers (`(…)`,
    /// `defineConfig(…)`) are peeled in a loop, each a level of nesting, so no input recurses.
    mutating func exported(_ whole: Range<Int>) throws(AlertPackError) -> (ConfigValue, Bool) {
        var range = whole
        for _ in 0...limits.maxDepth {
            guard !range.isEmpty else { return (.computed("nothing is exported", line: tokens[min(range.lowerBound, tokens.count - 1)].line), false) }
            if let function = function(in: range) { return (try call(function), true) }
            let first = tokens[range.lowerBound]
            let end = typeStart(in: range) ?? range.upperBound
            if first.kind == .identifier, end == range.lowerBound + 1, case .function(let function) = binding(first.text) {
                return (try call(function), true)
            }
            if first.isIdentifier("defineConfig"), range.lowerBound + 1 < end, tokens[range.lowerBound + 1].isPunctuator("(") {
                range = range.lowerBound + 2..<groups[range.lowerBound + 1]
            } else if first.isPunctuator("("), groups[range.lowerBound] + 1 == end {
                range = range.lowerBound + 1..<groups[range.lowerBound]
            } else {
                return (try value(range), false)
            }
        }
        throw fail(.nestedTooDeep(maxDepth: limits.maxDepth), at: whole.lowerBound)
    }

    /// Where a trailing `as T` or `satisfies T` starts, if there is one.
    func typeStart(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .template(.head) || (token.kind == .punctuator && ["(", "[", "{"].contains(token.text)) {
                index = groups[index] + 1
                continue
            }
            if token.isIdentifier("as") || token.isIdentifier("satisfies") { return index }
            index += 1
        }
        return nil
    }

    /// The function's result, its first parameter bound to what Expo passes: `{ config }`
    /// destructured, or the context object whose `config` is the static config.
    mutating func call(_ function: ConfigFunction) throws(AlertPackError) -> ConfigValue {
        guard !function.isAsync else {
            return .computed("an async function: its result is a Promise, which Expo refuses", line: function.line)
        }
        scopes.append(parameterBindings(function.parameters, line: function.line))
        defer { scopes.removeLast() }
        guard function.isBlock else { return try value(function.body) }
        let found = walk(function.body)
        guard let start = found.returned else {
            return .computed("the function returns nothing at its own level (a return inside a branch is not read)", line: function.line)
        }
        return try value(start..<expressionEnd(from: start, limit: function.body.upperBound, statement: true))
    }
}
