/// What JSON (RFC 8259) forbids or leaves undefined and Foundation's parser lets through: on
/// Linux it reads a comma before a closing `}` or `]` as if it were not there (APNs, FCM and push
/// services parse strictly and refuse such a payload), and of a name given twice in one object it
/// keeps one value silently (§4: which one a receiver keeps is not defined; a `content-state`
/// decoded on the device may see the other). A payload file is held to both here.
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
        var line = 1, lineStart = bytes.startIndex
        var pendingComma: (line: Int, column: Int)?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
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
                index = endOfString(bytes, from: index)
                pendingComma = nil
            default:
                pendingComma = nil
            }
            index += 1
        }
        return nil
    }

    /// Where a name stands for the second time in one object, and the name as written (its
    /// escapes left as they are: `"a"` and `"\u0061"` are not matched).
    struct DuplicateName: Equatable {
        let line: Int
        let column: Int
        let name: String
    }

    /// The first name given twice in one object of `bytes`, or nil.
    static func duplicateName(in bytes: ArraySlice<UInt8>) -> DuplicateName? {
        // One entry per open bracket: the names seen so far when it is an object, nil for an array.
        var open: [Set<ArraySlice<UInt8>>?] = []
        var expectingName = false, line = 1, lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x7B:
                open.append([])
                expectingName = true
            case 0x5B:
                open.append(nil)
            case 0x7D, 0x5D:
                _ = open.popLast()
                expectingName = false
            case 0x2C:
                expectingName = open.last.map { $0 != nil } ?? false
            case 0x22:
                let start = index
                index = endOfString(bytes, from: index)
                if expectingName, open.last != nil {
                    let name = bytes[(start + 1)..<max(start + 1, index)]
                    if open[open.count - 1]!.insert(name).inserted == false {
                        return DuplicateName(line: line, column: start - lineStart + 1, name: String(decoding: name, as: UTF8.self))
                    }
                }
                expectingName = false
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote that ends the string starting at `start` (or the end).
    private static func endOfString(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start + 1, escaped = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { return index }
            index += 1
        }
        return bytes.endIndex
    }
}
