import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack lint-payload --transport fcm|webpush` as a user runs it: exit codes, the JSON
/// report's transport, the default unchanged, and bad input reported naming the file.
@Suite("lint-payload --transport", TestSupport.needs("python3"))
struct PushTransportCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-transport-payloads.py", name: "transport-cli")

    static func json(_ result: TestSupport.ProcessResult) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]) ?? [:]
    }

    @Test("--transport fcm: Firebase's examples pass (exit 0) and the JSON report says fcm")
    func fcmExamplesPass() throws {
        let files = ["google-notification", "google-data", "google-platforms", "google-android", "google-webpush"].map {
            Self.corpus + "/fcm/\($0).json"
        }
        let result = try TestSupport.alertpack(["lint-payload", "--transport", "fcm", "--format", "json"] + files)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(Self.json(result)["transport"] as? String == "fcm")
        #expect((Self.json(result)["files"] as? [Any])?.count == 5)
    }

    @Test("--transport fcm: a broken message fails (exit 1) with its rule")
    func fcmBrokenFails() throws {
        let result = try TestSupport.alertpack(["lint-payload", "--transport", "fcm", Self.corpus + "/fcm/data-number.json"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("payload.fcm-data-type") && result.stdout.contains("message.data.count is 3"), "\(result.stdout)")
    }

    @Test("--transport webpush: the budget is 3993 bytes of plaintext")
    func webpushBudget() throws {
        let passing = try TestSupport.alertpack(["lint-payload", "--transport", "webpush", Self.corpus + "/webpush/exactly-3993.json"])
        #expect(passing.status == 0, "\(passing.stdout)")
        let failing = try TestSupport.alertpack(["lint-payload", "--transport", "webpush", Self.corpus + "/webpush/over-3993.json"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("payload.webpush-size") && failing.stdout.contains("must be at most 3993"), "\(failing.stdout)")
    }

    @Test("without --transport, and with --transport apns, the report is the same bytes as before")
    func apnsUnchanged() throws {
        let plain = try TestSupport.alertpack(["lint-payload", "Samples/payloads/good.json", "Samples/payloads/bad-badge.json", "--format", "json"])
        let apns = try TestSupport.alertpack(
            ["lint-payload", "--transport", "apns", "Samples/payloads/good.json", "Samples/payloads/bad-badge.json", "--format", "json"])
        #expect(plain.status == apns.status)
        #expect(plain.stdout == apns.stdout)
        #expect(!plain.stdout.contains("\"transport\""))
    }

    @Test("an unknown transport, and APNs options with webpush, are refused")
    func badOptions() throws {
        let unknown = try TestSupport.alertpack(["lint-payload", "--transport", "gcm", "Samples/payloads/good.json"])
        #expect(unknown.status != 0 && unknown.status != 1)
        #expect(unknown.stderr.contains("transport"), "\(unknown.stderr)")
        let voip = try TestSupport.alertpack(["lint-payload", "--transport", "webpush", "--voip", Self.corpus + "/webpush/good.json"])
        #expect(voip.status == 2 && voip.stderr.contains("--voip"), "\(voip.stderr)")
    }

    @Test("hostile files are reported naming the file, and the run ends normally")
    func hostileInput() throws {
        for transport in ["fcm", "webpush"] {
            let result = try TestSupport.alertpack(["lint-payload", "--transport", transport, "--format", "json", Self.corpus + "/hostile"])
            #expect(result.status == 1, "\(transport): \(result.stderr)")
            let files = Self.json(result)["files"] as? [[String: Any]] ?? []
            for name in ["deep.json", "latin1.json", "giant.json"] {
                let file = files.first { ($0["path"] as? String)?.hasSuffix("/" + name) == true }
                #expect(file?["verdict"] as? String == "fail", "\(transport) \(name)")
            }
        }
    }
}
