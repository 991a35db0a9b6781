import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `icons --out` merges into an existing set and puts the new one in place in one step; a file
/// written into the set while the new one is made must never be deleted with the old one.
struct IconSetSwapTests {
    static let master = TestSupport.repositoryPath("Samples/icons/Good.xcassets/AppIcon.appiconset/ItunesArtwork@2x.png")

    @Test("a file written into the set while the new one is made stops the swap: the set is left as it is, the file kept")
    func fileWrittenMeanwhile() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let output = root + "/AppIcon.appiconset"
        var maker = IconSetMaker(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: IconSetOptions())
        _ = try maker.make(master: Self.master, output: output)
        let made = try FileManager.default.contentsOfDirectory(atPath: output).sorted()

        // A designer saves a note into the set while alertpack makes it again.
        maker.afterCheck = { try? "keep me\n".write(toFile: output + "/notes.txt", atomically: false, encoding: .utf8) }
        #expect {
            try maker.make(master: Self.master, output: output)
        } throws: { error in
            guard case .work(.changedWhileMade(_, let changed)) = error as? AlertPackError else { return false }
            return changed == ["notes.txt"]
        }
        #expect(try String(contentsOfFile: output + "/notes.txt", encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == (made + ["notes.txt"]).sorted())
        // Nothing of ours is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["AppIcon.appiconset"])

        // Unchanged during the run, the same set is replaced and the note carried over.
        maker.afterCheck = nil
        _ = try maker.make(master: Self.master, output: output)
        #expect(try String(contentsOfFile: output + "/notes.txt", encoding: .utf8) == "keep me\n")
    }

    @Test("a set that appears at the output while it is made is not replaced")
    func setAppearsMeanwhile() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let output = root + "/AppIcon.appiconset"
        var maker = IconSetMaker(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: IconSetOptions())
        maker.afterCheck = {
            try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
            try? "theirs\n".write(toFile: output + "/Contents.json", atomically: false, encoding: .utf8)
        }
        #expect(throws: AlertPackError.self) { try maker.make(master: Self.master, output: output) }
        #expect(try String(contentsOfFile: output + "/Contents.json", encoding: .utf8) == "theirs\n")
    }
}
