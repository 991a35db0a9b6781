import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Xcode projects: our old-style property list reader against Foundation's (the toolchain's
/// `plutil`), the icon names read per target and configuration (with .xcconfig files), and the
/// project.* rules on the fixtures that scripts/make-project-fixtures.py writes.
@Suite(TestSupport.needs("plutil"))
struct ProjectTests {
    static let fixtures = "Tests/Fixtures/projects"

    static func fixture(_ name: String) -> String { TestSupport.repositoryPath("\(fixtures)/\(name)/\(name).xcodeproj") }

    @Test("discovery finds a project in a folder without walking into it; --project adds one; a wrong --project is a usage error")
    func discovery() throws {
        let folder = try IconBundleTests.json(["check", TestSupport.repositoryPath("\(Self.fixtures)/Good")])
        let kinds = folder.files.map { $0["kind"] as? String ?? "" }
        #expect(kinds.filter { $0 == "project" }.count == 1)
        #expect(!folder.files.contains { ($0["path"] as? String ?? "").contains(".xcodeproj/") && $0["kind"] as? String != "project" })

        let named = try IconBundleTests.json(["check", "Samples/icon-bundles/AppIcon.icon", "--project", Self.fixture("Broken") + "/project.pbxproj"])
        #expect(
            named.files.map { $0["kind"] as? String } == ["icon-bundle", "project"]
                || named.files.map { $0["kind"] as? String } == ["project", "icon-bundle"])
        #expect(named.status == 1)

        let wrong = try TestSupport.alertpack(["check", "Samples/icon-bundles", "--project", "Samples"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--project Samples: not an .xcodeproj folder"))
    }

    @Test("text, HTML and JSON reports show a project's targets and icons")
    func reporters() throws {
        let text = try TestSupport.alertpack(["check", "--verbose", "--color", "never", Self.fixture("Good")])
        #expect(text.stdout.contains("Chirp (Debug, Release): AppIcon + Light, Dark Icon · ChirpShare (Debug, Release): AppIcon"))
        #expect(text.stdout.contains("AppIcon ← Chirp/AppIcon.icon"))
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try TestSupport.alertpack(["report", Self.fixture("Broken"), "-o", folder + "/report.html"])
        let html = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(html.contains("<th>icon BrandIcon</th><td>missing</td>"))
        #expect(html.contains("Xcode project"))
    }

    @Test("check reports a project under its project.pbxproj with its facts and findings; exit codes gate")
    func reports() throws {
        let good = try IconBundleTests.json(["check", Self.fixture("Good")])
        #expect(good.status == 0)
        let goodFile = try #require(good.files.first)
        #expect(goodFile["kind"] as? String == "project")
        #expect((goodFile["path"] as? String)?.hasSuffix("Good.xcodeproj/project.pbxproj") == true)
        let icons = (goodFile["facts"] as? [String: Any])?["icons"] as? [[String: Any]] ?? []
        #expect(icons.map { $0["name"] as? String } == ["AppIcon", "Dark Icon", "Light"])
        #expect(
            icons.map { $0["source"] as? String } == [
                "Chirp/AppIcon.icon", "Chirp/Assets.xcassets/Dark Icon.appiconset", "Chirp/Assets.xcassets/Light.appiconset",
            ])
        let goodFindings = goodFile["findings"] as? [[String: Any]] ?? []
        // Only the app's choice: the share extension's AppIcon.appiconset is its own.
        #expect(goodFindings.map { $0["rule"] as? String } == ["project.icon-choice"])
        #expect(
            (goodFindings.first?["message"] as? String)?.hasPrefix(
                "Chirp: \"AppIcon\" is both Chirp/AppIcon.icon and Chirp/Assets.xcassets/AppIcon.appiconset") == true)

        let broken = try IconBundleTests.json(["check", Self.fixture("Broken")])
        #expect(broken.status == 1)
        let findings = (broken.files.first?["findings"] as? [[String: Any]] ?? []).map { "\($0["severity"]!) \($0["rule"]!) \($0["message"]!)" }
        // Only Debug names BrandIcon, and Release is what ships: worth knowing, not a release blocker.
        #expect(
            findings.contains {
                $0.hasPrefix("info project.app-icon Chirp (Debug) uses the app icon \"BrandIcon\"")
                    && $0.hasSuffix("(not in Release, the configuration the app ships in)")
            })
        #expect(findings.contains { $0.hasPrefix("error project.alternate-icons Chirp (Debug, Release) uses the alternate icon \"Summer\"") })
        #expect(findings.contains { $0.hasPrefix("info project.app-icon Chirp (Release) names an app icon \"AppIcon$(ICON_SUFFIX)\"") })
        #expect(!findings.contains { $0.contains("\"Winter\"") })

        let conflict = try IconBundleTests.json(["check", Self.fixture("Conflict")])
        #expect(conflict.status == 1)
        let message = (conflict.files.first?["findings"] as? [[String: Any]])?.first?["message"] as? String
        #expect(message == "project.pbxproj: line 163: a merge conflict marker; the file was committed in the middle of a merge")
    }

    @Test("an icon that exists but is not among the target's resources is a warning, not a missing icon")
    func outsideResources() throws {
        let sample = try IconBundleTests.json(["check", "Samples/Chirp.xcodeproj"])
        let findings = (sample.files.first?["findings"] as? [[String: Any]] ?? []).map { "\($0["severity"]!) \($0["message"]!)" }
        #expect(
            findings.contains(
                "warning Chirp (Debug, Release) uses the alternate icon \"Composer2\", but icon-bundles/Composer2.icon is not among the target's resources: Xcode leaves it out of the app"
            ), "\(findings)")
        #expect(findings.filter { $0.hasPrefix("error") }.count == 1)
        // The resources resolved through a group path and a SOURCE_ROOT path.
        let project = XcodeProject.read(folder: TestSupport.repositoryPath("Samples/Chirp.xcodeproj"))
        #expect(project.resources["Chirp"] == ["icon-bundles/AppIcon.icon", "icons/Good.xcassets", "sounds"])
    }
}
