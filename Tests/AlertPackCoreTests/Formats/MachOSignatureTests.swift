import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Code signatures of built executables (issue 44, item 4): every slice of a thin or universal
/// Mach-O, its SuperBlob, the entitlements in XML and DER and the CodeDirectory's identifier and
/// team id, on the files `scripts/make-macho-fixtures.py` writes, on its hostile variants, and
/// on real built apps when ALERTPACK_REAL_APPS names a folder of them.
struct MachOSignatureTests {
    static let folder = TestSupport.generatedCorpus("make-macho-fixtures.py", name: "macho-fixtures")
    static let realFolder = ProcessInfo.processInfo.environment["ALERTPACK_REAL_APPS"]

    /// The entitlements the script signs with (its ENTITLEMENTS).
    static let entitlements: [String: JSONNode] = [
        "application-identifier": .string("ABCDE12345.com.example.AlertApp"),
        "aps-environment": .string("production"),
        "com.apple.developer.team-identifier": .string("ABCDE12345"),
        "com.apple.developer.usernotifications.time-sensitive": .bool(true),
        "com.apple.developer.usernotifications.communication": .bool(true),
        "get-task-allow": .bool(false),
        "keychain-access-groups": .array([.string("ABCDE12345.com.example.AlertApp"), .string("ABCDE12345.shared")]),
    ]

    static func read(_ name: String) throws -> MachOSignature { try MachOSignature.read(path: folder + "/" + name) }

    @Test("a thin arm64 executable: one slice, signed, XML and DER entitlements alike, identifier and team id")
    func thinSigned() throws {
        let file = try Self.read("thin-arm64")
        #expect(!file.isUniversal && file.slices.count == 1)
        let slice = try #require(file.slices.first)
        #expect(slice.cpuName == "arm64" && slice.is64Bit && !slice.isBigEndian && slice.offset == 0)
        let signature = try #require(slice.signature)
        #expect(signature.identifier == "com.example.AlertApp" && signature.teamIdentifier == "ABCDE12345")
        #expect(signature.xmlEntitlements == Self.entitlements)
        #expect(signature.derEntitlements == Self.entitlements)
        #expect(signature.entitlements?["aps-environment"] == .string("production"))
        #expect(!signature.isAdHoc && signature.hasCMSSignature)
        #expect(signature.blobMagics == [0xFADE_0C02, 0xFADE_0C01, 0xFADE_7171, 0xFADE_7172, 0xFADE_0B01])
    }

    @Test("XML only, DER only (nested dictionaries, arrays, negative and large integers), ad hoc, unsigned")
    func signatureForms() throws {
        let xmlOnly = try #require(try Self.read("thin-arm64-xml-only").slices.first?.signature)
        #expect(xmlOnly.xmlEntitlements == Self.entitlements && xmlOnly.derEntitlements == nil)
        let derOnly = try #require(try Self.read("thin-arm64-der-only").slices.first?.signature)
        #expect(derOnly.xmlEntitlements == nil)
        var expected = Self.entitlements
        expected["com.example.level"] = .number(-2)
        expected["com.example.big"] = .number(300_000)
        expected["com.example.nested"] = .object(["inner": .array([.string("a"), .bool(true), .number(7)])])
        #expect(derOnly.derEntitlements == expected && derOnly.entitlements == expected)
        let adHoc = try #require(try Self.read("thin-arm64-adhoc").slices.first?.signature)
        #expect(adHoc.isAdHoc && !adHoc.hasCMSSignature && adHoc.entitlements == nil)
        #expect(adHoc.identifier == "AlertApp-55554944" && adHoc.teamIdentifier == nil)
        let unsigned = try #require(try Self.read("unsigned-arm64").slices.first)
        #expect(!unsigned.isSigned && unsigned.signature == nil && unsigned.cpuName == "arm64")
    }

    @Test("32-bit big-endian and older CodeDirectory versions (no team id before 0x20200)")
    func otherForms() throws {
        let ppc = try #require(try Self.read("thin-ppc-big-endian").slices.first)
        #expect(ppc.cpuName == "ppc" && ppc.isBigEndian && !ppc.is64Bit)
        #expect(ppc.signature?.teamIdentifier == "ABCDE12345" && ppc.signature?.xmlEntitlements == Self.entitlements)
        let intel = try #require(try Self.read("thin-x86_64").slices.first)
        #expect(intel.cpuName == "x86_64" && intel.signature?.identifier == "com.example.AlertApp")
        #expect(intel.signature?.teamIdentifier == nil)
    }

    @Test("universal files (FAT_MAGIC and FAT_MAGIC_64): every slice at its offset, each with its own signature")
    func universal() throws {
        let fat = try Self.read("fat-two")
        #expect(fat.isUniversal && fat.slices.map(\.cpuName) == ["armv7", "arm64"])
        #expect(fat.slices.map(\.offset) == [4096, 12288])
        #expect(!fat.slices[0].isSigned && !fat.slices[0].is64Bit)
        #expect(fat.slices[1].signature?.xmlEntitlements == Self.entitlements && fat.slices[1].signature?.derEntitlements == nil)
        let fat64 = try Self.read("fat64-two")
        #expect(fat64.isUniversal && fat64.slices.map(\.cpuName) == ["x86_64", "arm64e"])
        #expect(fat64.slices.map { $0.signature?.identifier } == ["com.example.AlertApp", "com.example.AlertApp.e"])
        #expect(fat64.slices[0].signature?.derEntitlements == Self.entitlements)
    }

    @Test("every hostile executable is refused with a message naming the file and the structure")
    func hostileExecutables() throws {
        let cases = try Self.hostileCases(Self.folder).filter { !$0.name.hasSuffix(".mobileprovision") }
        #expect(cases.count >= 30)
        for (name, expected) in cases {
            let path = Self.folder + "/hostile/" + name
            let message = Self.refusal(path) { () throws(AlertPackError) in _ = try MachOSignature.read(path: path) }
            #expect(message?.contains(expected) == true, "\(name): \(message ?? "read without an error")")
        }
    }

    /// The hostile files hostile.txt lists, with the part of the message each is refused with.
    static func hostileCases(_ folder: String) throws -> [(name: String, message: String)] {
        try String(contentsOfFile: folder + "/hostile.txt", encoding: .utf8).split(separator: "\n").map {
            let parts = $0.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts[1])
        }
    }

    /// The message of the error a read of `path` throws, named after the file.
    static func refusal(_ path: String, _ read: () throws(AlertPackError) -> Void) -> String? {
        do {
            try read()
            return nil
        } catch {
            guard case .inFile(let named, let inner) = error, named == path else { return "not an error of the file: \(error)" }
            return inner.message
        }
    }

    @Test(
        "real executables from public repositories are read (ALERTPACK_REAL_APPS names their folder)",
        .enabled(if: realFolder != nil, "set ALERTPACK_REAL_APPS to a folder of built apps to run this test"))
    func realExecutables() throws {
        let folder = try #require(Self.realFolder)
        let paths = Self.files(below: folder).filter(Self.looksLikeMachO)
        #expect(!paths.isEmpty, "no Mach-O file below \(folder)")
        var lines: [String] = []
        for path in paths {
            let file = try MachOSignature.read(path: path)
            let witness = TestSupport.installed("python3") ? try Self.witnessEntitlementKeys(path) : nil
            for slice in file.slices {
                let signature = slice.signature
                let keys = (signature?.xmlEntitlements?.keys).map { Set($0) }
                if let witness, let keys { #expect(witness.contains(keys), "\(path): \(keys) not among \(witness)") }
                // Both forms, where codesign wrote both, say the same.
                if let xml = signature?.xmlEntitlements, let der = signature?.derEntitlements { #expect(xml == der, "\(path)") }
                lines.append("\(path.dropFirst(folder.count + 1)) [\(slice.cpuName)] \(Self.describe(slice.signature))")
            }
        }
        print(lines.joined(separator: "\n"))
    }

    /// One signature as the real-files listing shows it.
    static func describe(_ signature: CodeSignature?) -> String {
        guard let signature else { return "unsigned" }
        let xml = signature.xmlEntitlements?.keys.sorted().joined(separator: ",") ?? "-"
        let der = signature.derEntitlements?.keys.sorted().joined(separator: ",") ?? "-"
        return "\(signature.identifier ?? "-") team \(signature.teamIdentifier ?? "-")\(signature.isAdHoc ? " ad hoc" : "") xml [\(xml)] der [\(der)]"
    }

    static func files(below folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var paths: [String] = []
        while let name = enumerator?.nextObject() as? String {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { paths.append(path) }
        }
        return paths.sorted()
    }

    static func looksLikeMachO(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let magic = Array(handle.readData(ofLength: 4))
        return [
            [0xFE, 0xED, 0xFA, 0xCE], [0xCE, 0xFA, 0xED, 0xFE], [0xFE, 0xED, 0xFA, 0xCF], [0xCF, 0xFA, 0xED, 0xFE], [0xCA, 0xFE, 0xBA, 0xBE],
        ]
        .contains(magic)
    }

    /// The witness: every XML entitlements blob found by its magic anywhere in the file (not by
    /// walking load commands), read by Python's plistlib; the key sets found.
    static func witnessEntitlementKeys(_ path: String) throws -> [Set<String>] {
        let script = """
            import json, plistlib, struct, sys
            data = open(sys.argv[1], "rb").read()
            found, at = [], data.find(b"\\xfa\\xde\\x71\\x71")
            while at >= 0:
                length = struct.unpack(">I", data[at + 4:at + 8])[0]
                if data[at + 8:at + 13] == b"<?xml":
                    found.append(sorted(plistlib.loads(data[at + 8:at + length]).keys()))
                at = data.find(b"\\xfa\\xde\\x71\\x71", at + 1)
            print(json.dumps(found))
            """
        let result = try TestSupport.run("python3", ["-c", script, path])
        let lists = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String]] ?? []
        return lists.map(Set.init)
    }
}
