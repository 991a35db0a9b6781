import Testing

@testable import AlertPackCore

/// `SwiftLexer`: Swift source as tokens: comments (nested block comments too) and whitespace
/// dropped, every string form one token (escapes, interpolations with their own strings and
/// parentheses, multi-line, raw with any number of `#`), attributes and directives by name,
/// lines counted; unclosed input ends without a crash.
struct SwiftLexerTests {
    /// Each token as text: a word, `#name`, `@name`, `"text"` (or `$` for a string without
    /// plain text), or a punctuation character.
    static func shown(_ source: String) -> [String] {
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        return lexer.tokens().map { token in
            switch token.kind {
            case .word(let word): word
            case .directive(let name): "#" + name
            case .attribute(let name): "@" + name
            case .string(let text?): "\"\(text)\""
            case .string(nil): "$"
            case .punctuation(let byte): String(UnicodeScalar(byte))
            }
        }
    }

    @Test("words, punctuation, attributes, directives and backticked names; comments dropped, lines counted")
    func basics() {
        let source = "@Published var `default`: Int? // x {\n/* a /* nested { */ still */ #if DEBUG\n"
        #expect(Self.shown(source) == ["@Published", "var", "default", ":", "Int", "?", "#if", "DEBUG"])
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        #expect(lexer.tokens().map(\.line) == [1, 1, 1, 1, 1, 1, 2, 2])
    }

    @Test("strings: escapes, interpolations holding strings and parentheses, multi-line, raw; braces inside are not code")
    func strings() {
        let source = #"""
            "a{" "b\"}" "c\(f("}", (1)))d" #"e"}\(x)"# ##"f"#}"## """
            g { "
            """ "h" }
            """#
        #expect(Self.shown(source) == ["\"a{\"", "$", "$", "\"e\"}\\(x)\"", "\"f\"#}\"", "$", "\"h\"", "}"])
        var lexer = SwiftLexer(bytes: Array(source.utf8))
        #expect(lexer.tokens().map(\.line) == [1, 1, 1, 1, 1, 1, 3, 3])
    }

    @Test("a raw string's interpolation needs its #s; a one-line string ends at its line")
    func rawInterpolation() {
        #expect(Self.shown(##"#"a\#(g(")"))b"# x"##) == ["$", "x"])
        #expect(Self.shown("\"open\nnext") == ["$", "next"])
    }

    @Test("unclosed comments, strings and interpolations end at the end; deep interpolation is bounded")
    func unclosed() {
        #expect(Self.shown("a /* b /* c */") == ["a"])
        #expect(Self.shown("a \"\"\"\nb") == ["a", "$"])
        #expect(Self.shown("a \"\\(b(\"") == ["a", "$"])
        let deep = String(repeating: "\"\\(", count: 5000)
        #expect(Self.shown(deep) == ["$"])
    }

    @Test("a long run of # without a quote is passed over once, in code and in an interpolation")
    func hashRuns() {
        let run = String(repeating: "#", count: 1 << 20)
        #expect(Self.shown(run + " x") == ["#", "x"])
        let inString = Self.shown("\"\\(" + run + " 1)\" y")
        #expect(inString == ["$", "y"])
    }
}
