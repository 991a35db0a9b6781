import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A run's table of names that are not UTF-8 is its own: what one run's discovery aliases,
/// another run's table does not know, and each run still reports the name escaped, as the user
/// knows it, from discovery to the report.
struct NameAliasesTests {
    /// A folder holding `caf<E9>.wav` (Latin-1: not UTF-8), a copy of a sample sound.
    static func folderWithLatin1Name() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let sound = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/sounds/chime.wav")))
        try PathKeyTests.write(sound, name: Array("caf".utf8) + [0xE9] + Array(".wav".utf8), in: folder)
        return folder
    }

    @Test("two runs with tables of their own: neither sees the other's aliases, both report the name escaped")
    func runsDoNotShareAliases() throws {
        let folder = try Self.folderWithLatin1Name()
        defer { TestSupport.remove(folder) }
        let shown = folder + "/caf\\xE9.wav"
        let first = try TestSupport.defaultConfiguration()
        let second = try TestSupport.defaultConfiguration()
        #expect(first.aliases !== second.aliases)
        let firstReport = Checker(configuration: first, jobs: 1).check(paths: [folder])
        #expect(firstReport.files.map(\.path) == [shown])
        #expect(!first.aliases.isEmpty && second.aliases.isEmpty, "the second run has aliased nothing yet")
        let link = first.aliases.openPath(shown)
        #expect(link != shown && first.aliases.display(link) == shown)
        #expect(second.aliases.openPath(shown) == shown && second.aliases.display(link) == link, "the first run's link means nothing here")
        let secondReport = Checker(configuration: second, jobs: 1).check(paths: [folder])
        #expect(secondReport.files.map(\.path) == [shown])
        #expect(second.aliases.openPath(shown) != link, "a link of its own")
    }

    @Test("a name that is not UTF-8 is checked through its alias and reported escaped, with its findings and facts")
    func reportedEscapedEndToEnd() throws {
        let folder = try Self.folderWithLatin1Name()
        defer { TestSupport.remove(folder) }
        let configuration = try TestSupport.defaultConfiguration()
        let report = Checker(configuration: configuration, jobs: 1).check(paths: [folder])
        let file = try #require(report.files.first)
        #expect(file.path == folder + "/caf\\xE9.wav")
        guard case .sound(let facts) = file.facts else {
            Issue.record("no sound facts: \(file.facts)")
            return
        }
        #expect(facts.duration != nil, "read through the link")
        // No path in a message names the private link folder.
        let link = configuration.aliases.openPath(file.path)
        let folderOfLinks = FileName.parent(of: link)
        #expect(!file.findings.contains { $0.message.contains(folderOfLinks) })
        #expect(!report.problems.contains { $0.contains(folderOfLinks) })
    }

    @Test("the configurations a run derives keep its table")
    func derivedConfigurationsKeepTheTable() throws {
        let configuration = try TestSupport.defaultConfiguration()
        #expect(configuration.effective(for: "a.wav").aliases === configuration.aliases)
        #expect(configuration.judgingPackage(books: [:]).aliases === configuration.aliases)
    }
}
