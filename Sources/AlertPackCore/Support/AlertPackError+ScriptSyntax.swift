extension AlertPackError {
    /// What stops a JavaScript or TypeScript config file from being read at all
    /// (`ConfigScriptReader`), said with its line in `ReadFailure.scriptSyntax`. What is read
    /// but not literal is no error: it is a `ConfigValue.computed` leaf.
    public enum ScriptSyntax: Sendable, Equatable {
        case unclosedComment
        case unclosedString
        case unclosedTemplate
        case unclosedRegex
        /// A byte no JavaScript token starts with, as shown (`\u{0}` escaped).
        case unexpectedCharacter(_ shown: String)
        /// `opener` ("(", "[", "{", "${") is never closed.
        case unclosed(_ opener: String)
        /// `closer` closes nothing, or closes `expected`'s group with the wrong bracket.
        case unexpectedCloser(_ closer: String, expected: String?)
        case nestedTooDeep(maxDepth: Int)
        /// The file ends without `export default` or `module.exports =`.
        case noExport
    }
}

extension AlertPackError.ScriptSyntax {
    /// What is wrong, without the line.
    public var message: String {
        switch self {
        case .unclosedComment: "a /* comment */ is not closed"
        case .unclosedString: "a quoted string is not closed on its line"
        case .unclosedTemplate: "a `template literal` is not closed"
        case .unclosedRegex: "a /regular expression/ is not closed on its line"
        case .unexpectedCharacter(let shown): "'\(shown)' is not JavaScript or TypeScript"
        case .unclosed(let opener): "'\(opener)' is not closed"
        case .unexpectedCloser(let closer, let expected):
            "'\(closer)' " + (expected.map { "where '\($0)' closes the open group" } ?? "closes nothing")
        case .nestedTooDeep(let maxDepth): "values nested more than \(maxDepth) levels deep are not read"
        case .noExport: "the file ends without `export default` or `module.exports =`: no config is exported"
        }
    }
}
