import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `BuildSettings`: levels merged with `$(inherited)`, and a value's words split as a shell
/// splits them (Python's shlex as the witness, for the double quotes build settings use);
/// unbalanced quotes and long values are words, never a trap.
@Suite(TestSupport.needs("python3"))
struct BuildSettingsTests {
    @Test(
        "words split as shlex splits them",
        arguments: [
            "\"Dark Icon\" Light  \"\"", "AppIcon", "  spaced   out  ", "a\tb", "\"one word\"", "x\"y z\"w", "\"\" \"\"", "",
            "Light \"Dark Icon\" \"Summer 2026\"",
        ])
    func wordsAgreeWithShlex(_ value: String) throws {
        let witness = try TestSupport.peer("python3", ["-c", "import json, shlex, sys; print(json.dumps(shlex.split(sys.argv[1])))", value])
        let expected = try JSONDecoder().decode([String].self, from: witness.stdoutData)
        #expect(BuildSettings.words(value) == expected, "\(value)")
    }

    @Test("$(inherited) and ${inherited} stand for the value overridden, or for nothing")
    func inheriting() {
        #expect(BuildSettings.inheriting("$(inherited) Dark", from: "Light") == "Light Dark")
        #expect(BuildSettings.inheriting("${inherited} Dark", from: nil) == "Dark")
        #expect(BuildSettings.inheriting("Dark", from: "Light") == "Dark")
        #expect(BuildSettings.inheriting("$(inherited)", from: nil) == "")
    }

    @Test("levels merge in order: project xcconfig, project, target xcconfig, target")
    func merge() {
        let merged = BuildSettings.merge([
            ["NAMES": "A", "ICON": "One"], ["NAMES": "$(inherited) B"], ["NAMES": "$(inherited) C", "ICON": "Two"], ["OTHER": "$(inherited)"],
        ])
        #expect(merged == ["NAMES": "A B C", "ICON": "Two", "OTHER": ""])
    }

    @Test("an unbalanced quote, and a value of 100,000 words, are split without a trap")
    func hostile() {
        #expect(BuildSettings.words("\"open Dark") == ["open Dark"])
        let many = Array(repeating: "w", count: 100_000).joined(separator: " ")
        #expect(BuildSettings.words(many).count == 100_000)
        #expect(BuildSettings.inheriting(String(repeating: "$(inherited)", count: 1000), from: "x").count == 1000)
    }
}
