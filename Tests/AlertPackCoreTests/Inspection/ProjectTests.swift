import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Xcode projects: the icon names read per target and configuration (with .xcconfig files), and
/// the project.* rules on the fixtures that scripts/make-project-fixtures.py writes. The readers
/// below them have their own tests (OldStylePlistTests, XCConfigTests, BuildSettingsTests).
@Suite(TestSupport.needs("plutil"))
struct ProjectTests {
    static let fixtures = "Tests/Fixtures/projects"

    static func fixture(_ name: String) -> String { TestSupport.repositoryPath("\(fixtures)/\(name)/\(name).xcodeproj") }

    @Test("icon names per target and configuration: .xcconfig includes, $(inherited), variables, quoted names; tests are not apps")
    func iconNames() {
        let project = XcodeProject.read(folder: Self.fixture("Good"))
        #expect(project.problem == nil)
        var chirp = XcodeProject.TargetIcons(target: "Chirp", configuration: "Debug", primary: "AppIcon", alternates: ["Light", "Dark Icon"])
        chirp.productType = "com.apple.product-type.application"
        var share = XcodeProject.TargetIcons(target: "ChirpShare", configuration: "Debug", primary: "AppIcon", isExtension: true)
        share.productType = "com.apple.product-type.app-extension"
        var release = (chirp, share)
        release.0.configuration = "Release"
        release.1.configuration = "Release"
        #expect(project.icons == [chirp, release.0, share, release.1])
        #expect(project.resources["Chirp"] == ["Chirp"])
        #expect(project.resources["ChirpShare"] == ["Share/Assets.xcassets"])
        // Unit-test bundles are not apps: no icons, no configurations of interest.
        #expect(project.configurations == ["Chirp": ["Debug", "Release"], "ChirpShare": ["Debug", "Release"]])
        #expect(project.archiveConfigurations.isEmpty, "no shared schemes in the fixture")
        #expect(project.resources["ChirpTests"] == nil)

        let broken = XcodeProject.read(folder: Self.fixture("Broken"))
        #expect(broken.icons.map(\.primary) == ["BrandIcon", nil])
        #expect(broken.icons.map(\.unresolved) == [[], ["AppIcon$(ICON_SUFFIX)"]])
        #expect(broken.icons.allSatisfy { $0.alternates == ["Summer", "Winter"] })
    }

    @Test("the names read are the ones the file's own lines give (a text search as the witness)")
    func namesMatchTheText() throws {
        for name in ["Good", "Broken"] {
            let text = try String(contentsOfFile: Self.fixture(name) + "/project.pbxproj", encoding: .utf8)
            let written = Set(
                text.split(separator: "\n").compactMap { line -> String? in
                    guard let match = try? #/ASSETCATALOG_COMPILER_APPICON_NAME = "?([^";]*)"?;/#.firstMatch(in: String(line)) else { return nil }
                    return String(match.1)
                })
            let project = XcodeProject.read(folder: Self.fixture(name))
            let read = Set(project.icons.map { $0.unresolved.first ?? $0.primary ?? "" })
            // Good's name comes from its .xcconfig ($(ICON_BASE) is AppIcon there), and its test target is no app.
            let expected = name == "Good" ? Set(written.map { $0 == "$(ICON_BASE)" ? "AppIcon" : $0 }).subtracting(["NotAnApp"]) : written
            #expect(read == expected, "\(name)")
        }
    }

    @Test(
        "only the app's primary icon's App Store image is held to App Store Connect's alpha rule when the project is checked too",
        TestSupport.needs("/usr/bin/convert"))
    func alternateIconAlpha() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("\(Self.fixtures)/Good"), toPath: folder + "/Good")
        let sets = folder + "/Good/Chirp/Assets.xcassets"
        for set in ["\(sets)/AppIcon", "\(sets)/Light", "\(folder)/Good/Share/Assets.xcassets/AppIcon"] {
            try TestSupport.peer(
                "/usr/bin/convert",
                ["-size", "1024x1024", "xc:none", "-fill", "#3478f6", "-draw", "circle 512,512 512,80", "PNG32:\(set).appiconset/icon.png"])
        }
        func alphaSeverities(_ paths: [String]) throws -> [String: Severity] {
            let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: paths)
            var found: [String: Severity] = [:]
            for file in report.files where file.path.hasSuffix("icon.png") {
                let set = FileName.parent(of: file.path)
                let key = FileName.last(of: FileName.parent(of: FileName.parent(of: set))) + "/" + FileName.last(of: set)
                found[key] = file.findings.first { $0.rule == "icon.alpha" }?.severity
            }
            return found
        }
        // With the project: Light is an alternate, judged as any slot; the share extension's
        // AppIcon is an extension's own icon, which may be transparent by design (info); the
        // app's AppIcon is the App Store icon.
        #expect(
            try alphaSeverities([folder + "/Good"])
                == ["Chirp/AppIcon.appiconset": .error, "Chirp/Light.appiconset": .warning, "Share/AppIcon.appiconset": .info])
        // Named without it, the sets are judged with the project above them all the same.
        #expect(
            try alphaSeverities([sets, folder + "/Good/Share"])
                == ["Chirp/AppIcon.appiconset": .error, "Chirp/Light.appiconset": .warning, "Share/AppIcon.appiconset": .info])
        #expect(
            try alphaSeverities(["\(sets)/Light.appiconset/icon.png"]) == ["Chirp/Light.appiconset": .warning])
        // Where no project can govern them, nothing says which is which: all are App Store icons.
        try FileManager.default.removeItem(atPath: folder + "/Good/Good.xcodeproj")
        #expect(
            try alphaSeverities([folder + "/Good"])
                == ["Chirp/AppIcon.appiconset": .error, "Chirp/Light.appiconset": .error, "Share/AppIcon.appiconset": .error])
    }

    static func checked(_ path: String) throws -> FileReport {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [path])
        return try #require(report.files.first, "\(path): \(report.problems)")
    }

    @Test("check reports a project under its project.pbxproj with its facts and findings")
    func reports() throws {
        let good = try Self.checked(Self.fixture("Good"))
        #expect(good.verdict != .fail)
        #expect(good.kind == .project)
        #expect(good.path.hasSuffix("Good.xcodeproj/project.pbxproj"))
        let icons = try #require(good.facts.project).icons
        #expect(icons.map(\.name) == ["AppIcon", "Dark Icon", "Light"])
        #expect(
            icons.map(\.source) == [
                "Chirp/AppIcon.icon", "Chirp/Assets.xcassets/Dark Icon.appiconset", "Chirp/Assets.xcassets/Light.appiconset",
            ])
        // Only the app's choice: the share extension's AppIcon.appiconset is its own.
        #expect(good.findings.map(\.rule) == ["project.icon-choice"])
        #expect(
            good.findings.first?.message.hasPrefix(
                "Chirp: \"AppIcon\" is both Chirp/AppIcon.icon and Chirp/Assets.xcassets/AppIcon.appiconset") == true)

        let broken = try Self.checked(Self.fixture("Broken"))
        #expect(broken.verdict == .fail)
        let findings = broken.findings.map { "\($0.severity.rawValue) \($0.rule) \($0.message)" }
        // Only Debug names BrandIcon, and Release is what ships: worth knowing, not a release blocker.
        #expect(
            findings.contains {
                $0.hasPrefix("info project.app-icon Chirp (Debug) uses the app icon \"BrandIcon\"")
                    && $0.hasSuffix("(not in Release, the configuration the app ships in)")
            })
        #expect(findings.contains { $0.hasPrefix("error project.alternate-icons Chirp (Debug, Release) uses the alternate icon \"Summer\"") })
        #expect(findings.contains { $0.hasPrefix("info project.app-icon Chirp (Release) names an app icon \"AppIcon$(ICON_SUFFIX)\"") })
        #expect(!findings.contains { $0.contains("\"Winter\"") })

        let conflict = try Self.checked(Self.fixture("Conflict"))
        #expect(conflict.verdict == .fail)
        #expect(
            conflict.findings.first?.message == "project.pbxproj: line 163: a merge conflict marker; the file was committed in the middle of a merge")
    }

    @Test("a folder's project is found without walking into it")
    func discoveredInAFolder() throws {
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [
            TestSupport.repositoryPath("\(Self.fixtures)/Good")
        ])
        #expect(report.files.filter { $0.kind == .project }.count == 1)
        #expect(!report.files.contains { $0.path.contains(".xcodeproj/") && $0.kind != .project })
    }

    @Test("an icon that exists but is not among the target's resources is a warning, not a missing icon")
    func outsideResources() throws {
        let sample = try Self.checked(TestSupport.repositoryPath("Samples/Chirp.xcodeproj"))
        let findings = sample.findings.map { "\($0.severity.rawValue) \($0.message)" }
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
