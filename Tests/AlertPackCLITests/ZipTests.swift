import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Our zip reader and writer against the unzip tools people use: Info-ZIP's unzip, Python's
/// zipfile and Java's jar. Whatever the reader accepts, each of them lists the same way; whatever
/// they could disagree on, verify refuses.
@Suite("zip", .serialized, TestSupport.needs("unzip", "python3", "jar"))
struct ZipTests {
    @Test(
        "what the reader refuses, or verify cannot hold in a package, makes verify exit 2 naming the problem",
        arguments: HostileZips.names().filter { !$0.hasPrefix("accept-") })
    func refused(_ name: String) throws {
        let result = try TestSupport.alertpack(["verify", HostileZips.folder + "/" + name, "--quiet"])
        #expect(result.status == 2, "\(name): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains(name), "\(name): \(result.stderr)")
        #expect(!result.stderr.contains("error 3") && !result.stderr.contains("Error Domain"), "\(result.stderr)")
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
        ])
    func reasons(_ name: String, _ expected: String) throws {
        let result = try TestSupport.alertpack(["verify", HostileZips.folder + "/" + name, "--quiet"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "\(name): \(result.stderr)")
    }
}
