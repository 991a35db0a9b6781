import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `OldStylePlist`, the reader of the OpenStep property lists Xcode writes `project.pbxproj` in,
/// against Foundation's own reader (the toolchain's `plutil`) on every fixture project and on
/// syntax written to test it; damaged and hostile files are errors that say where.
@Suite(TestSupport.needs("plutil"))
struct OldStylePlistTests {
    static func fixture(_ name: String) -> String { TestSupport.repositoryPath("Tests/Fixtures/projects/\(name)/\(name).xcodeproj") }

    /// What Foundation's own reader makes of an old-style plist, as a JSONNode.
    static func witness(_ path: String) throws -> JSONNode {
        let json = try TestSupport.peer("plutil", ["-convert", "json", "-o", "-", path])
        return try JSONNode.parse(Array(json.stdoutData))
    }

    static func ours(_ path: String) throws -> JSONNode {
        try OldStylePlist.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test("our reader agrees with Foundation's on every fixture project, and on every project.pbxproj in ALERTPACK_PROJECT_CORPUS")
    func agreesWithFoundation() throws {
        var files = ["Good", "Broken"].map { Self.fixture($0) + "/project.pbxproj" }
        if let corpus = ProcessInfo.processInfo.environment["ALERTPACK_PROJECT_CORPUS"] {
            let found = FileManager.default.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.sorted().map { corpus + "/" + $0 }
        }
        for file in files {
            #expect(try Self.ours(file) == Self.witness(file), "\(file)")
        }
    }

    @Test("strings as Xcode writes them: quotes, escapes, comments, a BOM, data, trailing commas; the same as Foundation reads them")
    func syntax() throws {
        let text = """
            \u{FEFF}// !$*UTF8*$!
            { /* a comment */ plain = abc_1.2-$x/y:z;
              "quoted key" = "a \\"quoted\\" value\\twith\\\\escapes\\n";
              unicode = "caf\\U00e9 \\351t\\U00E9 \\101";
              list = ( one, "two words", /* inline */ three, );
              empty = ( );
              nested = { inner = { deepest = "" ; }; };  // line comment
              'single' = 'quotes';
            }
            """
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/syntax.plist"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let ours = try Self.ours(path)
        #expect(ours["quoted key"]?.string == "a \"quoted\" value\twith\\escapes\n")
        // Octal escapes are NeXTSTEP characters: \\351 is Ø.
        #expect(ours["unicode"]?.string == "café Øté A")
        #expect(ours["list"]?.array?.compactMap(\.string) == ["one", "two words", "three"])
        #expect(ours["nested"]?["inner"]?["deepest"]?.string == "")
        #expect(ours["plain"]?.string == "abc_1.2-$x/y:z")
        #expect(ours == (try Self.witness(path)))
        // Data comes out as its hex digits, spaces dropped.
        #expect(try OldStylePlist.parse(Array("{ d = <0fA1 b2>; }".utf8))["d"]?.string == "0fA1b2")
    }

    @Test(
        "damaged files are errors that say where, never a crash or a hang",
        arguments: [
            ("", 1, .emptyFile),
            ("{ a = b; ", 1, .endsInside(array: false)),
            ("{ a = \"b; }", 1, .unclosedString),
            ("{ a = b }", 1, .expectedSemicolon(afterValueOf: "a")),
            ("{\n\n a b; }", 3, .expectedEquals(afterKey: "a")),
            ("( a b )", 1, .expectedCommaOrParenthesis),
            ("{ } extra", 1, .moreAfterTopLevel),
            ("{ a = b; /* open", 1, .unclosedComment),
            ("{ a = <0g>; }", 1, .notHexInData("g")),
            ("{ a = \"\\U12\"; }", 1, .unicodeEscape),
            ("{ = b; }", 1, .unexpected("=")),
            (String(repeating: "(", count: 100_000), 1, .nestedTooDeep(maxDepth: 256)),
        ] as [(String, Int, AlertPackError.PlistSyntax)])
    func damaged(_ text: String, _ line: Int, _ problem: AlertPackError.PlistSyntax) {
        #expect(throws: AlertPackError.reading(.plistSyntax(line: line, problem))) { try OldStylePlist.parse(Array(text.utf8)) }
    }

    @Test("an old-style property list's problem is said with its line")
    func damagedWords() {
        #expect(AlertPackError.reading(.plistSyntax(line: 3, .expectedEquals(afterKey: "a"))).message == "line 3: expected '=' after the key \"a\"")
        #expect(AlertPackError.reading(.plistSyntax(line: 1, .endsInside(array: false))).message == "line 1: the file ends inside a { dictionary }")
        #expect(AlertPackError.reading(.plistSyntax(line: 1, .unicodeEscape)).message == "line 1: \\U needs four hex digits")
    }

    @Test("the Samples' project and the Conflict fixture: the one read as Foundation reads it, the other refused at its line")
    func samplesAndConflict() throws {
        let sample = TestSupport.repositoryPath("Samples/Chirp.xcodeproj/project.pbxproj")
        #expect(try Self.ours(sample) == Self.witness(sample))
        let conflict = Self.fixture("Conflict") + "/project.pbxproj"
        #expect(throws: AlertPackError.self) { try Self.ours(conflict) }
        #expect(try TestSupport.run("plutil", ["-convert", "json", "-o", "-", conflict]).status != 0)
    }

    @Test("a real project cut anywhere is an error, never a trap", arguments: [3, 100, 1000, -2])
    func cut(_ length: Int) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cut = try ReaderWitness.cut(Self.fixture("Good") + "/project.pbxproj", to: length, in: folder)
        #expect(throws: AlertPackError.self) { try Self.ours(cut) }
    }
}
