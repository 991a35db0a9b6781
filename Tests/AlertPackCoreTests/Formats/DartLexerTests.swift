import Testing

@testable import AlertPackCore

/// `DartLexer`: the tokens of Dart source as the language reads them: comments (nested block
/// comments too) and whitespace dropped, strings in each quoting with their constant text or
/// marked as interpolated, lines counted; unclosed input ends without a crash (what the tokens
/// are used for is DartNotificationCalls', in FlutterProjectReaderTests).
struct DartLexerTests {
    /// Each token as the text it covers, or `'TEXT'` / `$` for a string's value.
    static func shown(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        var lexer = DartLexer(bytes: bytes)
        return lexer.tokens().map { token in
            switch token.kind {
            case .identifier, .punctuation: String(decoding: bytes[token.range], as: UTF8.self)
            case .string(let text?): "'\(text)'"
            case .string(nil): "$"
            }
        }
    }

    @Test("identifiers, punctuation bytes and numbers; comments and whitespace dropped, lines counted")
    func basics() {
        let source = "final a = f(1.5, b_2); // c(\n/* x /* nested */ still(comment) */ $d?.e;\n"
        #expect(Self.shown(source) == ["final", "a", "=", "f", "(", "1", ".", "5", ",", "b_2", ")", ";", "$d", "?", ".", "e", ";"])
        var lexer = DartLexer(bytes: Array(source.utf8))
        #expect(lexer.tokens().map(\.line) == [Int](repeating: 1, count: 12) + [Int](repeating: 2, count: 5))
    }

    @Test("strings: both quotes, raw, triple-quoted over lines, escapes; interpolation marks the string, not its neighbours")
    func strings() {
        let source = #"""
            'a\'b' "c\td" r'e\n$f' '''g
            h''' "i$j" 'k${l('m}')}n' 'o'
            """#
        #expect(Self.shown(source) == ["'a'b'", "'c\td'", "'e\\n$f'", "'g\nh'", "$", "$", "'o'"])
        var lexer = DartLexer(bytes: Array(source.utf8))
        #expect(lexer.tokens().map(\.line) == [1, 1, 1, 1, 2, 2, 2])
    }

    @Test("each token's range is the bytes it covers")
    func ranges() {
        let source = "x('é', r\"y\")"
        var lexer = DartLexer(bytes: Array(source.utf8))
        let tokens = lexer.tokens()
        #expect(tokens.map(\.range) == [0..<1, 1..<2, 2..<6, 6..<7, 8..<12, 12..<13])
    }

    @Test("an unclosed comment, string or interpolation ends at the end of the file; a one-line string at its line's end")
    func unclosed() {
        #expect(Self.shown("a /* open /* nested */") == ["a"])
        #expect(Self.shown("'open\nb") == ["$", "b"])
        #expect(Self.shown("\"${a(") == ["$"])
        #expect(Self.shown("'''open\n\nstill") == ["$"])
        // Interpolations nested past maxNesting end the file rather than the stack.
        let deep = String(repeating: "\"${", count: DartLexer.maxNesting * 4)
        #expect(Self.shown(deep + "\nafter") == ["$"])
    }
}
