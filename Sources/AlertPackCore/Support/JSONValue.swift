import Foundation

/// A JSON document with ordered objects, written by hand so that output is byte-for-byte
/// deterministic: keys stay in the order the contract documents, numbers have fixed formats.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    /// A number written with at most `decimals` digits after the point (trailing zeros dropped).
    case number(Double, decimals: Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Pretty-printed with two-space indentation and a final newline.
    public func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    /// Laid out as an element `indent` levels deep, without a final newline.
    func serialized(indent: Int) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value, let decimals): out += JSONValue.format(value, decimals: decimals)
        case .string(let value): JSONValue.writeString(value, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += JSONValue.indentation(indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(indent)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += JSONValue.indentation(indent + 1)
                JSONValue.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(indent)
            out += "}"
        }
    }

    /// At most `decimals` digits after the point, as printf rounds them, trailing zeros dropped.
    static func format(_ value: Double, decimals: Int) -> String { FixedDecimal.text(value, decimals: decimals) }

    /// Two spaces a level, made once: a report writes one before every line.
    private static let indents: [String] = (0..<32).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ level: Int) -> String { level < indents.count ? indents[level] : String(repeating: "  ", count: level) }

    private static func writeString(_ value: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole.
        // (Bytes 0xC2 and 0xE2 lead the C1 controls, and the line separators and bidi controls.)
        if !value.utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF || $0 == 0x7F
        }) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Controls, bidi overrides and line separators as \u escapes: the same string to a
            // JSON reader, and nothing a terminal acts on when the report is printed.
            case _ where scalar.value < 0x20 || VisibleText.needsEscape(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// `.number` for a finite value, `.null` otherwise.
    static func finite(_ value: Double?, decimals: Int) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value, decimals: decimals)
    }
}
