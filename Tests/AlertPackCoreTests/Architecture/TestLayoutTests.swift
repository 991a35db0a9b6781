import AlertPackTestSupport
import Foundation
import Testing

/// The tests mirror the code (issue 43, item 5): one concept's tests under one file name, the
/// in-process ones in AlertPackCoreTests and what only the binary shows in AlertPackCLITests;
/// every reader in Sources/AlertPackCore/Formats has a test file of its own.
struct TestLayoutTests {
    /// Formats/ files that are parts of a reader rather than a reader of their own, each with the
    /// test file that reads real files through it. At most 17; the test fails if the list grows.
    static let coveredElsewhere: [String: String] = [
        "AttachmentFormat": "Inspection/AttachmentTests",  // the formats an attachment may be: a table
        "AudioStreamInfo": "Formats/WAVReaderTests",  // what every sound reader returns
        "ByteCursor": "Formats/WAVReaderTests",  // the cursor every chunk reader reads headers with
        "ChunkHeader": "Formats/AIFFReaderTests",  // the chunk walk of WAV, AIFF and CAF
        "PCMLayout": "Formats/CAFReaderTests",  // the sample layout the sound readers describe
        "SequentialReader": "Formats/JPEGReaderTests",  // the byte walk of JPEG and GIF
        "UnfinalisedHeader": "Formats/WAVReaderTests",  // a recording's unfinished sizes (WAV, AIFF)
        "AssetCatalogAttribute": "Formats/AssetCatalogArchiveTests",
        "AssetCatalogRendition": "Formats/AssetCatalogArchiveTests",
        "BOMStore": "Formats/AssetCatalogArchiveTests",
        "BOMTree": "Formats/AssetCatalogArchiveTests",
        "CSIHeader": "Formats/AssetCatalogArchiveTests",
        "CSIPayload": "Formats/AssetCatalogArchiveTests",
        "DERReader": "Formats/ProvisioningProfileTests",
        "LZFSE": "Formats/LZFSEDecoderTests",  // the decoder's tests, named for what they decode
        "SwiftTypeDeclaration": "Formats/SwiftDeclarationReaderTests",  // what the declaration reader returns
        "ActivityAttributesDeclaration": "Formats/ActivityAttributesResolverTests",  // what the resolver returns
    ]

    static func swiftFiles(under relative: String) throws -> [String] {
        let root = TestSupport.repositoryPath(relative)
        return try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func name(_ path: String) -> String { String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "") }

    @Test("no test file name is in both test targets: one concept, one file")
    func noNameInBothTargets() throws {
        let core = Set(try Self.swiftFiles(under: "Tests/AlertPackCoreTests").map(Self.name))
        let command = Set(try Self.swiftFiles(under: "Tests/AlertPackCLITests").map(Self.name))
        #expect(core.count > 50 && command.count > 20, "the test folders were not found")
        let both = core.intersection(command).sorted()
        #expect(both.isEmpty, "in both AlertPackCoreTests and AlertPackCLITests: \(both)")
    }

    @Test("no test file name twice in one target either")
    func noNameTwiceInATarget() throws {
        for target in ["Tests/AlertPackCoreTests", "Tests/AlertPackCLITests"] {
            let names = try Self.swiftFiles(under: target).map(Self.name)
            let twice = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            #expect(twice.isEmpty, "\(target): \(twice)")
        }
    }

    /// What is wrong with `readers` (Formats/ file names, an extension file's `+Part` left on)
    /// against `tests` (AlertPackCoreTests paths without `.swift`): each problem in words.
    static func problems(readers files: [String], tests: Set<String>) -> [String] {
        // `MP4Reader+SampleDescription.swift` is part of MP4Reader: its tests are MP4ReaderTests.
        let readers = Set(files.map { String($0.split(separator: "+")[0]) })
        var problems: [String] = []
        for reader in readers.sorted() {
            if let covering = coveredElsewhere[reader] {
                if !tests.contains(covering) { problems.append("\(reader) is said to be tested by \(covering), which does not exist") }
                if tests.contains("Formats/\(reader)Tests") { problems.append("\(reader) has its own tests now: take it off the allow-list") }
            } else if !tests.contains("Formats/\(reader)Tests") {
                problems.append("Formats/\(reader).swift has no Tests/AlertPackCoreTests/Formats/\(reader)Tests.swift")
            }
        }
        let stale = Set(coveredElsewhere.keys).subtracting(readers).sorted()
        if !stale.isEmpty { problems.append("the allow-list names readers that are gone: \(stale)") }
        return problems
    }

    @Test("every reader in Sources/AlertPackCore/Formats has Tests/AlertPackCoreTests/Formats/<Reader>Tests.swift, or is a named part of one")
    func everyReaderHasItsTests() throws {
        #expect(Self.coveredElsewhere.count <= 17, "the allow-list may only shrink: give the reader a test file of its own")
        let tests = Set(try Self.swiftFiles(under: "Tests/AlertPackCoreTests").map { $0.replacingOccurrences(of: ".swift", with: "") })
        let readers = try Self.swiftFiles(under: "Sources/AlertPackCore/Formats").map(Self.name)
        #expect(readers.count > 30)
        let problems = Self.problems(readers: readers, tests: tests)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the test of the test: a throwaway reader added without its tests is named; with them, or as part of one, it passes")
    func throwawayReaderIsCaught() throws {
        let tests = Set(try Self.swiftFiles(under: "Tests/AlertPackCoreTests").map { $0.replacingOccurrences(of: ".swift", with: "") })
        let readers = try Self.swiftFiles(under: "Sources/AlertPackCore/Formats").map(Self.name)
        #expect(
            Self.problems(readers: readers + ["FLACReader"], tests: tests)
                == ["Formats/FLACReader.swift has no Tests/AlertPackCoreTests/Formats/FLACReaderTests.swift"])
        #expect(Self.problems(readers: readers + ["FLACReader"], tests: tests.union(["Formats/FLACReaderTests"])).isEmpty)
        #expect(Self.problems(readers: readers + ["WAVReader+Cue"], tests: tests).isEmpty, "an extension file is its reader's")
        #expect(
            Self.problems(readers: readers, tests: tests.union(["Formats/BOMStoreTests"])) == [
                "BOMStore has its own tests now: take it off the allow-list"
            ])
    }
}
