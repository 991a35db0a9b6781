import Foundation

/// A number as reports write it: at most `decimals` digits after the point, rounded as the C
/// library's `printf("%.*f")` rounds (the exact binary value to the nearest, ties to even), then
/// trailing zeros dropped ("1.50" → "1.5", "2.000" → "2", "-0.00" → "0").
///
/// Most numbers are worked out with one multiplication and integers: a report has a dozen per
/// file, and printf through Swift's variadic bridge cost a fifth of writing a JSON report. Only
/// where that could round differently from printf (the scaled value within a few units of the
/// last place of a tie, or too large for exact integers) is printf asked, so every text is
/// printf's (a test compares the two on millions of values).
enum FixedDecimal {
    static func text(_ value: Double, decimals: Int) -> String {
        // JSON has no infinities or NaN; callers map those to null before getting here.
        guard value.isFinite else { return "null" }
        return fast(value, decimals: decimals) ?? trimmed(printf(value, decimals: decimals))
    }

    /// Exact powers of ten (every one up to 10^22 is a double).
    private static let powers: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { product, _ in product * 10 } }

    /// The text without printf, or nil when it cannot be sure of printf's rounding.
    static func fast(_ value: Double, decimals: Int) -> String? {
        guard decimals >= 0, decimals < powers.count else { return nil }
        let scaled = value.magnitude * powers[decimals]
        // Whole numbers must stay exact, and the product's rounding error (half a unit in its
        // last place) must not reach the tie between two candidates.
        guard scaled < 0x1p52 else { return nil }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        guard (fraction - 0.5).magnitude > 4 * scaled.ulp else { return nil }
        var units = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        guard units != 0 else { return "0" }
        var places = decimals
        while places > 0 && units % 10 == 0 {
            units /= 10
            places -= 1
        }
        let digits = String(units)
        let sign = value < 0 ? "-" : ""
        guard places > 0 else { return sign + digits }
        if digits.utf8.count > places {
            let split = digits.utf8.count - places
            return sign + String(digits.utf8.prefix(split))! + "." + String(digits.utf8.suffix(places))!
        }
        return sign + "0." + String(repeating: "0", count: places - digits.utf8.count) + digits
    }

    /// The C library's own text (`%.*f`).
    static func printf(_ value: Double, decimals: Int) -> String {
        var buffer = [UInt8](repeating: 0, count: 400)
        let written = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                withVaList([Int32(decimals), value]) { vsnprintf(characters.baseAddress, characters.count, "%.*f", $0) }
            }
        }
        return written > 0 && Int(written) < buffer.count
            ? String(decoding: buffer.prefix(Int(written)), as: UTF8.self) : String(format: "%.\(decimals)f", value)
    }

    /// Trailing zeros after the point dropped, and the point if nothing follows; "-0" is "0".
    static func trimmed(_ text: String) -> String {
        var bytes = Array(text.utf8)
        if bytes.contains(UInt8(ascii: ".")) {
            while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
            if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        }
        if bytes == Array("-0".utf8) { return "0" }
        return String(decoding: bytes, as: UTF8.self)
    }
}
