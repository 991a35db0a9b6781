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

    /// What Foundation's own reader makes of an old-style plist, as a JSONNode.
    static func witness(_ path: String) throws -> JSONNode {
        let json = try TestSupport.peer("plutil", ["-convert", "json", "-o", "-", path])
        return try JSONNode.parse(Array(json.stdoutData))
    }

    static func ours(_ path: String) throws -> JSONNode {
        try OldStylePlist.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test("our reader agrees with Foundation's on every fixture project, and on every project.pbxproj in ALERTPACK_PROJECT_CORPUS")
    func agreesWithFoundation() throws {
        var files = ["Good", "Broken"].map { Self.fixture($0) + "/project.pbxproj" }
        if let corpus = ProcessInfo.processInfo.environment["ALERTPACK_PROJECT_CORPUS"] {
            let found = FileManager.default.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }.sorted().map { corpus + "/" + $0 }
        }
        for file in files {
            #expect(try Self.ours(file) == Self.witness(file), "\(file)")
        }
    }

    @Test("strings as Xcode writes them: quotes, escapes, comments, a BOM, data, trailing commas; the same as Foundation reads them")
    func syntax() throws {
        let text = """
            \u{FEFF}// !$*UTF8*$!
            { /* a comment */ plain = abc_1.2-$x/y:z;
              "quoted key" = "a \\"quoted\\" value\\twith\\\\escapes\\n";
              unicode = "caf\\U00e9 \\351t\\U00E9 \\101";
              list = ( one, "two words", /* inline */ three, );
              empty = ( );
              nested = { inner = { deepest = "" ; }; };  // line comment
              'single' = 'quotes';
            }
            """
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/syntax.plist"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let ours = try Self.ours(path)
        #expect(ours["quoted key"]?.string == "a \"quoted\" value\twith\\escapes\n")
        // Octal escapes are NeXTSTEP characters: \\351 is Ø.
        #expect(ours["unicode"]?.string == "café Øté A")
        #expect(ours["list"]?.array?.compactMap(\.string) == ["one", "two words", "three"])
        #expect(ours["nested"]?["inner"]?["deepest"]?.string == "")
        #expect(ours["plain"]?.string == "abc_1.2-$x/y:z")
        #expect(ours == (try Self.witness(path)))
        // Data comes out as its hex digits, spaces dropped.
        #expect(try OldStylePlist.parse(Array("{ d = <0fA1 b2>; }".utf8))["d"]?.string == "0fA1b2")
    }

    @Test(
        "damaged files are errors that say where, never a crash or a hang",
        arguments: [
            ("", "line 1: the file is empty"),
            ("{ a = b; ", "the file ends inside a { dictionary }"),
            ("{ a = \"b; }", "a quoted string is not closed"),
            ("{ a = b }", "expected ';' after the value of \"a\""),
            ("{\n\n a b; }", "line 3: expected '=' after the key \"a\""),
            ("( a b )", "expected ',' or ')' in an array"),
            ("{ } extra", "there is more after the top-level value"),
            ("{ a = b; /* open", "a /* comment */ is not closed"),
            ("{ a = <0g>; }", "'g' in a <data> value"),
            ("{ a = \"\\U12\"; }", "\\U needs four hex digits"),
            ("{ = b; }", "unexpected '='"),
            (String(repeating: "(", count: 100_000), "nested more than 256 levels deep"),
        ])
    func damaged(_ text: String, _ message: String) {
        #expect(throws: AlertPackError.self) { try OldStylePlist.parse(Array(text.utf8)) }
        do {
            _ = try OldStylePlist.parse(Array(text.utf8))
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

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

    @Test(".xcconfig files: includes (a cycle stops), optional includes, comments, conditions left out, $(inherited)")
    func xcconfig() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try
            "#include \"b.xcconfig\"\n#include? \"missing.xcconfig\"\nNAMES = $(inherited) Dark // the dark one\nICON[sdk=macosx*] = Mac\nICON = AppIcon\n"
            .write(toFile: folder + "/a.xcconfig", atomically: true, encoding: .utf8)
        try "#include \"a.xcconfig\"\nNAMES = Light\nICON = Old\nURL = https://example.com/x\n".write(
            toFile: folder + "/b.xcconfig", atomically: true, encoding: .utf8)
        let settings = XCConfig.settings(path: folder + "/a.xcconfig")
        #expect(settings["NAMES"] == "Light Dark")
        #expect(settings["ICON"] == "AppIcon")
        // As Xcode reads it: "//" starts a comment anywhere, even in a URL (projects write /$()/).
        #expect(settings["URL"] == "https:")
        #expect(BuildSettings.words("\"Dark Icon\" Light  \"\"") == ["Dark Icon", "Light", ""])
        #expect(XcodeProject.expand("A$(X)${Y}$(Z)", ["X": "1", "Y": "$(X)2"]) == ("A112", ["Z"]))
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
}
