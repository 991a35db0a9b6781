import Foundation
import Testing

@testable import AlertPackCore

/// `alertpack init`: a config that fits the folder, which the next check reads without a
/// warning, and never one written over another.
struct InitTests {
    @Test("init writes a config for what the folder holds, the next check obeys it, and a second init refuses")
    func writesAndRefuses() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let manager = FileManager.default
        for sub in ["Pods/Lib", "build", "NotificationService/Media", "App"] {
            try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/clipped.wav"), toPath: folder + "/Pods/Lib/clipped.wav")
        try manager.copyItem(
            atPath: TestSupport.repositoryPath("Samples/attachments/badge.png"), toPath: folder + "/NotificationService/Media/badge.png")
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/icons/Legacy.xcassets"), toPath: folder + "/App/Legacy.xcassets")
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/icon-bundles/AppIcon.icon"), toPath: folder + "/App/AppIcon.icon")

        let first = try TestSupport.alertpack(["init"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Wrote .alertpack.yml: preset ios-legacy; ignoring Pods, build. Edit it, then run alertpack check.\n")
        let text = try String(contentsOfFile: folder + "/.alertpack.yml", encoding: .utf8)
        #expect(text.contains("preset: ios-legacy\n"))
        #expect(text.contains("ignore:\n  - \"Pods\"\n  - \"build\"\n"))
        #expect(text.contains("#   App/Legacy.xcassets/AppIcon.appiconset\n"))
        #expect(text.contains("# xcode: \"26.4\""))
        #expect(text.contains("#   - \"NotificationService/Media/**\""))
        // The config parses, names a real preset, and is what the next check reads.
        let config = try ProjectConfig.load(path: folder + "/.alertpack.yml")
        #expect(config.warnings.isEmpty)
        #expect(config.preset == "ios-legacy")
        let check = try TestSupport.alertpack(["check", ".", "--format", "json"], in: folder)
        #expect(check.stderr.isEmpty, "\(check.stderr)")
        #expect(!check.stdout.contains("Pods/"))

        // Never over an existing config: the file stays byte for byte.
        try "version: 1\n# mine\n".write(toFile: folder + "/.alertpack.yml", atomically: true, encoding: .utf8)
        let second = try TestSupport.alertpack(["init"], in: folder)
        #expect(second.status == 2)
        #expect(second.stderr.contains(".alertpack.yml already exists; it is left as it is"))
        #expect(try String(contentsOfFile: folder + "/.alertpack.yml", encoding: .utf8) == "version: 1\n# mine\n")
        // The same folder gives the same text.
        #expect(ConfigScaffold.text(for: ConfigScaffold.survey(folder: folder, configuration: try TestSupport.defaultConfiguration())) == text)
    }

    @Test("an empty folder gets the ios preset and the usual ignore entries, commented")
    func emptyFolder() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(try TestSupport.alertpack(["init", folder]).status == 0)
        let text = try String(contentsOfFile: folder + "/.alertpack.yml", encoding: .utf8)
        #expect(text.contains("preset: ios "))
        #expect(text.contains("# ignore:\n#   - \"Pods\"\n"))
        #expect(try TestSupport.alertpack(["init", folder + "/missing"]).status == 2)
    }
}
