import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// One cause, one finding; messages that mean what they say; output that does not depend on
/// where the checkout is (issue 27, items 7 and 10).
struct SignalTests {
    @Test("a container that cannot play is one finding naming the extension too; a silent file is sound.silence only")
    func oneCauseOneFinding() throws {
        let mp3 = try TestSupport.check(TestSupport.repositoryPath("Samples/sounds/alert.mp3"))
        #expect(mp3.findings.map(\.rule) == ["sound.container"])
        #expect(mp3.findings.first?.message.contains(".mp3") == true)
        // A misnamed playable container is still sound.extension's.
        #expect(try TestSupport.check(TestSupport.repositoryPath("Samples/sounds/aiff-named.wav")).findings.map(\.rule) == ["sound.extension"])

        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // -60 dBFS noise: above digital silence, below the -50 dBFS silence threshold.
        try TestSupport.peer("sox", ["-n", "-r", "22050", "-c", "1", "-b", "16", folder + "/hush.wav", "synth", "1", "sine", "440", "vol", "0.001"])
        let hush = try TestSupport.check(folder + "/hush.wav")
        #expect(hush.findings.map(\.rule) == ["sound.silence"], "\(hush.findings)")
    }

    @Test("an opaque alpha channel off the App Store slot is info and says nothing shows through; transparent watch icons are called watchOS icons")
    func alphaMessages() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let set = folder + "/Assets.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try TestSupport.peer("/usr/bin/convert", ["-size", "120x120", "xc:#3478f6", "PNG32:\(set)/opaque.png"])
        try TestSupport.peer(
            "/usr/bin/convert", ["-size", "80x80", "xc:none", "-fill", "#3478f6", "-draw", "circle 40,40 40,4", "PNG32:\(set)/watch.png"])
        let contents = """
            {"images": [
              {"filename": "opaque.png", "idiom": "iphone", "scale": "2x", "size": "60x60"},
              {"filename": "watch.png", "idiom": "watch", "role": "appLauncher", "scale": "2x", "size": "40x40", "subtype": "38mm"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        try contents.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let opaque = try TestSupport.check(set + "/opaque.png")
        let finding = try #require(opaque.findings.first { $0.rule == "icon.alpha" })
        #expect(finding.severity == .info)
        #expect(finding.message.contains("every pixel is opaque"))
        #expect(opaque.verdict == .pass)
        let watch = try TestSupport.check(set + "/watch.png")
        let transparent = try #require(watch.findings.first { $0.rule == "icon.alpha" })
        #expect(transparent.severity == .warning)
        #expect(transparent.message.contains("watchOS icons should be opaque"), "\(transparent.message)")
        #expect(!transparent.message.contains("iOS icons"))
    }
    @Test("a 'did you mean' is offered only for a near name: a rule id two edits away, never an unrelated one")
    func suggestions() {
        let ids = RuleRegistry.all.map(\.description.id)
        #expect(Suggestion.closest(to: "sound.durration", among: ids) == "sound.duration")
        #expect(Suggestion.closest(to: "zzz.unrelated", among: ids) == nil)
    }
}
