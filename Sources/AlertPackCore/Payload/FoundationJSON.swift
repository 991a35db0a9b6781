import Foundation

/// A JSON value as Foundation's encoders write it again on the device, which is what iOS
/// measures a Live Activity's `content-state` and `attributes` by (4,096 bytes): the app's
/// Codable type is decoded from the payload and encoded again, not the payload's text counted.
///
/// The form, as the published cases show it: no whitespace; `/` escaped as `\/`, `"` and `\`
/// escaped, `\b \f \n \r \t` and other control characters as `\u00XX`, everything else as UTF-8.
/// Numbers differ by encoder (`NumberForm`). Key order changes nothing in a byte count.
package enum FoundationJSON {
    /// How a number that is not whole is written: the two encoders iOS has shipped.
    package enum NumberForm: Sendable, Equatable {
        /// swift-foundation's `JSONEncoder` (iOS 17 and later): `Double.description` without a
        /// trailing `.0`, the shortest digits that read back to the same value, so `1.91` stays
        /// `1.91`. SwiftDtoa.cpp writes the exponent form when the magnitude is over 2^53 or under
        /// 1e-4 (`decimalExponent < -3 || fabs(d) > 0x1.0p53`): `1e+16`, `1e-05`; -0 is `-0`.
        case shortest
        /// `JSONSerialization`, and the `JSONEncoder` built on it (iOS 16 and earlier): a whole
        /// number within ±10^15 without a fraction, any other with C's `%.17g`, so `1.91` becomes
        /// `1.9099999999999999` (the case of issue 47, a `content-state` that grew from 2,027 to
        /// 4,827 bytes), `0.1` becomes `0.10000000000000001`.
        case seventeenDigits
    }

    /// The text Foundation writes for `node`.
    package static func text(_ node: JSONNode, _ form: NumberForm) -> String {
        var out = ""
        write(node, form, into: &out)
        return out
    }

    /// UTF-8 bytes of `text(node)`.
    package static func byteCount(_ node: JSONNode, _ form: NumberForm) -> Int { text(node, form).utf8.count }

    /// Each key of an object with the bytes its `"key":value` member takes, largest first (ties by
    /// name, for a deterministic report).
    package static func memberSizes(_ object: [String: JSONNode], _ form: NumberForm) -> [(key: String, bytes: Int)] {
        object.map { key, value in
            var member = ""
            escape(key, into: &member)
            member += ":"
            write(value, form, into: &member)
            return (key, member.utf8.count)
        }.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.key < $1.key }
    }

    /// A number as the encoder of `form` writes it (the shortest form by default: how a message
    /// shows a number the sender wrote).
    package static func number(_ value: Double, _ form: NumberForm = .shortest) -> String {
        switch form {
        case .shortest:
            let text = value.description
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        case .seventeenDigits:
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(format: "%.17g", value)
        }
    }

    static func write(_ node: JSONNode, _ form: NumberForm, into out: inout String) {
        switch node {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let value): out += number(value, form)
        case .string(let text): escape(text, into: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, form, into: &out)
            }
            out += "]"
        case .object(let table):
            out += "{"
            for (index, key) in table.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                escape(key, into: &out)
                out += ":"
                write(table[key]!, form, into: &out)
            }
            out += "}"
        }
    }

    static func escape(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
