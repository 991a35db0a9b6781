import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A baseline hides the findings it holds, never a worse one: the severity is part of an entry.
@Suite(TestSupport.needs("git", "/usr/bin/convert"))
struct BaselineEscalationTests {
    static let icon = "Icons.xcassets/AppIcon.appiconset/ItunesArtwork@2x.png"

    /// A repository whose App Store icon has an alpha channel: opaque (a warning) or with
    /// transparent pixels (ITMS-90717, an error); the same rule and subject either way.
    static func repository(config: String? = nil) throws -> String {
        let root = try TestSupport.temporaryDirectory()
        let repository = root + "/app"
        try FileManager.default.createDirectory(atPath: repository + "/Icons.xcassets", withIntermediateDirectories: true)
        try config?.write(toFile: repository + "/.alertpack.yml", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icons/Good.xcassets/AppIcon.appiconset"),
            toPath: repository + "/Icons.xcassets/AppIcon.appiconset")
        try drawIcon(transparent: false, in: repository)
        try GateTests.git(["init", "-q"], in: repository)
        try GateTests.git(["add", "."], in: repository)
        try GateTests.git(["commit", "-q", "-m", "start"], in: repository)
        return repository
    }

    static func drawIcon(transparent: Bool, in repository: String) throws {
        let path = repository + "/" + icon
        try? FileManager.default.removeItem(atPath: path)
        let background = transparent ? "xc:none" : "xc:#ffffff"
        try TestSupport.peer(
            "/usr/bin/convert", ["-size", "1024x1024", background, "-fill", "#3478f6", "-draw", "circle 512,512 512,80", "PNG32:\(path)"])
    }

    @Test(
        "a baselined warning that becomes an error of the same rule and subject fails --strict --baseline, naming it; report --changed-since names it"
    )
    func escalation() throws {
        let repository = try Self.repository()
        defer { TestSupport.remove(FileName.parent(of: repository)) }
        let written = try TestSupport.alertpack(["check", ".", "--write-baseline", "baseline.json"], in: repository)
        #expect(written.status == 0, "\(written.stdout)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: repository + "/baseline.json"))) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        let entries = try #require(document["findings"] as? [[String: String]])
        #expect(entries == [["rule": "icon.alpha", "path": Self.icon, "severity": "warning", "class": "opaque-alpha"]])
        #expect(try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "baseline.json"], in: repository).status == 0)

        // The same icon, now with transparent pixels: the same rule and subject, an error.
        try Self.drawIcon(transparent: true, in: repository)
        let gated = try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "baseline.json", "--color", "never"], in: repository)
        #expect(gated.status == 1, "\(gated.stdout)")
        #expect(gated.stdout.contains("./\(Self.icon)  FAIL"), "\(gated.stdout)")
        #expect(gated.stdout.contains("error    icon.alpha  has an alpha channel"), "\(gated.stdout)")
        #expect(gated.stdout.contains("ITMS-90717"))
        let json = try CheckOutput.of(
            try TestSupport.alertpack(["check", ".", "--format", "json", "--baseline", "baseline.json"], in: repository))
        #expect(json.file(endingWith: Self.icon)?.verdict == "fail")
        #expect(json.file(endingWith: Self.icon)?.rules == ["icon.alpha"])
        // The warning it was is no longer there: the entry is stale.
        let strictBaseline = try TestSupport.alertpack(["check", ".", "--baseline", "baseline.json", "--strict-baseline"], in: repository)
        #expect(strictBaseline.stderr.contains("warning icon.alpha  \(Self.icon)"), "\(strictBaseline.stderr)")

        // The pull request's summary names the new finding (the row said warn → fail, with nothing new).
        let report = try TestSupport.alertpack(
            ["report", "--changed-since", "HEAD", "-o", "changes.html", "--markdown", "changes.md"], in: repository)
        #expect(report.status == 1, "\(report.stderr)")
        let markdown = try String(contentsOfFile: repository + "/changes.md", encoding: .utf8)
        #expect(
            markdown.contains("| <code>\(Self.icon)</code> | ⚠️ warn | ❌ fail | **error** <code>icon.alpha</code>: has an alpha channel"),
            "\(markdown)")

        // Milder than the baseline says, of the same class (opaque alpha, an error while the
        // config says so, then a warning): still held by it.
        try Self.drawIcon(transparent: false, in: repository)
        try "rules:\n  icon.alpha: { opaqueAlphaSeverity: error }\n".write(toFile: repository + "/.alertpack.yml", atomically: true, encoding: .utf8)
        try TestSupport.alertpack(["check", ".", "--write-baseline", "errors.json"], in: repository)
        try FileManager.default.removeItem(atPath: repository + "/.alertpack.yml")
        #expect(try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "errors.json"], in: repository).status == 0)
        // Milder but of another class (transparent pixels, an error, that became an opaque
        // channel, a warning): another kind of finding, so new.
        try Self.drawIcon(transparent: true, in: repository)
        try TestSupport.alertpack(["check", ".", "--write-baseline", "transparent.json"], in: repository)
        try Self.drawIcon(transparent: false, in: repository)
        #expect(try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "transparent.json"], in: repository).status == 1)
    }

    @Test("a version 1 baseline (no severities) is still read: its entries match as they did, and check says to write it again")
    func versionOne() throws {
        let repository = try Self.repository()
        defer { TestSupport.remove(FileName.parent(of: repository)) }
        try """
        {"format":"alertpack-baseline","version":1,"findings":[{"rule":"icon.alpha","path":"\(Self.icon)"}]}
        """.write(toFile: repository + "/old.json", atomically: true, encoding: .utf8)
        let entry = try #require(try Baseline.read(path: repository + "/old.json").counts.keys.first)
        #expect(entry.severity == nil)
        #expect(try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "old.json"], in: repository).status == 0)
        try Self.drawIcon(transparent: true, in: repository)
        let old = try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "old.json"], in: repository)
        #expect(old.status == 0)
        #expect(old.stderr.contains("old.json is a version 1 baseline"), "\(old.stderr)")
        // A bad severity is a configuration error naming the file.
        try """
        {"format":"alertpack-baseline","version":2,"findings":[{"rule":"icon.alpha","path":"x.png","severity":"fatal"}]}
        """.write(toFile: repository + "/bad.json", atomically: true, encoding: .utf8)
        let bad = try TestSupport.alertpack(["check", ".", "--baseline", "bad.json"], in: repository)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: findings[0].severity"), "\(bad.stderr)")
    }

    @Test(
        "with opaqueAlphaSeverity: error, a baselined opaque alpha channel that becomes transparent pixels (an error either way) is new: the class is in the entry"
    )
    func classChange() throws {
        let repository = try Self.repository(config: "version: 1\npreset: ios\nrules:\n  icon.alpha: { opaqueAlphaSeverity: error }\n")
        defer { TestSupport.remove(FileName.parent(of: repository)) }
        #expect(try TestSupport.alertpack(["check", ".", "--write-baseline", "baseline.json"], in: repository).status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: repository + "/baseline.json"))) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        let entries = try #require(document["findings"] as? [[String: String]])
        #expect(entries == [["rule": "icon.alpha", "path": Self.icon, "severity": "error", "class": "opaque-alpha"]])
        #expect(try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "baseline.json"], in: repository).status == 0)

        // Transparent pixels: the same rule, subject and severity, another class.
        try Self.drawIcon(transparent: true, in: repository)
        let gated = try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "baseline.json", "--color", "never"], in: repository)
        #expect(gated.status == 1, "\(gated.stdout)")
        #expect(gated.stdout.contains("./\(Self.icon)  FAIL"), "\(gated.stdout)")
        #expect(gated.stdout.contains("error    icon.alpha  has an alpha channel"), "\(gated.stdout)")
        #expect(gated.stdout.contains("transparent pixel"), "\(gated.stdout)")
        // JSON shows the class; the old entry is stale, named with its class.
        let json = try TestSupport.alertpack(["check", ".", "--format", "json", "--baseline", "baseline.json"], in: repository)
        let output = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = ((output["files"] as? [[String: Any]]) ?? []).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        #expect(findings.map { $0["class"] as? String } == ["transparent-pixels"])
        let stale = try TestSupport.alertpack(["check", ".", "--baseline", "baseline.json", "--strict-baseline"], in: repository)
        #expect(stale.stderr.contains("error icon.alpha  \(Self.icon)  [opaque-alpha]"), "\(stale.stderr)")

        // The pull request's summary names it as new (fail → fail, the same rule and subject).
        let report = try TestSupport.alertpack(
            ["report", "--changed-since", "HEAD", "-o", "changes.html", "--markdown", "changes.md"], in: repository)
        #expect(report.status == 1, "\(report.stderr)")
        let markdown = try String(contentsOfFile: repository + "/changes.md", encoding: .utf8)
        #expect(
            markdown.contains("| <code>\(Self.icon)</code> | ❌ fail | ❌ fail | **error** <code>icon.alpha</code>: has an alpha channel"),
            "\(markdown)")
        #expect(markdown.contains("transparent pixel"), "\(markdown)")

        // An entry written before classes (no class) still holds the finding, whatever its class.
        try """
        {"format":"alertpack-baseline","version":2,"findings":[{"rule":"icon.alpha","path":"\(Self.icon)","severity":"error"}]}
        """.write(toFile: repository + "/before.json", atomically: true, encoding: .utf8)
        #expect(try TestSupport.alertpack(["check", ".", "--strict", "--baseline", "before.json"], in: repository).status == 0)
        // A class that is not text is a configuration error naming the file.
        try """
        {"format":"alertpack-baseline","version":2,"findings":[{"rule":"icon.alpha","path":"x.png","severity":"error","class":3}]}
        """.write(toFile: repository + "/bad.json", atomically: true, encoding: .utf8)
        let bad = try TestSupport.alertpack(["check", ".", "--baseline", "bad.json"], in: repository)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: findings[0].class"), "\(bad.stderr)")
    }
}
