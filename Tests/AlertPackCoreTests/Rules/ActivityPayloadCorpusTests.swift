import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The Live Activity pushes `scripts/make-activity-payloads.py` writes for the bench (issue 47:
/// 1,000 judged in a second), judged here as the bench judges them: against the app of
/// Samples/activity/Delivery, found above them. Every push passes but those the script writes a
/// mistake into, and each of those fires exactly the rule its expected.tsv row names; the script
/// writes the same bytes every time.
struct ActivityPayloadCorpusTests {
    /// A copy of the Delivery app with `count` generated pushes in its `bench/` folder.
    static func corpus(_ count: Int) throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let app = folder + "/Delivery"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/activity/Delivery"), toPath: app)
        let result = try TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-activity-payloads.py"), app + "/bench", String(count)])
        #expect(result.status == 0, "\(result.stderr)")
        return app + "/bench"
    }

    @Test("each push fires exactly the rule its row names, and the others none")
    func everyPush() throws {
        let bench = try Self.corpus(200)
        defer { TestSupport.remove(FileName.parent(of: FileName.parent(of: bench))) }
        var wanted: [String: String] = [:]
        for line in try String(contentsOfFile: bench + "/expected.tsv", encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            wanted[parts[0]] = parts[1]
        }
        #expect(Set(wanted.values).count == 4, "the mistakes cover four rules: \(wanted.values)")
        var context = PayloadContext()
        context.columnsReason = "--measure columns"
        let report = PayloadLinter(configuration: try TestSupport.defaultConfiguration(), context: context).lintPayloads(paths: [bench + "/payloads"])
        #expect(report.problems.isEmpty && report.files.count == 200)
        for file in report.files {
            let name = (FileName.last(of: file.path) as NSString).deletingPathExtension
            #expect(file.findings.map(\.rule) == (wanted[name].map { [$0] } ?? []), "\(name): \(file.findings.map(\.message))")
        }
        // Every kind the bench means to exercise: starts with the token request, ends, headers files, the budget's neighbourhood.
        let pushes = report.files.compactMap(\.facts.payload)
        #expect(pushes.allSatisfy { $0.type == .liveactivity })
        #expect(pushes.contains { $0.source == .headers } && pushes.contains { $0.source == .inferred })
    }

    @Test("the script writes the same bytes every time")
    func deterministic() throws {
        let first = try Self.corpus(60)
        let second = try Self.corpus(60)
        defer {
            TestSupport.remove(FileName.parent(of: FileName.parent(of: first)))
            TestSupport.remove(FileName.parent(of: FileName.parent(of: second)))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: first + "/payloads").sorted()
        #expect(names.count == 72, "60 pushes and 12 headers files")
        #expect(try FileManager.default.contentsOfDirectory(atPath: second + "/payloads").sorted() == names)
        for name in names {
            #expect(FileManager.default.contentsEqual(atPath: first + "/payloads/" + name, andPath: second + "/payloads/" + name), "\(name)")
        }
    }
}
