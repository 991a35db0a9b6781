import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Our zip reader against the unzip tools people use: Info-ZIP's unzip, Python's zipfile and
/// Java's jar. Whatever the reader accepts, each of them lists the same way; whatever they could
/// disagree on is refused. And its arithmetic on sizes a zip declares: values near 2^64 are
/// refused, never trapped on. (verify's refusals in words: Package/ZipTests.)
@Suite("zip reader", .serialized, TestSupport.needs("unzip", "python3", "jar"))
struct ZipReaderTests {
    /// What each witness lists, in central directory order; nil when it refuses the zip.
    static func witnesses(_ zip: String) throws -> [String: [String]?] {
        func lines(_ result: TestSupport.ProcessResult) -> [String]? {
            result.status == 0 ? result.stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) : nil
        }
        return [
            "unzip": lines(try TestSupport.run("unzip", ["-Z1", zip])),
            "zipfile": lines(
                try TestSupport.run(
                    "python3", ["-c", "import zipfile,sys\nfor n in zipfile.ZipFile(sys.argv[1]).namelist(): print(n)", zip])),
            "jar": lines(try TestSupport.run("jar", ["tf", zip])),
        ]
    }

    @Test("every zip the reader accepts is listed the same way by unzip, zipfile and jar", arguments: HostileZips.names())
    func differential(_ name: String) throws {
        let zip = HostileZips.folder + "/" + name
        let reader = try? ZipReader(path: zip)
        if name.hasPrefix("accept-") { #expect(reader != nil, "\(name) was refused") }
        guard let reader else { return }
        let ours = reader.entries.map(\.name)
        for (witness, listed) in try Self.witnesses(zip) {
            #expect(listed == ours, "\(name): \(witness) lists \(listed ?? ["(refuses it)"]), the reader \(ours)")
        }
    }

    @Test(
        "verify's policy (the default) still refuses what a built app's policy reads; both refuse the rest",
        arguments: [
            ("unflagged-utf8.ipa", "not marked UTF-8: unzip tools would read it as CP437", true),
            ("case-twins.ipa", "differ only by Unicode normalisation or case", true),
            // Read, its name listed as undecodable (ZipNameEncodingTests).
            ("unflagged-latin1.ipa", "not marked UTF-8: unzip tools would read it as CP437", true),
            ("normalisation-twins.ipa", "differ only by Unicode normalisation or case", false),
            ("name-twice.ipa", "appears twice", false),
        ])
    func policies(_ name: String, _ words: String, _ readAsIPA: Bool) throws {
        let zip = BuiltAppHostileTests.folder + "/" + name
        let error = #expect(throws: AlertPackError.self) { try ZipReader(path: zip) }
        #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
        let ipa = try? ZipReader(path: zip, policy: .ipa)
        #expect((ipa != nil) == readAsIPA, "\(name)")
        // What the built app's policy reads, Info-ZIP's unzip lists alike (byte for byte, in order).
        guard let ipa else { return }
        let listed = try TestSupport.run("unzip", ["-Z1", zip]).stdoutData
        #expect(Array(listed) == ipa.entries.flatMap { $0.nameBytes + [0x0A] })
    }

    @Test("an entry is unpacked no further than asked, and then not checked")
    func limitedUnpack() throws {
        let reader = try ZipReader(path: HostileZips.folder + "/accept-plain.zip")
        let sound = try #require(reader.entries.first { $0.name == "Sounds/a.caf" })
        var bytes: [UInt8] = []
        #expect(try reader.unpack(sound, limit: 10) { bytes += $0 } == false)
        #expect(bytes.count == 10)
        var whole: [UInt8] = []
        #expect(try reader.unpack(sound, limit: .max) { whole += $0 })
        let witness = try TestSupport.run("unzip", ["-p", HostileZips.folder + "/accept-plain.zip", "Sounds/a.caf"])
        #expect(whole == [UInt8](witness.stdoutData))
    }

    @Test("an entry whose data ends before the size its zip64 field declares fails when unpacked, even below the limit asked")
    func shorterThanDeclared() throws {
        let reader = try ZipReader(path: HostileZips.folder + "/zip64-longer-size.zip")
        let sound = try #require(reader.entries.first { $0.name == "Sounds/a.caf" })
        #expect(sound.size == 3 * 2052)
        #expect(throws: AlertPackError.self) { try reader.unpack(sound, limit: 2053) { _ in } }
        // Cut before its data ends, it is not checked (as before).
        #expect(try reader.unpack(sound, limit: 10) { _ in } == false)
    }

    @Test("more entries than asked for are not read: the reader says so instead")
    func entryLimit() throws {
        let reader = try ZipReader(path: HostileZips.folder + "/accept-plain.zip", maxEntries: 1)
        #expect(reader.exceedsEntryLimit)
        #expect(reader.entries.isEmpty)
    }

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
