import AlertPackTestSupport
import Foundation
import Testing

/// Nothing `package` writes fails `verify`: every generated repository and every fixture is
/// packaged (as a folder and as a zip, outside the sources, so that no project around the
/// package can tell verify what its sets are), in the configuration that ships and in Debug, and
/// each package is verified. Verify judges each set in the role and configuration the manifest
/// records, as `package` (through `check` with the project) judged it: alternates and app
/// extensions' icons with transparent pixels, a Debug-only set, a watch app whose set lives in
/// the app's folder.
@Suite(.serialized, TestSupport.needs("python3"))
struct PackageRoundTripTests {
    /// The sources packaged: each generated repository and each fixture folder, by a name for
    /// the messages.
    static func sources() -> [(name: String, folder: String)] {
        var sources: [(String, String)] = []
        let projects = PackageProjectTests.repositories
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: projects)) ?? []).sorted() {
            sources.append(("package-projects/" + name, projects + "/" + name))
        }
        for fixture in ["Samples", "Samples/notify/Comms", "Samples/icons", "Tests/Fixtures/projects/Good", "Tests/Fixtures/PngSuite"] {
            sources.append((fixture, TestSupport.repositoryPath(fixture)))
        }
        sources.append(("real-world", RealWorldFixtures.folder))
        return sources
    }

    /// The error findings of a JSON report, as `rule: path: message`.
    static func errors(_ result: TestSupport.ProcessResult) throws -> [String] {
        try CheckOutput.of(result).files.flatMap { file in
            file.findings.filter { $0.severity == "error" }.map { "\($0.rule): \(file.path): \($0.message)" }
        }
    }

    @Test("every generated repository and fixture: what package writes, verify passes (folder and zip, Release and Debug)")
    func everyPackageVerifies() throws {
        let out = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(out) }
        var verified = 0
        for (index, source) in Self.sources().enumerated() {
            for configuration in [[], ["--build-configuration", "Debug"]] {
                let package = out + "/\(index)-\(configuration.isEmpty ? "ship" : "debug")"
                let made = try TestSupport.alertpack(
                    ["package", ".", "--out", package, "--zip", package + ".zip", "--no-config", "--allow-rejected", "--quiet"] + configuration,
                    in: source.folder)
                // Refused (exit 2: Debug of a source without it, two App Store icons and no
                // project to choose): nothing is written, so there is nothing to verify.
                if made.status == 2 {
                    #expect(!FileManager.default.fileExists(atPath: package), "\(source.name): \(made.stderr)")
                    continue
                }
                guard FileManager.default.fileExists(atPath: package + "/manifest.json") else {
                    Issue.record("\(source.name) \(configuration): no package written (\(made.status)): \(made.stdout)\(made.stderr)")
                    continue
                }
                for written in [package, package + ".zip"] {
                    let verify = try TestSupport.alertpack(["verify", written, "--format", "json"], in: out)
                    let errors = try Self.errors(verify)
                    // What package itself named as missing (a target whose icon was rejected) is
                    // what verify may still find missing; nothing else.
                    let named = ["  missing: target ", "  rejected ", "  left out "].contains { made.stdout.contains($0) }
                    let unexplained = errors.filter { error in
                        !(named && error.hasPrefix("package.catalog: ") && error.contains("has no app icon in the package"))
                    }
                    #expect(unexplained.isEmpty, "\(source.name) \(configuration) → \(written): \(unexplained)\n\(made.stdout)")
                    #expect(verify.status == 0 || !errors.isEmpty, "\(source.name): \(verify.stdout)\(verify.stderr)")
                    verified += 1
                }
            }
        }
        // Most sources are packaged (a folder and a zip each); the generated repositories twice.
        #expect(verified >= 2 * (Self.sources().count + 2), "\(verified) packages verified")
    }

    @Test(
        "alternates and an extension's icon with transparent pixels, a Debug-only set, a watch set in the app's folder: package exit 0, verify exit 0"
    )
    func translucent() throws {
        let out = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(out) }
        let root = PackageProjectTests.repositories + "/Translucent"
        let made = try TestSupport.alertpack(["package", ".", "--out", out + "/pkg", "--zip", out + "/pkg.zip", "--quiet"], in: root)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        #expect(made.stdout.contains("target WatchApp (Release): app icon WatchIcon"), "\(made.stdout)")
        #expect(made.stdout.contains("not packaged App/Assets.xcassets/AppIcon.dev.appiconset"), "\(made.stdout)")
        let manifest = try TestSupport.manifest(out + "/pkg")
        #expect(manifest.assets.contains { $0.path == "Targets/WatchApp/Assets.xcassets/WatchIcon.appiconset/icon.png" })
        for written in ["pkg", "pkg.zip"] {
            let verify = try TestSupport.alertpack(["verify", written, "--format", "xcode"], in: out)
            #expect(verify.status == 0, "\(written): \(verify.stdout)\(verify.stderr)")
            // Judged as they were packaged: the extension's icon as an extension's, the
            // alternate as an alternate; never as the App Store icon.
            #expect(verify.stdout.contains("ActionIcon.appiconset/icon.png: note: "), "\(verify.stdout)")
            #expect(verify.stdout.contains("it is an app extension's own icon"), "\(verify.stdout)")
            #expect(verify.stdout.contains("Holiday.appiconset/icon.png: warning: "), "\(verify.stdout)")
            #expect(!verify.stdout.contains("ITMS-90717"), "\(verify.stdout)")
            // No command on a file inside the package: the source to repair, and package again.
            let text = try TestSupport.alertpack(["verify", written], in: out)
            #expect(!text.stdout.contains("`alertpack fix"), "\(text.stdout)")
            #expect(
                text.stdout.contains(
                    "fix: repair its source, App/Assets.xcassets/Holiday.appiconset/icon.png: flatten it onto an opaque background of the colour you choose; then package again"
                ), "\(text.stdout)")
        }
    }

    @Test("--build-configuration Debug judges the Debug-only set as that package's App Store icon, in package as in verify")
    func debugPackage() throws {
        let out = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(out) }
        let root = PackageProjectTests.repositories + "/Translucent"
        let made = try TestSupport.alertpack(["package", ".", "--out", out + "/pkg", "--build-configuration", "Debug"], in: root)
        // Its transparent pixels are an error for the App Store icon it is in Debug: rejected (exit 1),
        // never packaged with exit 0 to fail verify.
        #expect(made.status == 1, "\(made.stdout)\(made.stderr)")
        #expect(made.stdout.contains("rejected App/Assets.xcassets/AppIcon.dev.appiconset/icon.png: icon.alpha"), "\(made.stdout)")
        let verify = try TestSupport.alertpack(["verify", "pkg", "--format", "xcode"], in: out)
        #expect(verify.stdout.contains("target App (Debug) has no app icon in the package"), "\(verify.stdout)")
        #expect(!verify.stdout.contains("ITMS-90717"), "\(verify.stdout)")
    }

    @Test(
        "with a config that changes rules (a severity, values, overrides: for some files, suppress:), verify judges as package did"
    )
    func configuredRoundTrip() throws {
        let out = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(out) }
        // Bare names match at any depth, wherever the config is.
        try """
        version: 1
        rules:
          sound.duration: warning
          sound.silence: error
          image.interlaced: error
        overrides:
          - files: "*.wav"
            rules: { sound.silence: { maxLeadingSeconds: 3 } }
          - files: "*.png"
            rules: { icon.alpha: warning }
        suppress:
          - files: "*.caf"
            rule: sound.clipping
            reason: "kept as designed"
        """.write(toFile: out + "/config.yml", atomically: true, encoding: .utf8)
        for (index, source) in Self.sources().enumerated() where !source.name.hasPrefix("package-projects/") || source.name.hasSuffix("Translucent") {
            let package = out + "/\(index)"
            let made = try TestSupport.alertpack(
                [
                    "package", ".", "--out", package, "--zip", package + ".zip", "--config", out + "/config.yml", "--allow-rejected",
                    "--digest-file", package + ".digest", "--quiet",
                ],
                in: source.folder)
            guard made.status != 2 else { continue }
            // The digest proves the rules the package records (else package.preset says they are unproved).
            let digest = try String(contentsOfFile: package + ".digest", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            for written in [package, package + ".zip"] {
                let verify = try TestSupport.alertpack(["verify", written, "--digest", digest, "--format", "json"], in: out)
                let errors = try Self.errors(verify).filter { !$0.contains("has no app icon in the package") }
                #expect(errors.isEmpty, "\(source.name) → \(written): \(errors)\n\(made.stdout)")
                let rules = try CheckOutput.of(verify).files.flatMap(\.rules)
                #expect(!rules.contains("package.preset"), "\(source.name) → \(written)")
            }
        }
    }

    @Test("a target's icon outside the sources named is named as missing (exit 1), never a package verify finds without it")
    func iconOutsideSources() throws {
        let root = try PackageProjectTests.copy("Translucent")
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/AWatch/Sounds", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: root + "/AWatch/Sounds/chime.caf")
        let made = try TestSupport.alertpack(
            ["package", "AWatch", "--project", "Translucent.xcodeproj", "--target", "WatchApp", "--out", "Build/pkg"], in: root)
        #expect(made.status == 1, "\(made.stdout)\(made.stderr)")
        #expect(
            made.stdout.contains(
                "missing: target WatchApp (Release) uses the app icon \"WatchIcon\" from App/Assets.xcassets/WatchIcon.appiconset, which is not among the sources"
            ), "\(made.stdout)")
    }
}
