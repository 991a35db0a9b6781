import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The reader's arithmetic on sizes a zip declares: values near 2^64 are refused, never trapped on.
@Suite(TestSupport.needs("python3"))
struct ZipBoundsTests {
    @Test("the deflate ratio check holds at the edge of UInt64: a stored size whose 1,032-fold is 2^64 - 256 does not trap")
    func deflateRatioEdge() throws {
        let deflated = ZipFormat.deflated
        // 0x3F80FE03F80FE0 × 1,032 = 2^64 − 256: adding the 1,024 bytes of slack overflowed.
        #expect(throws: Never.self) {
            try ZipReader.checkDeflateRatio(method: deflated, size: .max, compressedSize: 0x3F_80FE_03F8_0FE0, of: "x")
        }
        #expect(throws: Never.self) { try ZipReader.checkDeflateRatio(method: deflated, size: .max, compressedSize: .max, of: "x") }
        #expect(throws: Never.self) { try ZipReader.checkDeflateRatio(method: deflated, size: 1032 + 1024, compressedSize: 1, of: "x") }
        #expect(throws: ZipReader.ZipProblem.self) {
            try ZipReader.checkDeflateRatio(method: deflated, size: 1032 + 1025, compressedSize: 1, of: "x")
        }
    }

    @Test("a zip whose central zip64 field gives a deflate entry that stored size is refused, naming the entry")
    func hugeStoredSize() throws {
        let zip = HostileZips.folder + "/zip64-huge-stored-size.zip"
        let error = #expect(throws: AlertPackError.self) { try ZipReader(path: zip) }
        #expect(
            error?.message.contains("entry Sounds/a.caf's data (17874752009408480 bytes) runs into the central directory") == true,
            "\(String(describing: error))")
    }
}
