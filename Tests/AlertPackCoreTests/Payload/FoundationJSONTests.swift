import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `FoundationJSON` writes a value as Foundation's JSON encoders write it on the device. The
/// 17-digit form (iOS 16 and earlier) is witnessed by the pairs published from Cocoa's and other
/// `%.17g` writers, and C's printf itself (`'%.17g' % x` in Python is printf's conversion). The
/// shortest form (iOS 17 and later) by Python's `repr(float)`, also the shortest round trip, where
/// the two formats coincide: magnitudes from 1e-4 up to 2^53 (above it Swift writes an exponent,
/// Python not before 1e16), with Python's trailing `.0` dropped as swift-foundation drops it.
struct FoundationJSONTests {
    @Test("numbers: the published before/after pairs")
    func publishedPairs() {
        // Issue 47's measured Live Activity case.
        #expect(FoundationJSON.number(1.91, .seventeenDigits) == "1.9099999999999999")
        // akheron/jansson issue 102 (%.17g): 0.657679 → 0.65767900000000001.
        #expect(FoundationJSON.number(0.657679, .seventeenDigits) == "0.65767900000000001")
        // open-source-parsers/jsoncpp pull request 648 (%.17g): 99.99 → 99.989999999999995.
        #expect(FoundationJSON.number(99.99, .seventeenDigits) == "99.989999999999995")
        // SBJson issue 113: a Float's 4.4 held as a Double → 4.4000000953674316.
        #expect(FoundationJSON.number(Double(Float(4.4)), .seventeenDigits) == "4.4000000953674316")
        // Whole numbers are written without a fraction; halves stay short.
        #expect(FoundationJSON.number(75, .seventeenDigits) == "75")
        #expect(FoundationJSON.number(-3, .seventeenDigits) == "-3")
        #expect(FoundationJSON.number(0.5, .seventeenDigits) == "0.5")
    }

    @Test("numbers agree with C's %.17g (printf through python3) for values a state holds")
    func printfWitness() throws {
        let values: [Double] = [0.1, 0.941, 1.91, 2.675, 51.507222, -0.127758, 1e-7, 123456.789, 3.14159, 1e21]
        let script = "import sys\nfor v in sys.argv[1:]:\n    print('%.17g' % float(v))"
        let result = try TestSupport.run("python3", ["-c", script] + values.map { "\($0)" })
        let printed = result.stdout.split(separator: "\n").map(String.init)
        #expect(printed == values.map { FoundationJSON.number($0, .seventeenDigits) })
    }

    @Test("strings: / is escaped as \\/, control characters as \\u00XX, the rest kept as UTF-8")
    func strings() {
        #expect(FoundationJSON.text(.string("a/b"), .shortest) == #""a\/b""#)
        #expect(FoundationJSON.text(.string("\"\\\n\t\u{01}"), .shortest) == #""\"\\\n\t\u0001""#)
        #expect(FoundationJSON.text(.string("Café 🍕"), .shortest) == "\"Café 🍕\"")
        #expect(FoundationJSON.byteCount(.string("é"), .shortest) == 4)
    }

    @Test("the shortest form: Double.description without .0, exponent over 2^53 and under 1e-4")
    func shortestForm() {
        let cases: [(Double, String)] = [
            (1.91, "1.91"), (0.1, "0.1"), (75, "75"), (-0.0, "-0"), (1e16, "1e+16"), (1e-5, "1e-05"), (0.0001, "0.0001"),
            (9_007_199_254_740_992, "9007199254740992"), (9_007_199_254_740_994, "9.007199254740994e+15"), (1e21, "1e+21"),
        ]
        for (value, text) in cases { #expect(FoundationJSON.number(value, .shortest) == text, "\(value)") }
        // The older encoder: whole numbers from 1e15 up, and -0, by %.17g.
        #expect(FoundationJSON.number(1e16, .seventeenDigits) == "10000000000000000")
    }

    @Test("the shortest form agrees with python3 repr(float) where the formats coincide (1e-4 to 2^53)")
    func reprWitness() throws {
        let values: [Double] = [1.91, 0.1, 0.941, 2.675, 51.507222, -0.127758, 123456.789, 0.0001, 0.00012, 4503599627370497.5, 100]
        let script = "import sys\nfor v in sys.argv[1:]:\n    r = repr(float(v))\n    print(r[:-2] if r.endswith('.0') else r)"
        let result = try TestSupport.run("python3", ["-c", script] + values.map { "\($0)" })
        #expect(result.stdout.split(separator: "\n").map(String.init) == values.map { FoundationJSON.number($0, .shortest) })
    }

    @Test("a whole value: no whitespace, and each member's size named largest first")
    func objects() throws {
        let node = try JSONNode.parse(Array(#"{"b": [1.91, true, null], "a": {"x": "/"}}"#.utf8))
        #expect(FoundationJSON.text(node, .seventeenDigits) == #"{"a":{"x":"\/"},"b":[1.9099999999999999,true,null]}"#)
        #expect(FoundationJSON.text(node, .shortest) == #"{"a":{"x":"\/"},"b":[1.91,true,null]}"#)
        let sizes = FoundationJSON.memberSizes(node.object!, .seventeenDigits)
        #expect(sizes.map(\.key) == ["b", "a"])
        #expect(sizes.map(\.bytes) == [#""b":[1.9099999999999999,true,null]"#.utf8.count, #""a":{"x":"\/"}"#.utf8.count])
    }

    @Test("the generated budget fixtures land where the script says")
    func budgetFixtures() throws {
        func state(_ name: String) throws -> JSONNode {
            let path = TestSupport.repositoryPath("Samples/payloads/push/\(name).json")
            return try #require(try JSONNode.parse(Array(Data(contentsOf: URL(fileURLWithPath: path))))["aps"]?["content-state"])
        }
        #expect(FoundationJSON.byteCount(try state("la-state-4097"), .shortest) == 4097)
        // 1.91 crosses 4,096 only as the older encoder writes it.
        let grown = try state("la-state-191-expansion")
        #expect(FoundationJSON.byteCount(grown, .shortest) <= 4096)
        #expect(FoundationJSON.byteCount(grown, .seventeenDigits) == #"{"points":[]}"#.utf8.count + 250 * 18 + 249)
        #expect(FoundationJSON.byteCount(grown, .seventeenDigits) > 4096)
        let both = try state("la-state-numbers-over")
        #expect(FoundationJSON.byteCount(both, .shortest) > 4096)
    }
}
