import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Every output format against its consumer's rules, on the Samples: JUnit against an XSD with
/// xmllint, SARIF against the OASIS 2.1.0 schema with Python's jsonschema, GitHub annotations
/// line by line, and the HTML report in headless Chromium.
@Suite(TestSupport.needs("xmllint", "python3", "chromium-headless-shell"))
struct ReporterTests {
    @Test("JSON numbers are printf's %.Nf, trimmed: halfway cases, negatives, large and tiny values, escapes")
    func jsonNumbersAndStrings() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.125, 0.375, 2.675, 1.005, -1.5, 1e15, -1e-9, 123456.789, 0.45455, 29.999999, -120.0]
        for _ in 0..<2000 {
            values.append(Double.random(in: -1000...1000, using: &generator))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000 + 0.0005)
        }
        for value in values {
            for decimals in 0...6 {
                var expected = String(format: "%.\(decimals)f", value)
                if expected.contains(".") {
                    while expected.hasSuffix("0") { expected.removeLast() }
                    if expected.hasSuffix(".") { expected.removeLast() }
                }
                if expected == "-0" { expected = "0" }
                #expect(JSONValue.format(value, decimals: decimals) == expected, "\(value) to \(decimals)")
            }
        }
        let text = JSONValue.object([
            ("plain", .string("caf\u{e9} \u{1F514} bell.caf")), ("escaped", .string("a\"b\\c\nd\te\u{1}")),
        ]).serialized()
        #expect(text.contains(#""plain": "café 🔔 bell.caf""#))
        #expect(text.contains(#""escaped": "a\"b\\c\nd\te\u0001""#))
    }
}
