/// Text a C function wrote into a buffer we gave it (an error message, a path): the bytes up to
/// the first NUL, as UTF-8 (a byte that is not becomes U+FFFD).
enum CBuffer {
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
