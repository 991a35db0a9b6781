/// The bytes each member of a payload takes on the wire, counted by the same minifier as the
/// payload's total (`PayloadReader.minifiedCount`): the top level's members by key, and `aps`'s as
/// `aps.key`. So the largest keys a size finding names add up to no more than the total it gives
/// (a re-encoding would count escapes and digits the sender never sent).
package enum PayloadMembers {
    /// `"key":value` bytes, minified, for each member of the top-level object in `bytes` (and of
    /// its `aps`); empty when `bytes` is not an object. The text has been parsed already.
    package static func sizes(_ bytes: ArraySlice<UInt8>) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for member in members(bytes) {
            sizes[member.key] = PayloadReader.minifiedCount(member.whole)
            if member.key == "aps" {
                for inner in members(member.value) { sizes["aps." + inner.key] = PayloadReader.minifiedCount(inner.whole) }
            }
        }
        return sizes
    }

    /// The members of the object `bytes` holds: the decoded key, the member's bytes from its key's
    /// opening quote to its value's end, and the value's bytes.
    static func members(_ bytes: ArraySlice<UInt8>) -> [(key: String, whole: ArraySlice<UInt8>, value: ArraySlice<UInt8>)] {
        guard let open = bytes.firstIndex(where: { !isSpace($0) }), bytes[open] == UInt8(ascii: "{") else { return [] }
        var found: [(String, ArraySlice<UInt8>, ArraySlice<UInt8>)] = []
        var index = open + 1
        while let keyStart = bytes[index...].firstIndex(where: { !isSpace($0) && $0 != UInt8(ascii: ",") }),
            bytes[keyStart] == UInt8(ascii: "\"")
        {
            let keyEnd = stringEnd(bytes, from: keyStart)
            guard let colon = bytes[keyEnd...].firstIndex(of: UInt8(ascii: ":")) else { break }
            let valueEnd = self.valueEnd(bytes, from: colon + 1)
            let key = (try? JSONNode.parse(bytes[keyStart..<keyEnd]))?.string ?? ""
            found.append((key, bytes[keyStart..<valueEnd], bytes[(colon + 1)..<valueEnd]))
            index = valueEnd
        }
        return found
    }

    /// The index after the string whose opening quote is at `start`.
    private static func stringEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var escaped = false
        var index = start + 1
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { break }
        }
        return index
    }

    /// The index where the value starting at `start` ends: the `,` or `}` that closes it at depth 0.
    private static func valueEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x22: index = stringEnd(bytes, from: index); continue
            case 0x5B, 0x7B: depth += 1
            case 0x5D, 0x7D:
                if depth == 0 { return index }
                depth -= 1
            case 0x2C where depth == 0: return index
            default: break
            }
            index += 1
        }
        return index
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
