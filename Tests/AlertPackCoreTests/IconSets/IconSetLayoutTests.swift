import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `IconSetLayout` and `IconSetContents` in process: the entries a made set holds come from the
/// preset's slot table (every one a slot the checker accepts), and a set made over an existing
/// one keeps what it does not make and writes Contents.json as Xcode does.
struct IconSetLayoutTests {
    static func tables() throws -> ImageSlotTables { try TestSupport.defaultConfiguration().slots }

    @Test("the single-size set is one 1024 universal entry per platform; --all-sizes adds every current slot, each a slot the preset has")
    func entriesFromThePreset() throws {
        var options = IconSetOptions()
        let single = IconSetLayout.entries(options, tables: try Self.tables(), setName: "AppIcon")
        #expect(!single.isEmpty && single.allSatisfy { $0.pixels == 1024 && $0.idiom == "universal" && $0.scale == nil }, "\(single)")
        #expect(Set(single.map(\.filename)).count == single.count, "one file per entry")
        options.allSizes = true
        let all = IconSetLayout.entries(options, tables: try Self.tables(), setName: "AppIcon")
        #expect(all.count > single.count)
        #expect(Set(all.map(\.key)).count == all.count, "no slot twice")
        #expect(all.allSatisfy { $0.pixels > 0 && $0.filename.hasPrefix("AppIcon") && $0.filename.hasSuffix(".png") }, "\(all.map(\.filename))")
    }

    @Test("made over an existing set: our slots replace theirs, another platform's entry is kept with its file")
    func contentsKeepWhatIsNotOurs() throws {
        let ours = IconSetLayout.entries(IconSetOptions(), tables: try Self.tables(), setName: "AppIcon")
        let first = try #require(ours.first)
        let existing = try JSONNode.parse(
            Array(
                """
                {"images": [
                  {"filename": "old.png", "idiom": "\(first.idiom)", "platform": "\(first.platform ?? "")", "size": "\(first.sizeText)"},
                  {"filename": "tv.png", "idiom": "tv", "size": "400x240", "scale": "2x"}
                ], "info": {"author": "someone", "version": 1}}
                """.utf8))
        let contents = IconSetContents(existing: existing, ours: ours)
        #expect(contents.keptFiles == ["tv.png"])
        #expect(contents.replacedFiles == ["old.png"])
        let written = try JSONNode.parse(Array(contents.json.utf8))
        #expect(written["images"]?.array?.count == ours.count + 1)
        #expect(written["info"]?["author"]?.string == "someone")
        // As Xcode writes it: two spaces, " : " between key and value.
        #expect(contents.json.contains("\"images\" : [\n    {\n"), "\(contents.json.prefix(200))")
        #expect(IconSetContents(existing: nil, ours: ours).json.contains("\"author\" : \"xcode\""))
    }
}
