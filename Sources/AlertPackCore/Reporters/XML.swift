import Foundation

/// XML text and attribute escaping.
enum XML {
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            // A raw carriage return would let a name overwrite the line it is on when the report
            // is printed; as a character reference it is the same character to an XML reader.
            case "\r": out += "&#xD;"
            // Characters XML 1.0 cannot hold at all (C0 controls, U+FFFE, U+FFFF) are written as
            // visible escapes: the document stays well-formed and the name stays recognisable.
            case _ where scalar.value < 0x20 || VisibleText.needsEscape(scalar):
                // (C1 controls and bidi overrides too: allowed in XML, but never raw in a report.)
                out += VisibleText.of(String(scalar))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
