import Testing

@testable import AlertPackCore

/// `JVMSourceLexer`: Java, Kotlin and Gradle source as tokens, comments and strings apart,
/// templates split into their constant parts, never failing on unclosed input.
struct JVMSourceLexerTests {
    static func tokens(_ source: String, _ language: JVMSourceLexer.Language = .templated) -> [JVMSourceLexer.Kind] {
        var lexer = JVMSourceLexer(bytes: Array(source.utf8), language: language)
        return lexer.tokens().map(\.kind)
    }

    @Test("comments are dropped; a name in a string stays a string")
    func commentsAndStrings() {
        #expect(Self.tokens("a // R.raw.x\n/* R.raw.y */ \"R.raw.z\"") == [.identifier, .string(parts: ["R.raw.z"], templated: false)])
        // Kotlin nests block comments; Java ends at the first */.
        #expect(Self.tokens("/* a /* b */ c */ d") == [.identifier])
        #expect(Self.tokens("/* a /* b */ c */ d", .java).count == 4)
    }

    @Test("templates keep their constant parts; Java has none; single quotes hold none")
    func templates() {
        #expect(
            Self.tokens(#""android.resource://${ctx.packageName}/raw/x""#)
                == [.string(parts: ["android.resource://", "/raw/x"], templated: true)])
        #expect(Self.tokens(#""a $name b""#) == [.string(parts: ["a ", " b"], templated: true)])
        #expect(Self.tokens(#""a $name b""#, .java) == [.string(parts: ["a $name b"], templated: false)])
        #expect(Self.tokens("'a $b'") == [.string(parts: ["a $b"], templated: false)])
        #expect(Self.tokens(#""""x "y" z""""#) == [.string(parts: [#"x "y" z"#], templated: false)])
    }

    @Test("lines counted, escapes decoded, unclosed input ends at the end")
    func linesAndEnds() {
        var lexer = JVMSourceLexer(bytes: Array("a\n\"b\\n\"\nc".utf8), language: .java)
        #expect(lexer.tokens().map(\.line) == [1, 2, 3])
        #expect(Self.tokens(#""a\"b""#) == [.string(parts: [#"a"b"#], templated: false)])
        #expect(Self.tokens("\"open\nnext") == [.string(parts: ["open"], templated: false), .identifier])
        #expect(Self.tokens("/* open") == [])
        #expect(Self.tokens(String(repeating: "\"${", count: 100)).count <= 1)
    }
}
