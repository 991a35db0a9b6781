import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `package` ships what the Xcode project says the app ships: per target, in the configuration
/// that ships, the icon set it names under its own name and the alternates it includes. On the
/// repositories `scripts/make-package-projects.py` writes, each modelled on a public app.
@Suite(.serialized, TestSupport.needs("sha256sum", "python3"))
struct PackageProjectTests {
    static let repositories = TestSupport.generatedCorpus("make-package-projects.py", name: "package-projects")

    /// A fresh copy of one generated repository (packages are written inside it, in Build/).
    static func copy(_ name: String) throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.copyItem(atPath: repositories + "/" + name, toPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/Build", withIntermediateDirectories: true)
        return folder
    }

    static func sha256(_ path: String) throws -> String {
        String(try TestSupport.run("sha256sum", [path]).stdout.prefix(64))
    }

    static func targets(_ package: String) throws -> [String: (configuration: String, appIcon: String?, alternates: [String])] {
        var found: [String: (String, String?, [String])] = [:]
        for target in try TestSupport.manifest(package).targets ?? [] {
            found[target.name] = (target.configuration, target.appIcon, target.alternates)
        }
        return found
    }

    static func validates(_ package: String) throws -> Bool {
        let script =
            "import json,sys,jsonschema\njsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2])))"
        return try TestSupport.run("python3", ["-c", script, TestSupport.repositoryPath("docs/manifest.schema.json"), package + "/manifest.json"])
            .status == 0
    }

    @Test("an app, a watch app and a widget: each target's own icon under its own name, the archive configuration, alternates marked, verify passes")
    func watchAndWidget() throws {
        let root = try Self.copy("Watch")
        defer { TestSupport.remove(root) }
        let result = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg", "--zip", "Build/pkg.zip"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let package = root + "/Build/pkg"
        let targets = try Self.targets(package)
        // The shared scheme archives with Beta; SUFFIX is set only for Debug, so Beta's icon is AppIcon.
        #expect(targets["App"]?.configuration == "Beta")
        #expect(targets["App"]?.appIcon == "AppIcon")
        #expect(targets["App"]?.alternates == ["Holiday", "Dark"])
        #expect(targets["WatchApp"]?.appIcon == "WatchIcon")
        #expect(targets["Widget"]?.appIcon == "AppIcon")
        #expect(result.stdout.contains("AppIcon${SUFFIX} read as AppIcon"), "\(result.stdout)")
        // The iPhone's App Store image, not the watch's, though the watch's folder sorts first.
        let app = package + "/Targets/App/Assets.xcassets/AppIcon.appiconset/icon.png"
        #expect(try Self.sha256(app) == Self.sha256(root + "/App/Assets.xcassets/AppIcon.appiconset/icon.png"))
        #expect(
            try Self.sha256(package + "/Targets/WatchApp/Assets.xcassets/WatchIcon.appiconset/icon.png")
                == Self.sha256(root + "/AWatch/Assets.xcassets/WatchIcon.appiconset/icon.png"))
        #expect(FileManager.default.fileExists(atPath: package + "/Targets/Widget/Assets.xcassets/AppIcon.appiconset/icon.png"))
        #expect(!FileManager.default.fileExists(atPath: package + "/Targets/App/Assets.xcassets/AppIcon.dev.appiconset"))
        let holiday = try #require(try TestSupport.manifest(package).assets.first { $0.path.hasSuffix("Holiday.appiconset/icon.png") })
        #expect(holiday.role == "alternate-icon")
        #expect(holiday.target == "App")
        #expect(try Self.validates(package))
        for verified in ["Build/pkg", "Build/pkg.zip"] {
            let verify = try TestSupport.alertpack(["verify", verified], in: root)
            #expect(verify.status == 0, "\(verify.stdout)")
        }
    }

    @Test("--build-configuration and --target choose; an unknown configuration or target is named with what there is")
    func choosing() throws {
        let root = try Self.copy("Watch")
        defer { TestSupport.remove(root) }
        let debug = try TestSupport.alertpack(
            ["package", ".", "--out", "Build/debug", "--build-configuration", "Debug", "--target", "App"], in: root)
        #expect(debug.status == 0, "\(debug.stdout)\(debug.stderr)")
        #expect(try Self.targets(root + "/Build/debug").keys.sorted() == ["App"])
        #expect(
            try Self.sha256(root + "/Build/debug/Targets/App/Assets.xcassets/AppIcon.dev.appiconset/icon.png")
                == Self.sha256(root + "/App/Assets.xcassets/AppIcon.dev.appiconset/icon.png"))
        let unknown = try TestSupport.alertpack(["package", ".", "--out", "Build/x", "--build-configuration", "Nope"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("has no such configuration (it has: Debug, Beta, Release)"), "\(unknown.stderr)")
        let target = try TestSupport.alertpack(["package", ".", "--out", "Build/x", "--target", "Phone"], in: root)
        #expect(target.status == 2)
        #expect(target.stderr.contains("--target Phone: no app or extension target of that name"), "\(target.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Build/x"))
    }

    @Test("include-all: every set in the app's resources is an alternate; an extension without its own icon ships none")
    func includeAll() throws {
        let root = try Self.copy("IncludeAll")
        defer { TestSupport.remove(root) }
        let result = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let targets = try Self.targets(root + "/Build/pkg")
        #expect(targets["App"]?.alternates == ["AppIconAlternate1", "AppIconAlternate2"])
        #expect(targets["Action"]?.appIcon == "ActionIcon")
        #expect(targets["Share"] == nil)
        #expect(result.stdout.contains("target Share: no AppIcon icon among its resources; it shows its app's icon"))
        #expect(try TestSupport.alertpack(["verify", "Build/pkg"], in: root).status == 0)
    }

    @Test("a missing alternate exits 1; no shipping configuration exits 2 listing them, with nothing written")
    func missing() throws {
        let alternate = try Self.copy("MissingAlternate")
        defer { TestSupport.remove(alternate) }
        let result = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg"], in: alternate)
        #expect(result.status == 1)
        #expect(result.stdout.contains("uses the alternate icon \"Spring\", but no Spring.appiconset or Spring.icon is in the sources"))
        let noRelease = try Self.copy("NoRelease")
        defer { TestSupport.remove(noRelease) }
        let refused = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg"], in: noRelease)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("choose one with --build-configuration (it has: Debug, Staging)"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: noRelease + "/Build/pkg"))
    }

    @Test("an App Store icon that fails leaves the target without an icon: package exits 1, verify says so")
    func failingStoreIcon() throws {
        let root = try Self.copy("TransparentStoreIcon")
        defer { TestSupport.remove(root) }
        let result = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg"], in: root)
        #expect(result.status == 1)
        let verify = try TestSupport.alertpack(["verify", "Build/pkg", "--format", "xcode"], in: root)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("target App (Release) has no app icon in the package"), "\(verify.stdout)")
    }

    @Test("without a project: two different App Store icons are an error naming both and --icon-set; identical copies are one asset")
    func withoutProject() throws {
        let two = try Self.copy("TwoSets")
        defer { TestSupport.remove(two) }
        let refused = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg"], in: two)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("two different App Store icons for ios: Phone/"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--icon-set NAME"))
        #expect(!FileManager.default.fileExists(atPath: two + "/Build/pkg"))
        let chosen = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg", "--icon-set", "TabletIcon"], in: two)
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
        #expect(
            try Self.sha256(two + "/Build/pkg/Assets.xcassets/AppIcon.appiconset/icon.png")
                == Self.sha256(two + "/Tablet/Assets.xcassets/TabletIcon.appiconset/icon.png"))

        let copies = try Self.copy("Copies")
        defer { TestSupport.remove(copies) }
        let result = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg"], in: copies)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("Packaged 1 asset into Build/pkg; 0 rejected"), "\(result.stdout)")
    }
}
