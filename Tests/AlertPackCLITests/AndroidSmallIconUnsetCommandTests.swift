import AlertPackTestSupport
import Foundation
import Testing

/// `check --format json` on an app module that receives FCM and sets no default notification
/// icon: the module's facts list what showed it receives FCM, and the finding says so.
@Suite("android.small-icon-unset on the command line")
struct AndroidSmallIconUnsetCommandTests {
    @Test("the JSON facts list the service and the dependency; the warning names the first and the meta-data")
    func jsonFacts() throws {
        let result = try TestSupport.alertpack(["check", "Samples/android/FcmNoIcon", "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let files = document?["files"] as? [[String: Any]] ?? []
        let file = try #require(files.first { ($0["path"] as? String)?.hasSuffix("AndroidManifest.xml") == true }, "\(result.stderr)")
        let facts = file["facts"] as? [String: Any] ?? [:]
        let evidence = facts["firebaseMessaging"] as? [[String: Any]] ?? []
        #expect(evidence.map { $0["kind"] as? String ?? "" } == ["service", "gradle-dependency"])
        #expect(evidence.first?["file"] as? String == "src/main/AndroidManifest.xml")
        #expect(evidence.first?["line"] as? Int == 4)
        #expect(evidence.last?["seen"] as? String == "com.google.firebase:firebase-messaging:24.0.0")
        #expect(facts["oneSignal"] as? [Any] != nil)
        let findings = file["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["rule"] as? String ?? "" } == ["android.small-icon-unset"])
        #expect(findings.first?["severity"] as? String == "warning")
        #expect((findings.first?["message"] as? String)?.contains("sets no com.google.firebase.messaging.default_notification_icon") == true)
        #expect(file["verdict"] as? String == "warn")
    }
}
