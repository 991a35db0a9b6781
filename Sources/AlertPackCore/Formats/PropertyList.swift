import Foundation

/// A property list file (XML or binary, as Xcode writes Info.plist and entitlements files), read
/// into the typed values rules read. Foundation parses both forms on every platform.
package enum PropertyList {
    /// Larger than any Info.plist or entitlements file (a few KB).
    static let maxBytes = 4 << 20
    /// More values than any Info.plist, entitlements file or profile holds (a few thousand).
    static let maxValues = 250_000

    /// The top-level dictionary of the file at `path`.
    package static func dictionary(path: String) throws(AlertPackError) -> [String: JSONNode] {
        try dictionary(bytes: try RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "the property list"))
    }

    /// The top-level dictionary of a property list already read (one embedded in a code
    /// signature or a provisioning profile); the caller bounds its size.
    package static func dictionary(bytes: [UInt8]) throws(AlertPackError) -> [String: JSONNode] {
        if binaryHoldsASet(bytes) {
            throw AlertPackError.reading(.plistHoldsSet)
        }
        // A binary list may refer to one value many times; spelled out as a tree it could hold
        // billions (an XML list cannot share, so its size already bounds it).
        if let values = BinaryPropertyListExpansion.valueCount(bytes), values > maxValues {
            throw AlertPackError.reading(
                .countOverReadLimit(
                    "the property list", count: Int64(values), unit: "values once its shared references are spelled out",
                    limit: Int64(maxValues)))
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw AlertPackError.reading(.notPropertyList)
        }
        guard case .object(let table) = JSONNode(foundation: value) else {
            throw AlertPackError.reading(.plistNotDictionary)
        }
        return table
    }

    /// Whether a binary property list (`bplist00`) has an object of the set type among its
    /// objects. Foundation bridges such a set to Swift by casting each member, and a set whose
    /// members are malformed crashes the process instead of failing (found by fuzzing); Xcode
    /// never writes one. A table that does not hold together is left to Foundation to refuse.
    static func binaryHoldsASet(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return false }
        let trailer = bytes.count - 32
        func number(at start: Int, size: Int) -> Int? {
            guard size >= 1, size <= 8, start >= 0, start + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        let offsetSize = Int(bytes[trailer + 6])
        guard let count = number(at: trailer + 8, size: 8), let table = number(at: trailer + 24, size: 8),
            count <= bytes.count, table < trailer
        else { return false }
        for index in 0..<count {
            guard let offset = number(at: table + index * offsetSize, size: offsetSize), offset < trailer else { continue }
            if bytes[offset] >> 4 == 0xC { return true }
        }
        return false
    }
}
