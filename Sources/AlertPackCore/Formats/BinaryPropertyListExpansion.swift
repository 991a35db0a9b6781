/// How many values a binary property list (`bplist00`) holds once every reference is spelled out.
///
/// A binary property list stores each value once and lets arrays and dictionaries refer to it
/// any number of times: thirty arrays of two references to the next make a billion values in a
/// few hundred bytes. Foundation keeps the shared values shared, but a tree of `JSONNode`s spells
/// every one out, so a file is measured here, from its object table alone, before it is
/// converted. Values are counted as JSON would hold them: each array, dictionary and leaf is one,
/// and a dictionary's keys are not counted. Not a reader of the format: a table that does not
/// hold together is left to Foundation to refuse.
enum BinaryPropertyListExpansion {
    /// The values the tree under the top object holds, Int.max when it is larger than Int can
    /// count or refers to itself (Foundation refuses that, but no count is possible); nil when
    /// the bytes are not a binary property list whose table can be walked.
    static func valueCount(_ bytes: [UInt8]) -> Int? {
        guard let table = ObjectTable(bytes) else { return nil }
        var counts = [Int?](repeating: nil, count: table.count)
        var onPath = [Bool](repeating: false, count: table.count)
        // Depth-first with an explicit stack (a hostile file can nest deeper than a thread's stack),
        // each frame with its children and how far through them it is: an object is counted once
        // all its children are, and its count is kept for every other reference to it.
        var stack: [(object: Int, children: [Int], next: Int, total: Int)] = [(table.top, table.children(of: table.top), 0, 1)]
        onPath[table.top] = true
        while var frame = stack.popLast() {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                if let known = counts[child] {
                    let (sum, overflow) = frame.total.addingReportingOverflow(known)
                    frame.total = overflow ? Int.max : sum
                    frame.next += 1
                    stack.append(frame)
                } else {
                    if onPath[child] { return Int.max }
                    stack.append(frame)
                    onPath[child] = true
                    stack.append((child, table.children(of: child), 0, 1))
                }
                continue
            }
            counts[frame.object] = frame.total
            onPath[frame.object] = false
        }
        return counts[table.top]
    }

    /// The trailer and the offsets of a `bplist00` file, and each container's references.
    private struct ObjectTable {
        let bytes: [UInt8]
        let count: Int
        let top: Int
        let offsetTable: Int
        let offsetSize: Int
        let referenceSize: Int

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
            self.bytes = bytes
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard let count = Self.number(bytes, at: trailer + 8, size: 8), let top = Self.number(bytes, at: trailer + 16, size: 8),
                let table = Self.number(bytes, at: trailer + 24, size: 8), count >= 1, count <= bytes.count, top < count,
                table < trailer, (1...8).contains(offsetSize), (1...8).contains(referenceSize)
            else { return nil }
            self.count = count
            self.top = top
            offsetTable = table
        }

        /// The objects an array, set or dictionary refers to (a dictionary's values only); none
        /// for a leaf or an object whose bytes do not hold together.
        func children(of object: Int) -> [Int] {
            guard let offset = Self.number(bytes, at: offsetTable + object * offsetSize, size: offsetSize), offset < bytes.count
            else { return [] }
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            guard let (length, start) = length(marker, after: offset) else { return [] }
            let skip = kind == 0xD ? length : 0
            guard length <= bytes.count, start + (skip + length) * referenceSize <= bytes.count else { return [] }
            return (0..<length).compactMap { index in
                Self.number(bytes, at: start + (skip + index) * referenceSize, size: referenceSize).flatMap { $0 < count ? $0 : nil }
            }
        }

        /// A container's length (its low nibble, or the integer object after it when that is
        /// 0xF) and where its references start.
        private func length(_ marker: UInt8, after offset: Int) -> (Int, Int)? {
            guard marker & 0x0F == 0x0F else { return (Int(marker & 0x0F), offset + 1) }
            guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard let length = Self.number(bytes, at: offset + 2, size: size) else { return nil }
            return (length, offset + 2 + size)
        }

        static func number(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
            guard size >= 1, size <= 8, start >= 0, start <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
    }
}
