import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Each entry as the reader lists it against Python's zipfile's `infolist()`: method, flags,
/// CRC-32, sizes, the local header's offset, folders and symbolic links.
@Suite(TestSupport.needs("python3"))
struct ZipEntryTests {
    static let script = """
        import zipfile, sys
        for i in zipfile.ZipFile(sys.argv[1]).infolist():
            link = (i.external_attr >> 16) & 0o170000 == 0o120000 and i.create_system == 3
            print(i.filename, i.compress_type, i.flag_bits, i.CRC, i.compress_size, i.file_size, i.header_offset, i.is_dir(), link)
        """

    @Test(
        "every entry's fields agree with zipfile's",
        arguments: [
            "accept-plain.zip", "accept-stored.zip", "accept-descriptor.zip", "accept-zip64-offsets.zip", "accept-folders.zip", "accept-utf8.zip",
        ])
    func fields(_ name: String) throws {
        let zip = HostileZips.folder + "/" + name
        let reader = try ZipReader(path: zip)
        let witness = try TestSupport.run("python3", ["-c", Self.script, zip])
        #expect(witness.status == 0, "\(witness.stderr)")
        let ours = reader.entries.map { entry in
            [
                entry.name, "\(entry.method)", "\(entry.flags)", "\(entry.crc32)", "\(entry.compressedSize)", "\(entry.size)",
                "\(entry.localHeaderOffset)", entry.isFolder ? "True" : "False", entry.isSymbolicLink ? "True" : "False",
            ].joined(separator: " ")
        }
        #expect(ours == witness.stdout.split(separator: "\n").map(String.init))
    }

    @Test("a symbolic link is listed as one (verify then refuses it)")
    func symbolicLink() throws {
        let reader = try ZipReader(path: HostileZips.folder + "/symlink.zip")
        #expect(reader.entries.map(\.isSymbolicLink) == [false, true])
        #expect(reader.entries.allSatisfy { $0.end > $0.dataOffset || $0.size == 0 })
    }
}
