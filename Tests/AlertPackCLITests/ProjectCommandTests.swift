import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Xcode projects through the binary: --project, and the text and HTML reports of a project.
/// Reading projects and the project.* rules are checked in process (AlertPackCoreTests'
/// ProjectTests).
@Suite(TestSupport.needs("plutil"))
struct ProjectCommandTests {
    static let fixtures = "Tests/Fixtures/projects"

    static func fixture(_ name: String) -> String { TestSupport.repositoryPath("\(fixtures)/\(name)/\(name).xcodeproj") }

    @Test("--project adds a project to what is checked; a wrong --project is a usage error")
    func discovery() throws {
        let named = try IconBundleCommandTests.json([
            "check", "Samples/icon-bundles/AppIcon.icon", "--project", Self.fixture("Broken") + "/project.pbxproj",
        ])
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
}
