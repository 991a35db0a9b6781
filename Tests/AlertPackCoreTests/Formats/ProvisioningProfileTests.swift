import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Provisioning profiles (`embedded.mobileprovision`, issue 44, item 4): the plist inside the
/// CMS envelope, found by walking the DER structure, and its facts; on the profiles
/// `scripts/make-macho-fixtures.py` writes (by hand, and signed by openssl when it is
/// installed), its hostile variants, and real profiles when ALERTPACK_REAL_APPS names a folder.
struct ProvisioningProfileTests {
    static let folder = TestSupport.generatedCorpus("make-macho-fixtures.py", name: "profile-fixtures")
    static let realFolder = ProcessInfo.processInfo.environment["ALERTPACK_REAL_APPS"]

    static func read(_ name: String) throws -> ProvisioningProfile { try ProvisioningProfile.read(path: folder + "/" + name) }

    static func date(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }

    @Test("an App Store profile: name, team, app id, dates, entitlements, no devices")
    func appStore() throws {
        let profile = try Self.read("app-store.mobileprovision")
        #expect(profile.name == "Alert App app-store" && profile.appIDName == "Alert App")
        #expect(profile.teamIdentifiers == ["ABCDE12345"] && profile.teamName == "Example Ltd")
        #expect(profile.uuid == "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0" && profile.platforms == ["iOS"])
        #expect(profile.creationDate == Self.date("2026-01-02T03:04:05Z"))
        #expect(profile.expirationDate == Self.date("2027-01-02T03:04:05Z"))
        #expect(profile.apsEnvironment == "production" && !profile.getTaskAllow)
        #expect(profile.applicationIdentifier == "ABCDE12345.com.example.AlertApp")
        #expect(profile.entitlements["com.apple.developer.usernotifications.time-sensitive"] == .bool(true))
        #expect(profile.entitlements["com.apple.developer.usernotifications.communication"] == .bool(true))
        #expect(profile.entitlements["com.apple.developer.usernotifications.critical-alerts"] == .bool(true))
        #expect(profile.provisionedDeviceCount == nil && !profile.provisionsAllDevices)
        #expect(profile.distribution == .appStore)
        // The eContent is the plist byte for byte.
        let plist = try Array(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/app-store.plist")))
        let envelope = try Array(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/app-store.mobileprovision")))
        #expect(try ProvisioningProfile.encapsulatedContent(envelope) == plist)
    }

    @Test("development, ad hoc and enterprise profiles are told apart by their devices and get-task-allow")
    func distributions() throws {
        let development = try Self.read("development.mobileprovision")
        #expect(development.distribution == .development && development.provisionedDeviceCount == 3)
        #expect(development.getTaskAllow && development.apsEnvironment == "development")
        let adHoc = try Self.read("ad-hoc.mobileprovision")
        #expect(adHoc.distribution == .adHoc && adHoc.provisionedDeviceCount == 3 && !adHoc.getTaskAllow)
        let enterprise = try Self.read("enterprise.mobileprovision")
        #expect(enterprise.distribution == .enterprise && enterprise.provisionsAllDevices && enterprise.provisionedDeviceCount == nil)
        #expect(enterprise.entitlements["com.apple.developer.usernotifications.critical-alerts"] == nil)
    }

    @Test("hand-built envelopes are DER openssl reads", TestSupport.needs("openssl"))
    func handBuiltIsDER() throws {
        for kind in ["development", "ad-hoc", "enterprise", "app-store"] {
            try TestSupport.peer("openssl", ["asn1parse", "-inform", "DER", "-in", Self.folder + "/\(kind).mobileprovision"])
        }
    }

    @Test("a profile signed by openssl cms: our plist is openssl's eContent, byte for byte", TestSupport.needs("openssl"))
    func opensslWitness() throws {
        let path = Self.folder + "/signed-openssl.mobileprovision"
        let envelope = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let ours = try ProvisioningProfile.encapsulatedContent(envelope)
        #expect(ours == Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/signed-openssl.plist"))))
        #expect(ours == Array(try Self.opensslContent(path)))
        let smime = try TestSupport.peer("openssl", ["smime", "-verify", "-noverify", "-inform", "der", "-in", path])
        #expect(Array(smime.stdoutData) == ours)
        #expect(try Self.read("signed-openssl.mobileprovision").distribution == .appStore)
    }

    /// What `openssl cms -verify -noverify` says the signed content is.
    static func opensslContent(_ path: String) throws -> Data {
        try TestSupport.peer("openssl", ["cms", "-verify", "-noverify", "-inform", "DER", "-in", path]).stdoutData
    }

    @Test("every hostile profile is refused with a message naming the file and the structure")
    func hostileProfiles() throws {
        let cases = try MachOSignatureTests.hostileCases(Self.folder).filter { $0.name.hasSuffix(".mobileprovision") }
        #expect(cases.count >= 12)
        for (name, expected) in cases {
            let path = Self.folder + "/hostile/" + name
            let message = MachOSignatureTests.refusal(path) { () throws(AlertPackError) in _ = try ProvisioningProfile.read(path: path) }
            #expect(message?.contains(expected) == true, "\(name): \(message ?? "read without an error")")
        }
    }

    @Test(
        "real profiles from public repositories are read, and agree with openssl (ALERTPACK_REAL_APPS names their folder)",
        .enabled(if: realFolder != nil, "set ALERTPACK_REAL_APPS to a folder of built apps to run this test"))
    func realProfiles() throws {
        let folder = try #require(Self.realFolder)
        let paths = MachOSignatureTests.files(below: folder).filter { $0.hasSuffix(".mobileprovision") }
        #expect(!paths.isEmpty, "no .mobileprovision below \(folder)")
        var lines: [String] = []
        for path in paths {
            let profile = try ProvisioningProfile.read(path: path)
            if TestSupport.installed("openssl") {
                let envelope = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(try ProvisioningProfile.encapsulatedContent(envelope) == Array(try Self.opensslContent(path)), "\(path)")
            }
            #expect(profile.name != nil && !profile.teamIdentifiers.isEmpty && profile.expirationDate != nil, "\(path)")
            lines.append(
                "\(path.dropFirst(folder.count + 1)): \(profile.name ?? "-") team \(profile.teamIdentifiers) \(profile.distribution.rawValue) "
                    + "aps \(profile.apsEnvironment ?? "-") get-task-allow \(profile.getTaskAllow) devices \(profile.provisionedDeviceCount ?? 0) "
                    + "expires \(profile.expirationDate.map { "\($0)" } ?? "-") "
                    + profile.entitlements.keys.filter { $0.contains("usernotifications") }.sorted().joined(separator: ","))
        }
        print(lines.joined(separator: "\n"))
    }
}
