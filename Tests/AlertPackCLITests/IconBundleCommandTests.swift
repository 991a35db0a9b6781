import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Icon Composer documents (`Name.icon`) through the binary: --xcode and the config's xcode,
/// packaging whole and verifying, the visual report. Reading and the Xcode gate are checked in
/// process (AlertPackCoreTests' IconBundleTests).
@Suite(TestSupport.needs("python3", "/usr/bin/identify", "sha256sum"))
struct IconBundleCommandTests {
    static let samples = "Samples/icon-bundles"

    static func json(_ arguments: [String]) throws -> (status: Int32, files: [[String: Any]]) {
        let result = try TestSupport.alertpack(arguments + ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        return (result.status, document["files"] as? [[String: Any]] ?? [])
    }

    @Test("--xcode and the config's xcode: set the version the gate judges by; a version that is not one is a usage error")
    func xcodeOption() throws {
        let composer2 = TestSupport.repositoryPath(Self.samples + "/Composer2.icon")
        let (status, files) = try Self.json(["check", composer2, "--xcode", "26.4"])
        #expect(status == 1)
        let messages = (files.first?["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.hasPrefix("features: features [\"specular-location\"] needs Xcode 27.0 or later") }, "\(messages)")
        #expect(try TestSupport.alertpack(["check", composer2, "--xcode", "27.0"]).status == 0)
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try "xcode: \"26.5\"\n".write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let configured = try TestSupport.alertpack(["check", composer2, "--config", folder + "/.alertpack.yml"])
        #expect(configured.status == 1 && configured.stdout.contains("Xcode 26.5's actool crashes on it"), "\(configured.stdout)")
        let bad = try TestSupport.alertpack(["check", composer2, "--xcode", "twenty-six"])
        #expect(bad.status == 2 && bad.stderr.contains("'twenty-six' is not a version"))
    }

    @Test(
        "package copies a passing .icon whole (role app-icon, every file hashed as sha256sum does), rejects a failing one, and verify catches a changed layer"
    )
    func packageWhole() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let result = try TestSupport.alertpack([
            "package", TestSupport.repositoryPath(Self.samples), "--out", folder + "/pkg", "--quiet", "--allow-rejected",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/pkg/manifest.json"))) as? [String: Any])
        let assets = manifest["assets"] as? [[String: Any]] ?? []
        let icons = assets.filter { $0["role"] as? String == "app-icon" }
        #expect(
            icons.map { $0["path"] as? String ?? "" }.sorted()
                == [
                    "Icons/AppIcon.icon/Assets/backdrop.png", "Icons/AppIcon.icon/Assets/glyph.svg", "Icons/AppIcon.icon/icon.json",
                    // A warning (Icon Composer 2, no Xcode configured) does not keep it out.
                    "Icons/Composer2.icon/Assets/glyph.svg", "Icons/Composer2.icon/icon.json",
                ])
        for asset in icons {
            let path = folder + "/pkg/" + (asset["path"] as? String ?? "")
            let sum = try TestSupport.peer("sha256sum", [path]).stdout.prefix(64)
            #expect(String(sum) == asset["sha256"] as? String)
        }
        #expect((icons.first { ($0["path"] as? String)?.hasSuffix("icon.json") == true }?["facts"] as? [String: Any])?["groups"] as? Int == 2)
        let rejected = (manifest["rejected"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }.map { FileName.last(of: $0) }
        #expect(Set(rejected) == ["AppIcon copy", "Broken.icon"], "\(rejected)")
        #expect(try TestSupport.alertpack(["verify", folder + "/pkg"]).status == 0)
        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: folder + "/pkg/Icons/AppIcon.icon/Assets/glyph.svg"))
        let tampered = try TestSupport.alertpack(["verify", folder + "/pkg"])
        #expect(tampered.status == 1 && tampered.stdout.contains("package.changed"), "\(tampered.stdout)")
    }

    @Test("the visual report draws a .icon's layers on light and dark and in grays for tinted, labelled as an approximation")
    func htmlPreview() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let bundle = TestSupport.repositoryPath(Self.samples + "/AppIcon.icon")
        try TestSupport.alertpack(["report", bundle, "-o", folder + "/r.html"])
        let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
        for appearance in ["light", "dark", "tinted"] { #expect(html.contains("class=\"icon-stack \(appearance)\"")) }
        let svg = try Data(contentsOf: URL(fileURLWithPath: bundle + "/Assets/glyph.svg")).base64EncodedString()
        let png = try Data(contentsOf: URL(fileURLWithPath: bundle + "/Assets/backdrop.png")).base64EncodedString()
        // Each layer's bytes once, shared by the three tiles; a large PNG layer at the 320 px it is
        // drawn at most (twice the tile), the SVG as it is.
        #expect(html.components(separatedBy: "data:image/svg+xml;base64,\(svg)").count - 1 == 1)
        #expect(!html.contains(png) && html.components(separatedBy: "data:image/png;base64,").count - 1 == 1)
        // Back to front: the backdrop (second layer in icon.json) is drawn before the glyph (first).
        #expect(html.contains("--layer-0:url('data:image/png;base64,") && html.contains("--layer-1:url('data:image/svg+xml;base64,\(svg)')"))
        let back = try #require(html.range(of: "background-image:var(--layer-0)"))
        let front = try #require(html.range(of: "background-image:var(--layer-1)"))
        #expect(back.lowerBound < front.lowerBound)
        #expect(html.contains("an approximation"))
        // The fill's colour, from "automatic-gradient": "srgb:0.09412,0.73725,0.94902,1.00000".
        #expect(html.contains("rgba(24,188,242,1)"))
    }
}
