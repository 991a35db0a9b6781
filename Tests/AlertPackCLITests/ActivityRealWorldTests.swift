import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What the survey of public Live Activity repositories taught (docs/real-world.md, "Live
/// Activities and widget pushes"), on apps `scripts/make-activity-realworld.py` writes anew in
/// their shapes: each push, judged through the binary against the app found above it, gives exactly
/// the findings its row of `expected.tsv` names, and the widget extension's folder no error.
/// The survey's false errors are not held here (they are listed in docs/real-world.md until fixed).
@Suite struct ActivityRealWorldTests {
    static let corpus = TestSupport.generatedCorpus("make-activity-realworld.py", name: "activity-realworld")
    static let projects = ["Ride", "Scores", "Hero", "Emoji"]

    /// name → "rule severity" of each finding, from a project's table.
    static func expected(_ project: String) throws -> [String: [String]] {
        let text = try String(contentsOfFile: corpus + "/" + project + "/payloads/expected.tsv", encoding: .utf8)
        var table: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            let rules = parts[1].split(separator: ",").map(String.init)
            let severities = parts[2].split(separator: ",").map(String.init)
            table[parts[0]] = parts[1] == "-" ? [] : zip(rules, severities).map { "\($0) \($1)" }
        }
        return table
    }

    /// The report's files: path → (findings as "rule severity", the JSON file object).
    static func run(_ arguments: [String]) throws -> (status: Int32, files: [String: [String]], facts: [String: [String: Any]]) {
        let result = try TestSupport.alertpack(arguments + ["--no-config", "--format", "json", "--quiet"])
        let root = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        var files: [String: [String]] = [:]
        var facts: [String: [String: Any]] = [:]
        for file in root["files"] as? [[String: Any]] ?? [] {
            let path = file["path"] as? String ?? ""
            let findings = file["findings"] as? [[String: Any]] ?? []
            files[path] = findings.map { "\($0["rule"] as? String ?? "") \($0["severity"] as? String ?? "")" }
            facts[path] = file["facts"] as? [String: Any] ?? [:]
        }
        return (result.status, files, facts)
    }

    @Test("each push gives exactly the findings its row names; an error exits 1", arguments: projects)
    func payloads(_ project: String) throws {
        let expected = try Self.expected(project)
        let folder = Self.corpus + "/" + project + "/payloads"
        let result = try Self.run(["lint-payload", "--measure", "columns", folder])
        #expect(result.files.count == expected.count)
        for (path, findings) in result.files {
            let name = (FileName.last(of: path) as NSString).deletingPathExtension
            #expect(findings.sorted() == (expected[name] ?? ["not in expected.tsv"]).sorted(), "\(project)/\(name)")
        }
        let errors = expected.values.joined().contains { $0.hasSuffix(" error") }
        #expect(result.status == (errors ? 1 : 0), "\(project)")
    }

    @Test("a headers file beside a push gives its type; without one the body does, and the report says which")
    func pushTypeSource() throws {
        let result = try Self.run(["lint-payload", "--measure", "columns", Self.corpus + "/Ride/payloads"])
        for (path, facts) in result.facts {
            #expect(facts["pushType"] as? String == "liveactivity", "\(path)")
            let beside = FileManager.default.fileExists(atPath: (path as NSString).deletingPathExtension + ".headers")
            #expect(facts["pushTypeSource"] as? String == (beside ? "headers" : "inferred"), "\(path)")
        }
    }

    @Test("a type declared twice (the app's and a push tool's copy) gives one finding, not two")
    func duplicateDeclaration() throws {
        let result = try Self.run(["lint-payload", "--measure", "columns", Self.corpus + "/Ride/payloads/end-missing-property.json"])
        #expect(result.files.values.first == ["liveactivity.state-missing error"])
    }

    @Test("the widget extension's folder: no error; the template's empty AppIcon set is a warning", arguments: projects)
    func widgetFolder(_ project: String) throws {
        let result = try Self.run(["check", Self.corpus + "/" + project + "/Widget"])
        #expect(result.status == 0)
        #expect(result.files.values.joined().allSatisfy { !$0.hasSuffix(" error") }, "\(result.files)")
        #expect(result.files.values.joined().contains("icon.missing warning"), "\(result.files)")
    }
}
