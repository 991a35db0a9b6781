import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack check App.ipa` judges the built app's Info.plist against the entitlements it is
/// signed with (notify.communication), as `check` judges a project's: on the Communication
/// cases `scripts/make-built-apps.py` writes and the Samples/built one.
@Suite(TestSupport.needs("python3"))
struct BuiltCommunicationCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-built-apps.py", name: "built-communication-cli")

    static func findings(_ result: TestSupport.ProcessResult) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        let files = try #require(document["files"] as? [[String: Any]])
        return files.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
    }

    @Test("check App.ipa names notify.communication and exits 1; the correct app passes")
    func checkNamesTheRule() throws {
        for path in [
            Self.corpus + "/ipa/CommunicationNoEntitlement.ipa", TestSupport.repositoryPath("Samples/built/Communication/NoEntitlement.ipa"),
        ] {
            let result = try TestSupport.alertpack(["check", path, "--format", "json"])
            #expect(result.status == 1, "\(result.stderr)")
            let findings = try Self.findings(result)
            #expect(findings.map { "\($0["rule"] ?? "") \($0["severity"] ?? "")" } == ["notify.communication error"], "\(findings)")
            let message = findings.first?["message"] as? String ?? ""
            #expect(message.contains("Payload/Chat.app lists INSendMessageIntent in NSUserActivityTypes"), "\(message)")
            #expect(message.contains("(in the signature of Payload/Chat.app/Chat)"), "\(message)")
        }
        let correct = try TestSupport.alertpack(["check", Self.corpus + "/ipa/CommunicationCorrect.ipa", "--format", "json"])
        #expect(correct.status == 0, "\(correct.stderr)")
        #expect(try Self.findings(correct).isEmpty)
        // Without an extension the finding is advice (info): the run passes, and says it.
        let noService = try TestSupport.alertpack(["check", Self.corpus + "/ipa/CommunicationNoService.ipa", "--format", "json"])
        #expect(noService.status == 0, "\(noService.stderr)")
        #expect(try Self.findings(noService).map { "\($0["rule"] ?? "") \($0["severity"] ?? "")" } == ["notify.communication info"])
    }
}
