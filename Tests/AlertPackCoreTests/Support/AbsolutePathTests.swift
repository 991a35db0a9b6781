import Foundation
import Testing

@testable import AlertPackCore

/// `AbsolutePath.of` answers a path that needs no standardizing without Foundation's URL (which
/// asks the file system); the answer must be the one URL gives, and the glob's early refusal must
/// never refuse a path the full match accepts.
struct AbsolutePathTests {
    @Test("the fast path gives what URL standardizing gives, on plain and awkward paths")
    func fastPathAgreesWithURL() {
        let paths = [
            "/", "/tmp", "/tmp/", "/tmp//a", "/tmp/./a", "/tmp/../a", "/a/b/..", "/a/b/.", "/a/.hidden", "/a/..b", "/a/b..", "/a/...",
            "/Sounds/chime.caf", "/Sounds/ä ö/ü.wav", "/Sounds/100%/x%20y.caf", "/Sounds/日本語/音.caf", "/a/#b?c", "/a/ b /c",
            "relative/path", "./x", "../y", "",
        ]
        for path in paths where AbsolutePath.isStandard(path) {
            #expect(URL(fileURLWithPath: path).standardizedFileURL.path == path, "\(path)")
        }
        #expect(AbsolutePath.isStandard("/Sounds/chime.caf"))
        #expect(!AbsolutePath.isStandard("/tmp/./a") && !AbsolutePath.isStandard("/tmp/") && !AbsolutePath.isStandard("x"))
        #expect(AbsolutePath.of("/tmp/../tmp/a") == "/tmp/a")
    }

    @Test("a pattern's plain leading names refuse only paths the full match refuses too")
    func literalHeadNeverRefusesAMatch() {
        let patterns = ["Samples/attachments/**", "Samples/*.wav", "a/b/c", "a/**", "a/b", "**/x", "a\\*/b", "[ab]/c", "Pods"]
        let paths = [
            "Samples/attachments/x.png", "Samples/attachments", "Samples", "SamplesX/attachments/x", "Samples/a.wav", "a/b/c", "a/b", "a",
            "a/x/y", "b/c", "a*/b", "x", "q/x", "Pods", "/abs/Samples/attachments/x", "",
        ]
        for pattern in patterns {
            let glob = CompiledGlob(pattern)
            for path in paths {
                // The table alone, without the refusal: parts against names.
                let names = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                let full = CompiledGlob.fullMatch(glob.parts, names.map { Array($0.utf8) })
                #expect(glob.matches(path) == full, "\(pattern) against \(path)")
            }
        }
    }
}
