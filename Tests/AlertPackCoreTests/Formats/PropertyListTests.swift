import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Info.plist and entitlements files are read by Foundation; what Foundation would crash on is
/// refused first.
struct PropertyListTests {
    /// Found by the `plist` fuzz target: a binary property list whose top object is a set of
    /// malformed members. Foundation's bridging of the set to Swift crashed the process.
    static let setOfMalformedMembers =
        "YnBsaXN0MDDCAQIDA18QM2NvbS5hcHBsai5kZXZlbG9wZXIudXNlcm5vdGlmaWNhdGkmbnMuY29tbXVuaWNhdGlvbl8QNGNvbS5hcHBsZW5kZXZlbG9wZXIudXNlcm5vdGlmaWNhdGlvbnMudGltZS1zZW5zaXRpdmUJCA1DegAAAAAAAAEBAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAB7"

    @Test("a binary property list holding a set is refused in the user's terms, not a crash (found by fuzzing)")
    func setIsRefused() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/App.entitlements"
        try #require(Data(base64Encoded: Self.setOfMalformedMembers)).write(to: URL(fileURLWithPath: path))
        #expect(throws: AlertPackError.self) { try PropertyList.dictionary(path: path) }
        #expect(PropertyList.binaryHoldsASet(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
    }

    @Test("binary and XML property lists Xcode writes still read as before")
    func ordinaryListsRead() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let plist: [String: Any] = ["aps-environment": "development", "com.apple.developer.usernotifications.time-sensitive": true]
        for (name, format) in [("binary", PropertyListSerialization.PropertyListFormat.binary), ("xml", .xml)] {
            let path = folder + "/" + name + ".plist"
            try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0).write(to: URL(fileURLWithPath: path))
            let table = try PropertyList.dictionary(path: path)
            #expect(table.count == 2, "\(name)")
            #expect(!PropertyList.binaryHoldsASet(Array(try Data(contentsOf: URL(fileURLWithPath: path)))), "\(name)")
        }
    }
}
