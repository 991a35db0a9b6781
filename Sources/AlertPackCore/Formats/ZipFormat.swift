import Foundation

/// The numbers of the zip format (PKWARE's APPNOTE.TXT) that our reader and writer share.
enum ZipFormat {
    static let localHeader: UInt32 = 0x0403_4B50
    static let centralHeader: UInt32 = 0x0201_4B50
    static let endRecord: UInt32 = 0x0605_4B50
    static let zip64EndRecord: UInt32 = 0x0606_4B50
    static let zip64Locator: UInt32 = 0x0706_4B50
    static let dataDescriptor: UInt32 = 0x0807_4B50

    static let localHeaderSize = 30
    static let centralHeaderSize = 46
    static let endRecordSize = 22
    static let zip64EndRecordSize = 56
    static let zip64LocatorSize = 20

    /// A 16- or 32-bit field holding this says "the real value is in the zip64 extra field".
    static let saturated16: UInt16 = 0xFFFF
    static let saturated32: UInt32 = 0xFFFF_FFFF

    static let zip64ExtraID: UInt16 = 0x0001
    /// The longest name read, in bytes, and the most parts ("/"-separated) it may have: a real
    /// package or app never comes near (Apple's PATH_MAX is 1024), and a name of 60,000 bytes and
    /// 30,000 slashes only costs time to check.
    static let mostNameBytes = 1024
    static let mostNameParts = 128
    /// The most a deflate stream expands: 258 bytes from each 2-bit code, about 1,032 to 1.
    static let deflateMostRatio: UInt64 = 1032
    /// Info-ZIP's Unicode path field: a second name that unzip prefers to the header's.
    static let unicodePathExtraID: UInt16 = 0x7075

    /// General-purpose flag bits.
    enum Flag {
        static let encrypted: UInt16 = 1 << 0
        static let dataDescriptor: UInt16 = 1 << 3
        static let patched: UInt16 = 1 << 5
        static let strongEncryption: UInt16 = 1 << 6
        static let utf8Names: UInt16 = 1 << 11
        static let maskedHeaders: UInt16 = 1 << 13
    }

    static let stored: UInt16 = 0
    static let deflated: UInt16 = 8

    /// When two names are one name to whatever unpacks them: macOS's file systems and many unzip
    /// tools fold Unicode normalisation and case (the packager's `PackageNameFold` folds alike).
    static func foldedName(_ name: String) -> String { name.precomposedStringWithCanonicalMapping.lowercased() }

    /// A compression method in words, for a refusal that names it.
    static func methodName(_ method: UInt16) -> String {
        switch method {
        case 0: return "stored"
        case 1: return "shrunk"
        case 2, 3, 4, 5: return "reduced"
        case 6: return "imploded"
        case 8: return "deflate"
        case 9: return "deflate64"
        case 10: return "PKWARE DCL implode"
        case 12: return "bzip2"
        case 14: return "LZMA"
        case 18: return "IBM TERSE"
        case 19: return "IBM LZ77"
        case 93: return "Zstandard"
        case 94: return "MP3"
        case 95: return "xz"
        case 96: return "JPEG"
        case 97: return "WavPack"
        case 98: return "PPMd"
        case 99: return "AES encryption"
        default: return "unknown"
        }
    }

    /// MS-DOS date 1980-01-01, time 00:00: the earliest a zip can hold; every entry we write has it.
    static let fixedDOSDate: UInt16 = (0 << 9) | (1 << 5) | 1
    static let fixedDOSTime: UInt16 = 0

    /// "Made by" Unix (3), spec version 4.5 (zip64): external attributes then carry Unix modes.
    static let madeByUnix: UInt16 = (3 << 8) | 45
    static let versionNeeded: UInt16 = 20
    static let versionNeededZip64: UInt16 = 45
}

/// Little-endian encodings for zip headers.
enum LittleEndianBytes {
    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
