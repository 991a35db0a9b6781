/// Sequential reads of big- and little-endian fields from a chunk's bytes.
struct ByteCursor {
    let bytes: [UInt8]
    private(set) var position = 0
    /// Names the structure being read, for error messages ("the 'COMM' chunk").
    let what: String

    init(_ bytes: [UInt8], what: String) {
        self.bytes = bytes
        self.what = what
    }

    var remaining: Int { bytes.count - position }

    mutating func skip(_ count: Int) throws(AlertPackError) {
        try need(count)
        position += count
    }

    mutating func take(_ count: Int) throws(AlertPackError) -> ArraySlice<UInt8> {
        try need(count)
        defer { position += count }
        return bytes[position..<position + count]
    }

    mutating func fourCC() throws(AlertPackError) -> String {
        FourCC.text(try take(4))
    }

    mutating func uint8() throws(AlertPackError) -> UInt8 { UInt8(try unsigned(1, bigEndian: true)) }
    mutating func uint16BE() throws(AlertPackError) -> UInt16 { UInt16(try unsigned(2, bigEndian: true)) }
    mutating func uint16LE() throws(AlertPackError) -> UInt16 { UInt16(try unsigned(2, bigEndian: false)) }
    mutating func uint32BE() throws(AlertPackError) -> UInt32 { UInt32(try unsigned(4, bigEndian: true)) }
    mutating func uint32LE() throws(AlertPackError) -> UInt32 { UInt32(try unsigned(4, bigEndian: false)) }
    mutating func uint64BE() throws(AlertPackError) -> UInt64 { try unsigned(8, bigEndian: true) }
    mutating func uint64LE() throws(AlertPackError) -> UInt64 { try unsigned(8, bigEndian: false) }
    mutating func int16BE() throws(AlertPackError) -> Int16 { Int16(bitPattern: try uint16BE()) }
    mutating func int32BE() throws(AlertPackError) -> Int32 { Int32(bitPattern: try uint32BE()) }
    mutating func int64BE() throws(AlertPackError) -> Int64 { Int64(bitPattern: try uint64BE()) }
    mutating func float64BE() throws(AlertPackError) -> Double { Double(bitPattern: try uint64BE()) }

    /// The 80-bit IEEE 754 extended float that AIFF uses for its sample rate.
    mutating func extended80BE() throws(AlertPackError) -> Double {
        let signAndExponent = try uint16BE()
        let mantissa = try uint64BE()
        let exponent = Int(signAndExponent & 0x7FFF)
        if exponent == 0 && mantissa == 0 { return 0 }
        if exponent == 0x7FFF { return .nan }
        let magnitude = Double(mantissa) * pow2(exponent - 16383 - 63)
        return signAndExponent & 0x8000 != 0 ? -magnitude : magnitude
    }

    private func pow2(_ power: Int) -> Double {
        Double(sign: .plus, exponent: power, significand: 1)
    }

    private mutating func unsigned(_ width: Int, bigEndian: Bool) throws(AlertPackError) -> UInt64 {
        let slice = try take(width)
        var value: UInt64 = 0
        if bigEndian {
            for byte in slice { value = value << 8 | UInt64(byte) }
        } else {
            for byte in slice.reversed() { value = value << 8 | UInt64(byte) }
        }
        return value
    }

    private func need(_ count: Int) throws(AlertPackError) {
        guard count >= 0, remaining >= count else {
            throw AlertPackError.reading(.shortRead(what, needs: Int64(position + count), has: Int64(bytes.count)))
        }
    }
}

/// Four-character codes as readable text, with unprintable bytes escaped.
enum FourCC {
    static func text<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        String(
            bytes.map { byte -> String in
                (0x20...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + hex(byte)
            }.joined())
    }

    static func isPrintable<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Two lowercase hex digits.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
