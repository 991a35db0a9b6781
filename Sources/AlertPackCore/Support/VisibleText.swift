/// Text a person reads in a terminal or a log, made safe to show: control characters (C0, DEL,
/// C1), bidirectional overrides and isolates, and bytes that are not UTF-8 become visible escapes
/// (`\x1B`, `\u202E`, `\xE9`; newline, return and tab as `\n`, `\r`, `\t`), so a name can never
/// move the cursor, erase a line, ring a bell or reorder what follows it. Every name and quoted
/// string a terminal, a log or a text report shows goes through it.
package enum VisibleText {
    /// `bytes` as visible text: bytes that are not UTF-8 as `\xNN` (as `SystemName.escaped`
    /// shows them), then every invisible or reordering character escaped.
    package static func of(_ bytes: some Collection<UInt8>) -> String {
        of(SystemName.escaped(bytes))
    }

    /// `text` with every invisible or reordering character escaped.
    package static func of(_ text: String) -> String {
        var out = ""
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                out += "\\n"
            } else if scalar == "\r" {
                out += "\\r"
            } else if scalar == "\t" {
                out += "\\t"
            } else if needsEscape(scalar) {
                out += scalar.value <= 0xFF ? "\\x" + hex(scalar.value, digits: 2) : "\\u" + hex(scalar.value, digits: 4)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C || value == 0xFFFE || value == 0xFFFF
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
