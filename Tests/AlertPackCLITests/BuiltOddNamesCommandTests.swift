import AlertPackTestSupport
import Foundation
import Testing

/// `alertpack check` on built apps holding files whose names are not UTF-8
/// (scripts/make-hostile-apps.py: `odd-*` IPAs and `folders/Odd.app`): the app is judged, not
/// refused, and the report names the files left out, in text and JSON. Info-ZIP's `unzip -Z1`
/// is the witness of which names in the IPA are not UTF-8.
@Suite(TestSupport.needs("python3", "unzip"))
struct BuiltOddNamesCommandTests {
    static let corpus = TestSupport.generatedCorpus("make-hostile-apps.py", name: "hostile-apps-cli")

    /// The one JSON file report of `check PATH --format json`, and the exit status.
    static func check(_ path: String) throws -> (status: Int32, file: [String: Any]) {
        let result = try TestSupport.alertpack(["check", path, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        let files = try #require(document["files"] as? [[String: Any]])
        return (result.status, try #require(files.first))
    }

    /// The names `unzip -Z1` lists that are not UTF-8, with `\xNN` for each byte that is not.
    static func undecodable(_ ipa: String) throws -> [String] {
        let listed = try TestSupport.peer("unzip", ["-Z1", ipa]).stdoutData
        return listed.split(separator: 0x0A).filter { String(validating: $0, as: UTF8.self) == nil }.map { line in
            line.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String(format: "%02X", $0) }.joined()
        }.sorted()
    }

    @Test("check Odd.ipa exits 0 or 1, never 2: the app is judged, and a warning and the JSON facts name the files left out")
    func oddNames() throws {
        let ipa = Self.corpus + "/odd-names.ipa"
        let expected = try Self.undecodable(ipa)
        #expect(expected == ["Payload/Bark.app/fr.lproj/caf\\x82.txt", "Payload/Bark.app/ja.lproj/\\x83e\\x83X\\x83g.txt"])
        let (status, file) = try Self.check(ipa)
        #expect(status == 0 || status == 1)
        #expect(file["kind"] as? String == "built-app")
        let facts = try #require(file["facts"] as? [String: Any])
        #expect(facts["skippedEntries"] as? [String] == expected)
        #expect((facts["problems"] as? [Any])?.isEmpty == true)
        #expect((facts["bundles"] as? [[String: Any]])?.count == 2)
        let findings = try #require(file["findings"] as? [[String: Any]])
        let odd = findings.filter { $0["subject"] as? String == "names-not-utf8" }
        #expect(odd.count == 1 && odd.first?["rule"] as? String == "built.unreadable" && odd.first?["severity"] as? String == "warning")
        let message = odd.first?["message"] as? String ?? ""
        #expect(message.hasPrefix("2 files have names that are not UTF-8") && expected.allSatisfy(message.contains), "\(message)")
        // The text report says the same, the names escaped for the terminal.
        let text = try TestSupport.alertpack(["check", ipa])
        #expect(text.status == status && text.stdout.contains("warning  built.unreadable  2 files have names"), "\(text.stdout)")
        #expect(text.stdout.contains("caf\\x82.txt") && !text.stdout.contains("could not be read"), "\(text.stdout)")
    }

    @Test("an .app folder with such a name is judged the same, the name in its folder's bytes")
    func folder() throws {
        let (status, file) = try Self.check(Self.corpus + "/folders/Odd.app")
        #expect(status == 0 || status == 1)
        let facts = try #require(file["facts"] as? [String: Any])
        #expect(facts["skippedEntries"] as? [String] == ["fr.lproj/caf\\xE9.txt"])
        let findings = try #require(file["findings"] as? [[String: Any]])
        #expect(findings.contains { ($0["message"] as? String)?.hasPrefix("1 file has a name that is not UTF-8") == true }, "\(findings)")
    }

    @Test("a name that hides a bundle is an error naming it; one that hides the only app refuses the IPA (exit 2), naming it")
    func hiddenBundles() throws {
        let (status, file) = try Self.check(Self.corpus + "/odd-extension.ipa")
        #expect(status == 1)
        let findings = try #require(file["findings"] as? [[String: Any]])
        #expect(
            findings.contains {
                $0["rule"] as? String == "built.unreadable" && $0["severity"] as? String == "error"
                    && $0["subject"] as? String == "Payload/Bark.app/PlugIns/NotificationS\\x82rvice.appex"
            }, "\(findings)")
        let refused = try TestSupport.alertpack(["check", Self.corpus + "/odd-app.ipa"])
        #expect(refused.status == 2 && refused.stderr.contains("Payload/B\\x82rk.app is named in other bytes"), "\(refused.stderr)")
    }

    @Test(
        "the same app as an IPA and as an .app folder gives the same findings and exit status",
        arguments: ["odd-names", "odd-extension", "odd-folder"])
    func sameInBothContainers(_ name: String) throws {
        let prefix = "Payload/Bark.app/"
        /// Each finding as rule, severity, subject and message, with the IPA's path to the app taken out.
        func shown(_ path: String) throws -> (Int32, [String]) {
            let (status, file) = try Self.check(path)
            let findings = try #require(file["findings"] as? [[String: Any]])
            return (
                status,
                findings.map { finding in
                    ["rule", "severity", "subject", "message"].map { "\(finding[$0] ?? "")" }.joined(separator: " | ")
                        .replacingOccurrences(of: prefix, with: "")
                }.sorted()
            )
        }
        let ipa = try shown(Self.corpus + "/" + name + ".ipa")
        let folder = try shown(Self.corpus + "/odd-folders/" + name + "/" + prefix)
        #expect(ipa.0 == folder.0, "\(name): exit status")
        #expect(ipa.1 == folder.1, "\(name)")
        #expect(ipa.1.contains { $0.hasPrefix("built.unreadable") }, "\(name): \(ipa.1)")
    }
}
