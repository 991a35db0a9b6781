import Foundation
import Testing

@testable import AlertPackCore

/// Numbers in reports are worked out without printf where that is safe; the text must be
/// printf's (`%.*f`, trailing zeros dropped) on every value, ties and near-ties included.
struct FixedDecimalTests {
    static func witness(_ value: Double, _ decimals: Int) -> String {
        FixedDecimal.trimmed(FixedDecimal.printf(value, decimals: decimals))
    }

    @Test("the fast text is printf's on 600,000 random values of every magnitude, 0 to 12 decimals")
    func randomValuesAgreeWithPrintf() {
        var generator = SeededGenerator(seed: 33)
        var fastOnes = 0
        for index in 0..<600_000 {
            let decimals = index % 13
            let magnitude = Double.random(in: -14...17, using: &generator)
            var value = Double.random(in: 1...10, using: &generator) * pow(10, magnitude.rounded(.down))
            if index % 2 == 1 { value = -value }
            // Every third value sits on, or one step from, a tie at this many decimals.
            if index % 3 == 0 {
                let scale = pow(10.0, Double(decimals))
                let tie = ((value * scale).rounded(.down) + 0.5) / scale
                value = [tie, tie.nextUp, tie.nextDown][index % 9 / 3]
            }
            if FixedDecimal.fast(value, decimals: decimals) != nil { fastOnes += 1 }
            let text = FixedDecimal.text(value, decimals: decimals)
            #expect(text == Self.witness(value, decimals), "\(value) with \(decimals) decimals: \(text)")
            if text != Self.witness(value, decimals) { return }
        }
        // Most of the 400,000 values not built on a tie take the fast way (else it would be no
        // faster); the ties and the values too large for exact integers take printf's.
        #expect(fastOnes > 250_000, "\(fastOnes)")
    }

    @Test("exact ties round to even as printf does; zeros, signs and whole numbers are written as before")
    func tiesAndEdges() {
        let cases: [(Double, Int, String)] = [
            (0.125, 2, "0.12"), (0.375, 2, "0.38"), (2.5, 0, "2"), (3.5, 0, "4"), (-2.5, 0, "-2"), (1.5, 0, "2"),
            (0, 3, "0"), (-0.0, 3, "0"), (-0.0004, 3, "0"), (-0.0005, 3, "-0.001"), (1.10, 2, "1.1"), (100, 0, "100"),
            (100, 3, "100"), (-23.456789, 1, "-23.5"), (0.000001, 6, "0.000001"), (0.0000001, 6, "0"), (44100, 3, "44100"),
            (4_503_599_627_370_497, 0, "4503599627370497"), (1e300, 2, Self.witness(1e300, 2)), (-70.04999999999, 2, "-70.05"),
        ]
        for (value, decimals, expected) in cases {
            #expect(FixedDecimal.text(value, decimals: decimals) == expected, "\(value) with \(decimals) decimals")
            #expect(Self.witness(value, decimals) == expected, "printf: \(value) with \(decimals) decimals")
        }
        #expect(FixedDecimal.text(.infinity, decimals: 2) == "null" && FixedDecimal.text(.nan, decimals: 2) == "null")
    }
}

/// SplitMix64: the same values on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
