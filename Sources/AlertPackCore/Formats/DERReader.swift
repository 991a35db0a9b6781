/// One element of a DER encoding (ASN.1's distinguished encoding rules): its identifier octet
/// and where its content lies in the bytes it was read from.
package struct DERElement: Equatable, Sendable {
    /// The identifier octet: class (two high bits), constructed (0x20) and a tag number below 31.
    package let tag: UInt8
    /// Where the identifier octet is.
    package let start: Int
    package let contentStart: Int
    package let contentEnd: Int

    package var isConstructed: Bool { tag & 0x20 != 0 }
    package var contentLength: Int { contentEnd - contentStart }
}

/// A strict reader of the DER subset Apple's signatures use (the DER entitlements of a code
/// signature, the CMS envelope of a provisioning profile): low tag numbers only, definite
/// lengths of at most four bytes, every element inside the one holding it. Callers nest no
/// deeper than `maxDepth`; nothing here recurses.
package struct DERReader {
    /// How deep a caller may descend (Apple's entitlements and CMS envelopes use a handful).
    package static let maxDepth = 32

    package let bytes: [UInt8]
    /// Names what is being read, for messages ("the DER entitlements").
    package let what: String

    package init(_ bytes: [UInt8], what: String) {
        self.bytes = bytes
        self.what = what
    }

    /// The element at `offset`, which must end by `end`.
    package func element(at offset: Int, end: Int) throws(AlertPackError) -> DERElement {
        guard offset >= 0, end <= bytes.count, offset + 2 <= end else {
            throw AlertPackError.bundle(.derElementCutOff(what, at: offset, remain: max(0, end - offset)))
        }
        let tag = bytes[offset]
        guard tag & 0x1F != 0x1F else {
            throw AlertPackError.bundle(.derMultiByteTag(what, at: offset))
        }
        let first = bytes[offset + 1]
        var cursor = offset + 2
        var length = 0
        if first < 0x80 {
            length = Int(first)
        } else if first == 0x80 {
            throw AlertPackError.bundle(.derIndefiniteLength(what, at: offset))
        } else {
            let count = Int(first & 0x7F)
            guard count <= 4 else {
                throw AlertPackError.bundle(.derLengthTooLong(what, at: offset, count: count))
            }
            guard cursor + count <= end else {
                throw AlertPackError.bundle(.derLengthCutOff(what, at: offset))
            }
            for byte in bytes[cursor..<cursor + count] { length = length << 8 | Int(byte) }
            cursor += count
        }
        guard length <= end - cursor else {
            throw AlertPackError.bundle(.derContentOverParent(what, at: offset, length: length, remain: end - cursor))
        }
        return DERElement(tag: tag, start: offset, contentStart: cursor, contentEnd: cursor + length)
    }

    /// The element that must fill `bytes` whole.
    package func root() throws(AlertPackError) -> DERElement {
        let element = try element(at: 0, end: bytes.count)
        guard element.contentEnd == bytes.count else {
            throw AlertPackError.bundle(.derTrailingBytes(what, trailing: bytes.count - element.contentEnd, end: element.contentEnd))
        }
        return element
    }

    /// The elements inside a constructed element, in order.
    package func children(of parent: DERElement) throws(AlertPackError) -> [DERElement] {
        guard parent.isConstructed else {
            throw AlertPackError.bundle(.derNotConstructed(what, at: parent.start, tag: FourCC.hex(parent.tag)))
        }
        var list: [DERElement] = []
        var offset = parent.contentStart
        while offset < parent.contentEnd {
            let child = try element(at: offset, end: parent.contentEnd)
            list.append(child)
            offset = child.contentEnd
        }
        return list
    }

    /// The element inside `parent` with `tag`, or nil.
    package func child(of parent: DERElement, tag: UInt8) throws(AlertPackError) -> DERElement? {
        try children(of: parent).first { $0.tag == tag }
    }

    /// The content bytes of `element`.
    package func content(_ element: DERElement) -> ArraySlice<UInt8> {
        bytes[element.contentStart..<element.contentEnd]
    }

    /// An element's content as an object identifier in dotted form ("1.2.840.113549.1.7.2").
    package func objectIdentifier(_ element: DERElement) throws(AlertPackError) -> String {
        let content = content(element)
        guard element.tag == 0x06, let first = content.first, content.count <= 64 else {
            throw AlertPackError.bundle(.derNotObjectIdentifier(what, at: element.start))
        }
        var parts = [String(min(Int(first) / 40, 2)), String(Int(first) - min(Int(first) / 40, 2) * 40)]
        var value: UInt64 = 0
        for byte in content.dropFirst() {
            guard value < 1 << 56 else { throw AlertPackError.bundle(.derObjectIdentifierTooLong(what, at: element.start)) }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 {
                parts.append(String(value))
                value = 0
            }
        }
        return parts.joined(separator: ".")
    }

    /// An INTEGER's content as a signed 64-bit value.
    package func integer(_ element: DERElement) throws(AlertPackError) -> Int64 {
        let content = content(element)
        guard element.tag == 0x02, (1...8).contains(content.count) else {
            throw AlertPackError.bundle(.derIntegerSize(what, at: element.start, count: content.count))
        }
        var value: Int64 = content.first! & 0x80 != 0 ? -1 : 0
        for byte in content { value = value << 8 | Int64(byte) }
        return value
    }
}
