import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `lint-payload` holding Live Activity pushes against the `ContentState` of the app's Swift,
/// through the binary: the project found above the payloads or named by `--project`, none with
/// `--no-project`; exit codes follow the findings. What each rule says is checked in process
/// (ActivityStateRulesTests).
struct ActivityStateCommandTests {
    static let folder = "Samples/activity/Delivery"

    /// Each file's rules, and the exit status.
    static func lint(_ arguments: [String]) throws -> (status: Int32, rules: [String: [String]]) {
        let result = try TestSupport.alertpack(["lint-payload", "--measure", "columns", "--format", "json"] + arguments)
        let root = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        var rules: [String: [String]] = [:]
        for file in root["files"] as? [[String: Any]] ?? [] {
            rules[FileName.last(of: file["path"] as? String ?? "")] = (file["findings"] as? [[String: Any]] ?? []).compactMap {
                $0["rule"] as? String
            }
        }
        return (result.status, rules)
    }

    @Test("each sample push fires the one rule expected.tsv names (the project found above it); an error exits 1, a warning 0")
    func samples() throws {
        let table = try String(contentsOfFile: TestSupport.repositoryPath(Self.folder + "/payloads/expected.tsv"), encoding: .utf8)
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            let (status, rules) = try Self.lint([Self.folder + "/payloads/" + parts[0] + ".json"])
            #expect(rules[parts[0] + ".json"] == (parts[1] == "-" ? [] : [parts[1]]), "\(parts[0])")
            #expect(status == (parts[2] == "error" ? 1 : 0), "\(parts[0])")
        }
    }

    @Test("--project names the app for pushes outside it; --no-project judges no content-state against Swift")
    func projectOptions() throws {
        let work = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(work) }
        let body = try String(contentsOfFile: TestSupport.repositoryPath(Self.folder + "/payloads/missing-property.json"), encoding: .utf8)
        try body.write(toFile: work + "/push.json", atomically: true, encoding: .utf8)
        let named = try Self.lint(["--project", Self.folder + "/Delivery.xcodeproj", work + "/push.json"])
        #expect(named.rules["push.json"] == ["liveactivity.state-missing"] && named.status == 1)
        let none = try Self.lint(["--no-project", Self.folder + "/payloads"])
        #expect(none.rules.values.allSatisfy { $0.isEmpty } && none.status == 0, "\(none.rules)")
    }
}
