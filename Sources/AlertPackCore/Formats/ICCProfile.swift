import Foundation

/// The two things we need from an ICC colour profile: its colour space and its description
/// (`desc` tag: ICC v2 textDescriptionType or v4 multiLocalizedUnicodeType).
package struct ICCProfile: Sendable, Equatable {
    /// The header's data colour space: "RGB", "GRAY", "CMYK", ...
    package var colorSpace: String
    package var description: String?

    package init?(_ bytes: [UInt8]) {
        guard bytes.count >= 132 else { return nil }
        func u32(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        colorSpace = FourCC.text(bytes[16..<20]).trimmingCharacters(in: .whitespaces)
        guard let count = u32(128), count < 1000 else { return nil }
        for tag in 0..<count {
            let entry = 132 + tag * 12
            guard let offset = u32(entry + 4), let size = u32(entry + 8), entry + 12 <= bytes.count else { break }
            guard FourCC.text(bytes[entry..<entry + 4]) == "desc", size >= 12, offset + size <= bytes.count else { continue }
            let type = FourCC.text(bytes[offset..<offset + 4])
            if type == "desc", let length = u32(offset + 8), length > 0, offset + 12 + length <= bytes.count {
                description = String(decoding: bytes[(offset + 12)..<(offset + 12 + length)].prefix { $0 != 0 }, as: UTF8.self)
            } else if type == "mluc", let records = u32(offset + 8), records > 0,
                let length = u32(offset + 16 + 4), let start = u32(offset + 16 + 8),
                offset + start + length <= bytes.count
            {
                var units: [UInt16] = []
                var at = offset + start
                while at + 1 < offset + start + length {
                    units.append(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))
                    at += 2
                }
                description = String(decoding: units, as: UTF16.self)
            }
            break
        }
    }

    /// One of `srgb`, `display-p3`, `gray-gamma-2.2`, or the description itself.
    package var classification: String {
        let text = (description ?? "").lowercased()
        if text.contains("srgb") { return "srgb" }
        if text.contains("display p3") || text.contains("p3") { return "display-p3" }
        if text.contains("gray gamma 2.2") || text.contains("grey gamma 2.2") { return "gray-gamma-2.2" }
        return description.map { "icc:" + $0 } ?? "icc:unnamed (\(colorSpace))"
    }
}
