import AlertPackTestSupport
import Foundation
import Testing

/// Our own C (the `apk_` files of the `Sources/C*` targets; a vendored file keeps its own name
/// and is not measured) is held to the Swift rule: no function over 60 lines.
@Suite("C function length")
struct CFunctionLengthTests {
    /// Functions allowed past 60 lines, at most the length given, each with its reason. At most
    /// two; the test fails if the list grows past that, if one grows, or if one no longer needs
    /// its place.
    static let allowed: [(name: String, length: Int, reason: String)] = [
        (
            "apk_ima4_expand_avx2", 68,
            "one AVX2 kernel: the eight paths' vectors live in registers across the five choices; a split would pass them through memory"
        ),
        (
            "kweighting_body", 64,
            "the loudness filter's lane loop, built twice (AVX2 with FMA, baseline) by its target attribute; the vectoriser must see it whole"
        ),
    ]

    /// Each function's name and its length in lines, from the line that starts its declaration
    /// (at column 0, an attribute-only line aside) to the brace that closes it (at column 0).
    static func functionLengths(in text: String) -> [(name: String, length: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [(name: String, length: Int)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let first = line.first, !first.isWhitespace, !"#/*{}".contains(first), !line.hasPrefix("typedef"),
                line.contains("("), !line.hasSuffix(";"), !line.hasSuffix("}"), !(line.hasPrefix("__attribute__") && line.hasSuffix(")")),
                let name = name(of: line)
            else { continue }
            // The body opens where the declaration ends; a prototype ends with a semicolon.
            guard let open = lines[(index - 1)...].firstIndex(where: { $0.hasSuffix("{") || $0.hasSuffix(";") }),
                lines[open].hasSuffix("{"),
                let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("}") })
            else { continue }
            result.append((name, close - (index - 1) + 1))
            index = close + 1
        }
        return result
    }

    /// The name a declaration line declares: the word before its first parenthesis, attributes
    /// (`__attribute__((...))`) left out.
    static func name(of line: String) -> String? {
        var text = Substring(line)
        while let range = text.range(of: "__attribute__((") {
            var depth = 2
            var end = range.upperBound
            while end < text.endIndex && depth > 0 {
                if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
            }
            text = text[..<range.lowerBound] + text[end...]
        }
        guard let paren = text.firstIndex(of: "(") else { return nil }
        let word = text[..<paren].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return word.isEmpty ? nil : String(word.reversed())
    }

    /// Our C files: `apk_*.c` and `apk_*.h` in every `Sources/C*` target.
    static func ownCFiles() throws -> [String] {
        let sources = TestSupport.repositoryPath("Sources")
        let manager = FileManager.default
        var files: [String] = []
        for target in try manager.contentsOfDirectory(atPath: sources).sorted() where target.hasPrefix("C") {
            guard let walker = manager.enumerator(atPath: sources + "/" + target) else { continue }
            for case let path as String in walker {
                let name = (path as NSString).lastPathComponent
                if name.hasPrefix("apk_") && (name.hasSuffix(".c") || name.hasSuffix(".h")) { files.append(target + "/" + path) }
            }
        }
        return files.sorted()
    }

    @Test("no function in our C targets is over 60 lines (a short allow-list aside)")
    func cFunctionLength() throws {
        #expect(Self.allowed.count <= 2, "the allow-list of long C functions grew: split the function instead")
        let sources = TestSupport.repositoryPath("Sources")
        var long: [String] = []
        var seen: [String: Int] = [:]
        var measured = 0
        for file in try Self.ownCFiles() {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (name, length) in Self.functionLengths(in: text) {
                measured += 1
                seen[name] = length
                let limit = Self.allowed.first { $0.name == name }?.length ?? 60
                if length > limit { long.append("\(file) \(name): \(length) lines (limit \(limit))") }
            }
        }
        #expect(long.isEmpty, "C functions over their limit: \(long)")
        for entry in Self.allowed {
            let length = try #require(seen[entry.name], "\(entry.name) is allowed but was not found: remove it from the list")
            #expect(length > 60, "\(entry.name) is \(length) lines now: remove it from the allow-list")
        }
        // The reader must see the functions at all (a reader that finds none passes anything).
        #expect(measured > 60)
    }

    @Test("C function lengths are read from the declaration at column 0 to its closing brace")
    func cFunctionLengthReading() {
        let text = """
            #include <stdio.h>
            typedef struct {
                int a;
            } pair;
            static int prototype(int a);
            static int short_one(int a) { return a; }
            __attribute__((target_clones("avx2", "default")))
            static int long_one(int a,
                                int b) {
                if (a) {
                    return b;
                }
                return a;
            }
            __attribute__((target("avx2"))) void vector(const int *restrict p) {
                (void)p;
            }
            """
        #expect(Self.functionLengths(in: text).map { "\($0.name) \($0.length)" } == ["long_one 7", "vector 3"])
    }
}
