import Foundation

/// Markup for the visual reports, built so that no text can get into it unescaped: a string
/// literal in the source is markup, and everything interpolated into one is escaped (text) or
/// is markup already (another `HTML`). Numbers go in as they print, image bytes as base64. There
/// is no other way to make an `HTML` from a `String`, so a field cannot be forgotten.
struct HTML: ExpressibleByStringInterpolation, Sendable, Equatable {
    private(set) var markup: String

    init() { markup = "" }

    /// Markup written in this source file: a literal, never text from a file or a user.
    init(stringLiteral literal: StaticString) { markup = literal.description }

    init(stringInterpolation: Interpolation) { markup = stringInterpolation.markup }

    /// Markup the build embedded from this repository's files (the report's style and script):
    /// written by us like a literal, never text from a user's file.
    init(embedded markup: String) { self.markup = markup }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) { markup.reserveCapacity(literalCapacity + 16 * interpolationCount) }

        mutating func appendLiteral(_ literal: StaticString) { markup += literal.description }

        /// Text: escaped, whatever it holds.
        mutating func appendInterpolation(_ text: String) { markup += XML.escape(text) }

        /// Markup made the same way.
        mutating func appendInterpolation(_ html: HTML) { markup += html.markup }

        mutating func appendInterpolation(_ number: Int) { markup += String(number) }

        /// A number with at most `decimals` digits after the point.
        mutating func appendInterpolation(_ number: Double, decimals: Int) { markup += JSONValue.format(number, decimals: decimals) }

        /// Bytes as base64 (for `data:` URLs): only letters, digits, `+`, `/` and `=`.
        mutating func appendInterpolation(base64 data: Data) { markup += data.base64EncodedString() }
    }

    static func + (left: HTML, right: HTML) -> HTML {
        var joined = left
        joined.markup += right.markup
        return joined
    }

    static func += (left: inout HTML, right: HTML) { left.markup += right.markup }
}

extension Sequence where Element == HTML {
    /// The pieces one after another, `separator` between them.
    func joined(separator: HTML = HTML()) -> HTML {
        var result = HTML()
        for (index, piece) in enumerated() {
            if index > 0 { result += separator }
            result += piece
        }
        return result
    }
}
