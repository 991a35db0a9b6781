import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `ConfigScriptLexer`: the tokens of JavaScript and TypeScript as a config script has them,
/// checked against what the language says each text is (node's own reading of the same values
/// is ConfigScriptReaderTests' witness).
struct ConfigScriptLexerTests {
    static func tokens(_ text: String) throws -> [ConfigToken] {
        var lexer = ConfigScriptLexer(bytes: Array(text.utf8), maxTokens: 1_000)
        return try lexer.run().tokens
    }

    @Test("comments are dropped, strings cooked, numbers and punctuators kept whole, lines counted")
    func basics() throws {
        let tokens = try Self.tokens("#!/usr/bin/env node\n// line\na /* b\n c */ = 'x\\ty' ?? 0x1F >>>= ...b?.c?.5")
        #expect(tokens.map(\.text) == ["a", "=", "x\ty", "??", "0x1F", ">>>=", "...", "b", "?.", "c", "?", ".5"])
        #expect(tokens.map(\.line) == [3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])
        #expect(tokens[0].newlineBefore && tokens[1].newlineBefore && !tokens[2].newlineBefore)
    }

    @Test("a slash is a regular expression where an expression starts, a division after a value")
    func regexOrDivision() throws {
        let tokens = try Self.tokens("x = a / b / c; y = s.replace(/[/]-_/g, '.'); return /a\\/b/i")
        #expect(tokens.filter { $0.kind == .regex }.map(\.text) == ["/[/]-_/g", "/a\\/b/i"])
        #expect(tokens.filter { $0.isPunctuator("/") }.count == 2)
    }

    @Test("template literals nest through ${}, and their head is matched to their tail")
    func templates() throws {
        let text = "`a${ {k: `b${c}d`}.k }e`"
        var lexer = ConfigScriptLexer(bytes: Array(text.utf8), maxTokens: 100)
        let (tokens, groups) = try lexer.run()
        #expect(tokens.map(\.kind).first == .template(.head) && tokens.last?.kind == .template(.tail))
        #expect(groups[0] == tokens.count - 1)
        #expect(tokens.filter { $0.kind == .template(.head) }.map(\.text) == ["a", "b"])
        #expect(tokens.filter { $0.kind == .template(.tail) }.map(\.text) == ["d", "e"])
    }

    @Test("escapes as JavaScript reads them: \\x, \\u, \\u{}, surrogate pairs, line continuations")
    func escapes() throws {
        let tokens = try Self.tokens(#"'\x41\u00e9\u{1F514}\uD83D\uDD14\'\\' "a\\#nb""#)
        #expect(tokens.map(\.text) == ["Aé🔔🔔'\\", "ab"])
    }

    @Test("the token limit is an error, not a slow read")
    func tokenLimit() {
        var lexer = ConfigScriptLexer(bytes: Array(String(repeating: "a ", count: 2_000).utf8), maxTokens: 1_000)
        #expect(throws: AlertPackError.reading(.countOverReadLimit("the config script", count: 1_001, unit: "tokens", limit: 1_000))) {
            _ = try lexer.run()
        }
    }
}
