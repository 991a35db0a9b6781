import AlertPackTestSupport
import Foundation
import Testing

/// The table of names that are not UTF-8 (`NameAliases`) is a value a run owns and passes on,
/// never a global: the core holds no table of its own, and the command line holds one, made once
/// for the process (`RunContext.aliases`), since ArgumentParser makes the commands.
@Suite("name aliases passed as a value")
struct NameAliasPassingTests {
    /// Every Swift file under Sources/ whose code (comments and strings taken out) matches
    /// `pattern`, as "folder/file: the match".
    static func matches(_ pattern: String) throws -> [String] {
        let sources = TestSupport.repositoryPath("Sources")
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: sources)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let code = SourceGraph.code(of: try String(contentsOfFile: sources + "/" + relative, encoding: .utf8))
            for match in expression.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                found.append("\(relative): \((code as NSString).substring(with: match.range))")
            }
        }
        return found.sorted()
    }

    /// A table kept in a static (`static let shared = NameAliases()`, `static var table: NameAliases`).
    static let staticTable = #"static\s+(let|var)\s+\w+\s*(:\s*NameAliases\??\s*(=|\{|$)|=\s*NameAliases\(\))"#

    @Test("no NameAliases.shared anywhere in Sources/")
    func noSharedTable() throws {
        #expect(try Self.matches(#"NameAliases\s*\.\s*shared"#).isEmpty)
    }

    @Test("one table kept in a static: the command line's run (RunContext.aliases); none in the core")
    func oneStaticTableInTheCommandLine() throws {
        let statics = try Self.matches(Self.staticTable)
        #expect(statics.map { $0.split(separator: ":")[0] } == ["alertpack/RunOptions.swift"], "\(statics)")
    }

    @Test("the test of the test: the patterns find a shared table and a static one in made-up code")
    func patternsFindWhatTheyShould() throws {
        let samples = [
            "package static let shared = NameAliases()", "static var table: NameAliases = .init()", "static let run: NameAliases? = nil",
        ]
        let expression = try NSRegularExpression(pattern: Self.staticTable, options: [.anchorsMatchLines])
        for sample in samples {
            #expect(expression.firstMatch(in: sample, range: NSRange(sample.startIndex..., in: sample)) != nil, "\(sample)")
        }
        let passed = "package var aliases: NameAliases"
        #expect(expression.firstMatch(in: passed, range: NSRange(passed.startIndex..., in: passed)) == nil)
    }
}
