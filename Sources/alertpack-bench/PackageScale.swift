import Foundation

/// `package --zip` at scale: how its time grows with the number of files, its peak memory, and
/// that the zip it writes verifies (issue 26: linear within 15 %, under 100 MB).
enum PackageScale {
    struct Row {
        var files: Int
        var seconds: Double
        var peakKB: Int
        var verifySeconds: Double
        var verified: Bool
    }

    /// A tiny valid PNG (16×16 RGB), different per index so no two files are alike.
    static func png(_ index: Int) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc = UInt32(0xFFFF_FFFF)
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            return withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + typed + withUnsafeBytes(of: crc.bigEndian, Array.init)
        }
        let header: [UInt8] = [0, 0, 0, 16, 0, 0, 0, 16, 8, 2, 0, 0, 0]
        // Stored deflate block of 16 rows (filter byte + 48 bytes), with its Adler-32.
        var raw: [UInt8] = []
        for row in 0..<16 {
            raw.append(0)
            for column in 0..<16 { raw += [UInt8(truncatingIfNeeded: index), UInt8(truncatingIfNeeded: index >> 8), UInt8(row * 16 + column)] }
        }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let length = UInt16(raw.count)
        let zlib: [UInt8] =
            [0x78, 0x01, 1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + raw
            + withUnsafeBytes(of: ((b << 16) | a).bigEndian, Array.init)
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// Every corpus is made first and everything is removed only at the end: ext4 spends long in
    /// `recently_deleted` when it creates files right after many were deleted, which would be
    /// charged to whichever run came second.
    static func run(folder: String, counts: [Int], alertpack: String) -> [Row] {
        var rows: [Row] = []
        for count in counts {
            let sources = folder + "/package-\(count)"
            try? FileManager.default.createDirectory(atPath: sources + "/Images", withIntermediateDirectories: true)
            for index in 0..<count {
                _ = FileManager.default.createFile(atPath: sources + "/Images/i\(index).png", contents: png(index))
            }
        }
        for count in counts {
            let sources = folder + "/package-\(count)"
            let out = folder + "/out-\(count)"
            let measured = CheckSpeed.measure(
                "package", "'\(alertpack)' package '\(sources)' --out '\(out)' --zip '\(out).zip' --quiet --allow-rejected > /dev/null",
                files: count, bytes: 0)
            let verify = Shell.run([alertpack, "verify", out + ".zip", "--quiet"])
            rows.append(
                Row(files: count, seconds: measured.seconds, peakKB: measured.peakKB, verifySeconds: verify.seconds, verified: verify.status == 0))
        }
        for count in counts {
            for path in [folder + "/package-\(count)", folder + "/out-\(count)", folder + "/out-\(count).zip"] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        return rows
    }
}
