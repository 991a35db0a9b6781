import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// One slice's code signature (issue 44) when its DER entitlements cannot be read: the rest of
/// the signature stands, the XML entitlements (when there are some) stay the entitlements, and
/// the DER problem is kept as a fact; with no XML blob the entitlements are unknown, never "none".
/// On the executables `scripts/make-macho-fixtures.py` writes; the XML read against plistlib.
struct CodeSignatureTests {
    static func signature(_ name: String) throws -> CodeSignature {
        try #require(try MachOSignatureTests.read(name).slices.first?.signature)
    }

    @Test("a broken DER blob beside XML: the XML entitlements stay, the DER problem is kept, identifier and team id read")
    func brokenDERBesideXML() throws {
        let signature = try Self.signature("thin-arm64-der-broken")
        #expect(signature.derEntitlements == nil)
        #expect(signature.derProblem?.contains("not a SEQUENCE of a UTF8String key") == true, "\(signature.derProblem ?? "no problem")")
        #expect(signature.entitlements == signature.xmlEntitlements && !signature.entitlementsUnknown)
        #expect(signature.entitlements?["aps-environment"] == .string("production"))
        #expect(signature.identifier == "com.example.AlertApp" && signature.teamIdentifier == "ABCDE12345")
        #expect(signature.blobMagics.contains(CodeSignature.derEntitlementsMagic) && signature.hasCMSSignature)
    }

    @Test(
        "the XML entitlements kept are the ones plistlib reads from the same file",
        .enabled(if: TestSupport.installed("python3"), "python3 is not installed"))
    func keptXMLWitness() throws {
        let path = MachOSignatureTests.folder + "/thin-arm64-der-broken"
        let keys = try #require(try Self.signature("thin-arm64-der-broken").entitlements?.keys)
        #expect(try MachOSignatureTests.witnessEntitlementKeys(path) == [Set(keys)])
    }

    @Test("a broken DER blob alone: the entitlements are unknown (nil, with the problem), not empty")
    func brokenDERAlone() throws {
        let signature = try Self.signature("thin-arm64-der-broken-only")
        #expect(signature.xmlEntitlements == nil && signature.derEntitlements == nil && signature.entitlements == nil)
        #expect(signature.entitlementsUnknown)
        #expect(signature.derProblem?.contains("version 2") == true, "\(signature.derProblem ?? "no problem")")
        #expect(signature.identifier == "com.example.AlertApp")
    }

    @Test("no DER blob, or a good one: no problem, and no entitlements is known to be none")
    func noProblem() throws {
        for name in ["thin-arm64", "thin-arm64-xml-only", "thin-arm64-der-only", "thin-arm64-der-bare"] {
            let signature = try Self.signature(name)
            #expect(signature.derProblem == nil && !signature.entitlementsUnknown, "\(name)")
        }
        let adHoc = try Self.signature("thin-arm64-adhoc")
        #expect(adHoc.entitlements == nil && !adHoc.entitlementsUnknown)
    }
}
