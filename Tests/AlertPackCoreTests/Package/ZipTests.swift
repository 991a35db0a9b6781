import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Our zip writer against the unzip tools people use (Info-ZIP's unzip, Python's zipfile, Java's
/// jar), and verify's refusals in words. (The reader alone: Formats/ZipReaderTests.)
@Suite("zip", .serialized, TestSupport.needs("unzip", "python3", "jar"))
struct ZipTests {
    @Test("a zip64 package (65,536 entries) is written, read by the witnesses and read back")
    func zip64Writer() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let files = folder + "/files"
        try FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
        let count = 65_536
        for index in 0..<count {
            #expect(FileManager.default.createFile(atPath: files + "/f\(index)", contents: Data("\(index)".utf8)))
        }
        let zip = folder + "/big.zip"
        try PackageArchive.write(folder: files, to: zip)
        let reader = try ZipReader(path: zip)
        #expect(reader.entries.count == count)
        #expect(try TestSupport.run("unzip", ["-tqq", zip]).status == 0)
        let python = try TestSupport.run(
            "python3", ["-c", "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(len(z.namelist()))", zip])
        #expect(python.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(count)", "\(python.stderr)")
        var text: [UInt8] = []
        try reader.unpack(try #require(reader.entries.first { $0.name == "f65535" }), limit: 100) { text += $0 }
        #expect(String(decoding: text, as: UTF8.self) == "65535")
    }

    @Test("the writer's zips are read alike by every witness and unpack to the same bytes")
    func writerRoundTrip() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let files = folder + "/files"
        var expected: [String: [UInt8]] = [:]
        var generator = SystemRandomNumberGenerator()
        for (name, length) in [("Sounds/café.caf", 200_000), ("Images/empty.png", 0), ("a.txt", 5), ("Icons/X.icon/icon.json", 70_000)] {
            let bytes = (0..<length).map { index in index % 3 == 0 ? UInt8.random(in: 0...255, using: &generator) : UInt8(index % 7) }
            try FileManager.default.createDirectory(
                atPath: files + "/" + (name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try TestSupport.write(bytes, to: files + "/" + name)
            expected[name] = bytes
        }
        let zip = folder + "/out.zip"
        try PackageArchive.write(folder: files, to: zip)
        let reader = try ZipReader(path: zip)
        #expect(Set(reader.entries.map(\.name)) == Set(expected.keys))
        for entry in reader.entries {
            var bytes: [UInt8] = []
            #expect(try reader.unpack(entry, limit: .max) { bytes += $0 })
            #expect(bytes == expected[entry.name], "\(entry.name)")
        }
        for (witness, listed) in try ZipReaderTests.witnesses(zip) {
            #expect(listed == reader.entries.map(\.name), "\(witness)")
        }
        #expect(try TestSupport.run("unzip", ["-tqq", zip]).status == 0)
        // The same files give the same bytes.
        try PackageArchive.write(folder: files, to: folder + "/again.zip")
        #expect(try TestSupport.run("cmp", [zip, folder + "/again.zip"]).status == 0)
    }

    @Test(
        "each refusal says in words what is wrong",
        arguments: [
            ("undercount.zip", "its end record counts 2 entries, but the central directory lists 3"),
            ("encrypted.zip", "entry Sounds/a.caf is encrypted"),
            ("bzip2.zip", "entry Sounds/a.caf is compressed with method 12 (bzip2)"),
            ("bad-crc.zip", "entry Sounds/a.caf fails its CRC-32 check"),
            ("local-name-differs.zip", "entry Sounds/a.caf is named Sounds/z.caf in its local header"),
            ("local-size-differs.zip", "other sizes or CRC-32 in its local header"),
            ("gap.zip", "belong to no entry"),
            ("prefix.zip", "belong to no entry"),
            ("trailing.zip", "bytes follow its end record"),
            ("nfc-nfd-twins.zip", "differ only by Unicode normalisation or case"),
            ("case-twins.zip", "differ only by Unicode normalisation or case"),
            ("cp437-name.zip", "not marked UTF-8"),
            ("unicode-path-extra.zip", "a second, Unicode name"),
            ("file-and-folder.zip", "lies below Sounds, which is a file"),
            ("symlink.zip", "entry Sounds/a.caf is a symbolic link"),
            ("traversal.zip", "entry ../evil.txt leaves the package"),
            ("duplicate.zip", "entry Sounds/a.caf appears twice"),
            ("overlap.zip", "entry Sounds/a.caf appears twice"),
            ("not-a-zip.zip", "it does not start as a zip does"),
            ("zip64-false-size.zip", "entry Sounds/a.caf declares 4611686018427387904 bytes unpacked from"),
            ("zip64-unused-size.zip", "entry Sounds/a.caf has a zip64 field that declares a size of 4611686018427387904 bytes"),
            ("zip64-longer-size.zip", "entry Sounds/a.caf unpacks to 2052 bytes, not the 6156"),
            ("zip64-huge-stored-size.zip", "entry Sounds/a.caf's data (17874752009408480 bytes) runs into the central directory"),
        ])
    func reasons(_ name: String, _ expected: String) throws {
        let verifier = PackageVerifier(makeChecker: { configuration, jobs, _, _ in Checker(configuration: configuration, jobs: jobs) })
        let report = verifier.verify(HostileZips.folder + "/" + name)
        #expect(report.exitCode(strict: false) == 2)
        #expect(report.problems.contains { $0.contains(expected) }, "\(name): \(report.problems)")
    }
}
