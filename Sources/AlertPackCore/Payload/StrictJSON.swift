/// What JSON (RFC 8259) forbids and Foundation's parser lets through: on Linux it reads a comma
/// before a closing `}` or `]` as if it were not there. APNs, FCM and push services parse
/// strictly and refuse such a payload, so a payload file is held to the grammar here first.
enum StrictJSON {
    /// Where a comma stands before a closing bracket (outside strings), as a line and a column
    /// (1-based, in bytes), and the bracket.
    struct TrailingComma: Equatable {
        let line: Int
        let column: Int
        let closer: Character
    }

    /// The first trailing comma in `bytes`, or nil.
    static func trailingComma(in bytes: ArraySlice<UInt8>) -> TrailingComma? {
        var inString = false, escaped = false
        var line = 1, lineStart = bytes.startIndex
        var pendingComma: (line: Int, column: Int)?
        for index in bytes.indices {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x20, 0x09, 0x0D:
                break
            case 0x2C:
                pendingComma = (line, index - lineStart + 1)
            case 0x7D, 0x5D:
                if let comma = pendingComma { return TrailingComma(line: comma.line, column: comma.column, closer: byte == 0x7D ? "}" : "]") }
            case 0x22:
                inString = true
                pendingComma = nil
            default:
                pendingComma = nil
            }
        }
        return nil
    }
}
