import AlertPackTestSupport
import Foundation
import Testing

/// SARIF as GitHub code scanning reads it: findings a baseline or `suppress:` holds are results
/// marked suppressed (not left out, which code scanning takes for fixed), and every result has a
/// partial fingerprint that is the same in every run and every checkout.
@Suite(TestSupport.needs("git", "python3"))
struct SARIFCodeScanningTests {
    /// The results of a SARIF document: rule, uri, suppressions and fingerprints, after
    /// validating it against the OASIS SARIF 2.1.0 schema.
    static func results(_ data: Data) throws -> [[String: Any]] {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try data.write(to: URL(fileURLWithPath: folder + "/out.sarif"))
        let schema = TestSupport.repositoryPath(".build-tools/sarif-schema-2.1.0.json")
        #expect(FileManager.default.fileExists(atPath: schema), "run `make test-deps` to fetch the SARIF schema")
        let validate = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); document = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator(schema).validate(document)
            """
        try TestSupport.peer("python3", ["-c", validate, schema, folder + "/out.sarif"])
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let runs = try #require(document?["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    static func uri(_ result: [String: Any]) -> String {
        let locations = result["locations"] as? [[String: Any]]
        let physical = locations?.first?["physicalLocation"] as? [String: Any]
        return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
    }

    static func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?["alertpackFinding/v1"]
    }

    @Test(
        "baselined results are suppressed (external), suppress: ones too (inSource, with the reason); fingerprints stable across runs and checkouts")
    func suppressionsAndFingerprints() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let repository = root + "/app"
        try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
        try GateTests.git(["init", "-q"], in: repository)
        let sounds = TestSupport.repositoryPath("Samples/sounds")
        try FileManager.default.copyItem(atPath: sounds + "/too-long.caf", toPath: repository + "/old.caf")
        try TestSupport.alertpack(["check", ".", "--write-baseline", "baseline.json"], in: repository)
        try FileManager.default.copyItem(atPath: sounds + "/too-long.caf", toPath: repository + "/cut.caf")
        try FileManager.default.copyItem(atPath: sounds + "/too-long.caf", toPath: repository + "/new.caf")
        try """
        suppress:
          - {files: cut.caf, rule: sound.duration, reason: "cut to 29 s by the build script"}
        """.write(toFile: repository + "/.alertpack.yml", atomically: true, encoding: .utf8)

        let arguments = ["check", ".", "--baseline", "baseline.json", "--format", "sarif"]
        let first = try TestSupport.alertpack(arguments, in: repository)
        #expect(first.status == 1, "new.caf fails: \(first.stderr)")
        let results = try Self.results(first.stdoutData)
        func suppressions(_ uri: String, _ rule: String) -> [[String: String]]? {
            results.first { Self.uri($0) == uri && $0["ruleId"] as? String == rule }?["suppressions"] as? [[String: String]]
        }
        // Every finding of the three files is a result; only the new file's count.
        #expect(Set(results.map(Self.uri)) == ["cut.caf", "new.caf", "old.caf"])
        #expect(suppressions("old.caf", "sound.duration")?.map { $0["kind"] } == ["external"])
        #expect(
            suppressions("cut.caf", "sound.duration") == [
                ["kind": "inSource", "status": "accepted", "justification": "cut to 29 s by the build script"]
            ])
        #expect(suppressions("cut.caf", "sound.long") == nil)
        #expect(suppressions("new.caf", "sound.duration") == nil)
        #expect(results.first { Self.uri($0) == "new.caf" && $0["ruleId"] as? String == "sound.duration" } != nil)

        // Every result has a fingerprint; one per finding; the same in another run, and in a
        // checkout elsewhere (no absolute path in it).
        let prints = results.compactMap(Self.fingerprint)
        #expect(prints.count == results.count)
        #expect(Set(prints).count == prints.count)
        #expect(try TestSupport.alertpack(arguments, in: repository).stdoutData == first.stdoutData)
        try FileManager.default.moveItem(atPath: repository, toPath: root + "/elsewhere")
        let moved = try Self.results(try TestSupport.alertpack(arguments, in: root + "/elsewhere").stdoutData)
        #expect(moved.compactMap(Self.fingerprint) == prints)
        // A finding's fingerprint names what it is about, not its file's place in the list or
        // its severity: the same finding checked alone has the same one.
        let alone = try Self.results(
            try TestSupport.alertpack(["check", "new.caf", "--format", "sarif", "--strict"], in: root + "/elsewhere").stdoutData)
        let newDuration = { (list: [[String: Any]]) in
            list.first { Self.uri($0) == "new.caf" && $0["ruleId"] as? String == "sound.duration" }.flatMap(Self.fingerprint)
        }
        #expect(newDuration(alone) != nil && newDuration(alone) == newDuration(moved))
    }
}
