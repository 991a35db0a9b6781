import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The DER entitlements (issue 44): the wrapped form codesign writes now ([APPLICATION 16],
/// version 1, [CONTEXT 16] dictionary; read in MachOSignatureTests) and the older, bare form
/// real App Store builds hold (a SET of pairs, not in key order, true as 0x01), on the blobs
/// `scripts/make-macho-fixtures.py` writes, against `openssl asn1parse`; and the hostile blobs,
/// each kept as a problem of the signature rather than refusing it.
struct DEREntitlementsTests {
    static let folder = MachOSignatureTests.folder

    /// The script's BARE_ONLY, as the bare blob der-bare.der holds it.
    static let bareOnly: [String: JSONNode] = [
        "get-task-allow": .bool(true),
        "com.apple.developer.team-identifier": .string("ABCDE12345"),
        "application-identifier": .string("ABCDE12345.com.example.AlertApp"),
        "keychain-access-groups": .array([.string("ABCDE12345.shared")]),
        "com.example.nested": .object(["off": .bool(false), "level": .number(-3)]),
    ]

    @Test("the bare form (a SET, no wrapper, no version, true as 0x01) reads as the dictionary it holds")
    func bareForm() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/der-bare.der")))
        #expect(bytes.first == 0x31)
        #expect(try DEREntitlements.dictionary(bytes) == Self.bareOnly)
    }

    @Test(
        "openssl asn1parse sees the same bare SET: its top-level keys and the boolean 0x01",
        .enabled(if: TestSupport.installed("openssl"), "openssl is not installed"))
    func bareFormWitness() throws {
        let result = try TestSupport.run("openssl", ["asn1parse", "-inform", "der", "-in", Self.folder + "/der-bare.der"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("d=0") == true && lines.first?.contains("cons: SET") == true)
        // A key is the first UTF8STRING of each depth-1 SEQUENCE.
        var keys: Set<String> = []
        for (number, line) in lines.enumerated().dropLast() where line.contains("d=1") && line.contains("SEQUENCE") {
            let next = lines[number + 1]
            if next.contains("UTF8STRING"), let colon = next.lastIndex(of: ":") { keys.insert(String(next[next.index(after: colon)...])) }
        }
        #expect(keys == Set(Self.bareOnly.keys))
        #expect(lines.contains { $0.contains("BOOLEAN") && $0.hasSuffix(":1") })
    }

    @Test("a signature in the bare form reads like the wrapped one; where XML is beside it, both say the same")
    func bareFormInSignatures() throws {
        let both = try #require(try MachOSignatureTests.read("thin-arm64-der-bare").slices.first?.signature)
        #expect(both.derProblem == nil && both.xmlEntitlements != nil && both.derEntitlements == both.xmlEntitlements)
        #expect(both.entitlements?["aps-environment"] == .string("production"))
        let derOnly = try #require(try MachOSignatureTests.read("thin-arm64-der-bare-only").slices.first?.signature)
        #expect(derOnly.xmlEntitlements == nil && derOnly.derEntitlements == Self.bareOnly && derOnly.entitlements == Self.bareOnly)
        #expect(!derOnly.entitlementsUnknown && derOnly.derProblem == nil)
    }

    @Test("every hostile DER blob keeps the signature: its entitlements unknown, its problem said")
    func hostileBlobs() throws {
        let listing = try String(contentsOfFile: Self.folder + "/hostile-der.txt", encoding: .utf8)
        let cases = listing.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }.map { ($0[0], $0[1]) }
        #expect(cases.count >= 14)
        for (name, expected) in cases {
            let file = try MachOSignature.read(path: Self.folder + "/hostile/" + name)
            let signature = try #require(file.slices.first?.signature, "\(name)")
            #expect(signature.derProblem?.contains(expected) == true, "\(name): \(signature.derProblem ?? "read without a problem")")
            #expect(signature.entitlements == nil && signature.entitlementsUnknown, "\(name)")
        }
    }
}
