/// The DER form of a code signature's entitlements (blob magic 0xfade7172, which codesign
/// writes beside the XML form since iOS 15): `[APPLICATION 16] { INTEGER version,
/// [CONTEXT 16] dictionary }`, where a dictionary holds `SEQUENCE { UTF8String key, value }`
/// pairs and a value is a BOOLEAN, INTEGER, UTF8String, SEQUENCE (an array) or another
/// dictionary. Read into the same dictionary shape as the XML form; a SET is taken for a
/// dictionary too. Nesting is held to `DERReader.maxDepth`.
///
/// Older signers wrote the bare dictionary: a SET of the same pairs, not in key order, with no
/// [APPLICATION 16] and no version, and true as 0x01 (real App Store builds hold it; zsign wrote
/// it before it added the wrapper). That form is read as well: it says the same thing.
package enum DEREntitlements {
    static let applicationTag: UInt8 = 0x70
    static let dictionaryTag: UInt8 = 0xB0
    /// A SET: the dictionary of the older, unwrapped form.
    static let setTag: UInt8 = 0x31

    /// The entitlements the DER bytes hold.
    package static func dictionary(_ bytes: [UInt8]) throws(AlertPackError) -> [String: JSONNode] {
        let reader = DERReader(bytes, what: "the DER entitlements")
        let root = try reader.root()
        if root.tag == setTag {
            guard case .object(let table) = try value(root, reader, depth: 1) else { return [:] }
            return table
        }
        guard root.tag == applicationTag else {
            throw AlertPackError.bundle(.entitlementsTag(FourCC.hex(root.tag)))
        }
        let parts = try reader.children(of: root)
        guard parts.count == 2, parts[0].tag == 0x02, parts[1].tag == dictionaryTag || parts[1].tag == setTag else {
            throw AlertPackError.bundle(.entitlementsParts(parts.map { "0x" + FourCC.hex($0.tag) }))
        }
        let version = try reader.integer(parts[0])
        guard version == 1 else {
            throw AlertPackError.bundle(.entitlementsVersion(version))
        }
        guard case .object(let table) = try value(parts[1], reader, depth: 1) else { return [:] }
        return table
    }

    private static func value(_ element: DERElement, _ reader: DERReader, depth: Int) throws(AlertPackError) -> JSONNode {
        guard depth <= DERReader.maxDepth else {
            throw AlertPackError.bundle(.entitlementsTooDeep(maxDepth: DERReader.maxDepth, at: element.start))
        }
        switch element.tag {
        case 0x01:
            guard element.contentLength == 1 else {
                throw AlertPackError.bundle(.entitlementsBoolean(at: element.start, length: element.contentLength))
            }
            return .bool(reader.bytes[element.contentStart] != 0)
        case 0x02:
            return .number(Double(try reader.integer(element)))
        case 0x0C:
            return .string(try text(element, reader))
        case 0x30:
            var list: [JSONNode] = []
            for child in try reader.children(of: element) { list.append(try value(child, reader, depth: depth + 1)) }
            return .array(list)
        case dictionaryTag, setTag:
            var table: [String: JSONNode] = [:]
            for pair in try reader.children(of: element) {
                let (key, item) = try keyAndValue(pair, reader)
                table[key] = try value(item, reader, depth: depth + 1)
            }
            return .object(table)
        default:
            throw AlertPackError.bundle(.entitlementsValueTag(at: element.start, tag: FourCC.hex(element.tag)))
        }
    }

    private static func keyAndValue(_ pair: DERElement, _ reader: DERReader) throws(AlertPackError) -> (String, DERElement) {
        let parts = pair.tag == 0x30 ? try reader.children(of: pair) : []
        guard parts.count == 2, parts[0].tag == 0x0C else {
            throw AlertPackError.bundle(.entitlementsEntry(at: pair.start))
        }
        return (try text(parts[0], reader), parts[1])
    }

    private static func text(_ element: DERElement, _ reader: DERReader) throws(AlertPackError) -> String {
        guard let string = String(validating: reader.content(element), as: UTF8.self) else {
            throw AlertPackError.bundle(.entitlementsString(at: element.start))
        }
        return string
    }
}
