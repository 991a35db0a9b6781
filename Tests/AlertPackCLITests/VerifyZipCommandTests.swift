import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `verify` of a zip through the binary: what the reader refuses is exit 2 naming the zip, and a
/// real package whose zip64 field lies is refused. The words of each refusal, and the reader
/// against unzip, zipfile and jar, are checked in process (AlertPackCoreTests' ZipTests).
@Suite("verify zip", .serialized, TestSupport.needs("unzip", "python3", "jar"))
struct VerifyZipCommandTests {
    @Test(
        "what the reader refuses, or verify cannot hold in a package, makes verify exit 2 naming the problem",
        arguments: HostileZips.names().filter { !$0.hasPrefix("accept-") })
    func refused(_ name: String) throws {
        let result = try TestSupport.alertpack(["verify", HostileZips.folder + "/" + name, "--quiet"])
        #expect(result.status == 2, "\(name): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains(name), "\(name): \(result.stderr)")
        #expect(!result.stderr.contains("error 3") && !result.stderr.contains("Error Domain"), "\(result.stderr)")
    }

    /// A package's zip written again entry by entry, with `victim`'s size declared as `size`
    /// through zip64 fields (central and local), its data and CRC-32 unchanged.
    static let rewrite = """
        import os, struct, sys, zlib
        root, target, victim, declared = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
        entries = []
        for folder, _, names in sorted(os.walk(root)):
            for n in sorted(names):
                p = os.path.join(folder, n)
                entries.append((os.path.relpath(p, root), open(p, "rb").read()))
        out, central = bytearray(), bytearray()
        for name, data in entries:
            c = zlib.compressobj(6, zlib.DEFLATED, -15)
            packed = c.compress(data) + c.flush()
            crc, nb, offset = zlib.crc32(data) & 0xFFFFFFFF, name.encode(), len(out)
            lcs, lus, cus, lext, cext = len(packed), len(data), len(data), b"", b""
            if name == victim:
                lcs = lus = cus = 0xFFFFFFFF
                lext = struct.pack("<HHQQ", 1, 16, declared, len(packed))
                cext = struct.pack("<HHQ", 1, 8, declared)
            out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 45, 0x800, 8, 0, 33, crc, lcs, lus, len(nb), len(lext)) + nb + lext + packed
            central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, (3 << 8) | 45, 45, 0x800, 8, 0, 33, crc, len(packed), cus,
                                   len(nb), len(cext), 0, 0, 0, 0o100644 << 16, offset) + nb + cext
        cd = len(out)
        out += central + struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries), len(central), cd, 0)
        open(target, "wb").write(out)
        """

    @Test("a real package whose zip64 field gives a sound 2^62 bytes (or 3 times its size) is refused, naming the entry; its true size passes")
    func zip64Size() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        #expect(try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg"], in: root).status == 0)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: root + "/Build/pkg/Sounds/chime.caf")[.size] as? Int)
        for (declared, expected) in [
            (1 << 62, "entry Sounds/chime.caf declares 4611686018427387904 bytes unpacked from"),
            (3 * size, "entry Sounds/chime.caf unpacks to \(size) bytes, not the \(3 * size) its header (or zip64 field) declares"),
            (size, nil),
        ] {
            let zip = root + "/Build/\(declared).zip"
            try TestSupport.peer("python3", ["-c", Self.rewrite, root + "/Build/pkg", zip, "Sounds/chime.caf", String(declared)])
            let verify = try TestSupport.alertpack(["verify", zip])
            if let expected {
                #expect(verify.status == 2, "\(declared): \(verify.stdout)")
                #expect(verify.stderr.contains(expected), "\(declared): \(verify.stderr)")
            } else {
                #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
            }
        }
    }
}
