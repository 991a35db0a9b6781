import AlertPackTestSupport
import Foundation
import Testing

/// A payload file may hold several documents (`.jsonl`, an array), each judged on its own. A
/// crash while judging one names that document (`several.jsonl:2`), and the run again must leave
/// out that document, not go on crashing on it until the supervisor gives up.
@Suite("lint-payload supervision of documents")
struct PayloadDocumentSupervisionTests {
    @Test("a document that traps is left out as internal-error; the file's other documents and the other files as usual")
    func documentThatTrapsIsLeftOut() throws {
        let usual = try TestSupport.alertpack(["lint-payload", "Samples/payloads", "--format", "json"])
        let trapped = try TestSupport.run(
            TestSupport.binary, ["lint-payload", "Samples/payloads", "--format", "json"], in: TestSupport.repositoryRoot,
            environment: ProcessInfo.processInfo.environment.merging(["ALERTPACK_TEST_TRAP": "several.jsonl:2"]) { $1 })
        #expect(trapped.status == 2, "\(trapped.stderr)")
        #expect(trapped.stderr.contains("several.jsonl:2 crashed alertpack"), "\(trapped.stderr)")
        #expect(!trapped.stderr.contains("giving up"), "\(trapped.stderr)")
        let files = { (result: TestSupport.ProcessResult) in
            (try? JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])?["files"] as? [[String: Any]] ?? []
        }
        #expect(files(trapped).count == files(usual).count)
        for (normal, file) in zip(files(usual), files(trapped)) {
            let rules = (file["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
            if file["path"] as? String == "Samples/payloads/several.jsonl:2" {
                #expect(rules == ["internal-error"])
            } else {
                #expect(NSDictionary(dictionary: file).isEqual(to: normal), "\(file["path"] ?? "")")
            }
        }
    }
}
