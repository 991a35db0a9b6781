import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The zip format's numbers against Python's zipfile, which spells them independently: record
/// signatures and sizes, flag bits, and the names of the compression methods a refusal shows.
@Suite(TestSupport.needs("python3"))
struct ZipFormatTests {
    static func python(_ expression: String) throws -> String {
        let result = try TestSupport.run("python3", ["-c", "import zipfile,struct\nprint(\(expression))"])
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("signatures and record sizes are zipfile's")
    func records() throws {
        let signatures: [(UInt32, String)] = [
            (ZipFormat.localHeader, "stringFileHeader"), (ZipFormat.centralHeader, "stringCentralDir"),
            (ZipFormat.endRecord, "stringEndArchive"), (ZipFormat.zip64EndRecord, "stringEndArchive64"),
            (ZipFormat.zip64Locator, "stringEndArchive64Locator"),
        ]
        for (value, name) in signatures {
            #expect(try Self.python("struct.unpack('<I', zipfile.\(name))[0]") == "\(value)", "\(name)")
        }
        let sizes: [(Int, String)] = [
            (ZipFormat.localHeaderSize, "sizeFileHeader"), (ZipFormat.centralHeaderSize, "sizeCentralDir"),
            (ZipFormat.endRecordSize, "sizeEndCentDir"), (ZipFormat.zip64EndRecordSize, "sizeEndCentDir64"),
            (ZipFormat.zip64LocatorSize, "sizeEndCentDir64Locator"),
        ]
        for (value, name) in sizes { #expect(try Self.python("zipfile.\(name)") == "\(value)", "\(name)") }
    }

    @Test("flag bits are zipfile's")
    func flags() throws {
        let flags: [(UInt16, String)] = [
            (ZipFormat.Flag.encrypted, "_MASK_ENCRYPTED"), (ZipFormat.Flag.dataDescriptor, "_MASK_USE_DATA_DESCRIPTOR"),
            (ZipFormat.Flag.patched, "_MASK_COMPRESSED_PATCH"), (ZipFormat.Flag.strongEncryption, "_MASK_STRONG_ENCRYPTION"),
            (ZipFormat.Flag.utf8Names, "_MASK_UTF_FILENAME"),
        ]
        for (value, name) in flags { #expect(try Self.python("zipfile.\(name)") == "\(value)", "\(name)") }
        #expect(try Self.python("zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED") == "\(ZipFormat.stored) \(ZipFormat.deflated)")
    }

    @Test("each method zipfile names has a name of ours that says the same", arguments: 0...20)
    func methodNames(_ method: Int) throws {
        let theirs = try Self.python("zipfile.compressor_names.get(\(method), '')")
        let ours = ZipFormat.methodName(UInt16(method))
        guard !theirs.isEmpty, method != 7 else { return }
        // Ours are words for people ("reduced", "IBM TERSE"); theirs are stems ("reduce", "terse").
        let stem = String(theirs.prefix(3)).lowercased()
        #expect(ours.lowercased().contains(stem), "\(method): \(ours) / \(theirs)")
    }

    @Test("names are folded by normalisation and case as macOS folds them")
    func folding() {
        #expect(ZipFormat.foldedName("Sounds/Caf\u{E9}.caf") == ZipFormat.foldedName("sounds/cafe\u{301}.CAF"))
        #expect(ZipFormat.foldedName("a.caf") != ZipFormat.foldedName("b.caf"))
    }
}
