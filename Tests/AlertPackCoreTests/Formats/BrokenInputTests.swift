import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Broken files never crash or hang: each is a `sound.unreadable` error naming what is wrong,
/// and a batch goes on to the next file.
struct BrokenInputTests {
    @Test("a broken file is sound.unreadable with a clear reason", arguments: BrokenInputs.cases)
    func brokenFile(_ testCase: BrokenInputs.Case) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let base = try testCase.base.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath($0)))) } ?? []
        let path = folder + "/" + testCase.name
        try TestSupport.write(testCase.breakIt(base), to: path)
        let report = try TestSupport.check(path)
        let unreadable = try #require(report.findings.first { $0.rule == "sound.unreadable" }, "\(report.findings)")
        #expect(unreadable.severity == .error)
        #expect(unreadable.message.contains(testCase.expected), "\(unreadable.message)")
        #expect(report.verdict == .fail)
    }
}

/// Content identification must not mistake text for audio.
struct SnifferTests {
    @Test("a UTF-16 text file is not taken for MPEG audio; real MP3 frames are")
    func utf16IsNotMP3() {
        #expect(ContentSniffer.sniff([0xFF, 0xFE, 0x22, 0x00, 0x4E, 0x00]) == .unknown)
        #expect(ContentSniffer.sniff([0xFE, 0xFF, 0x00, 0x22]) == .unknown)
        #expect(ContentSniffer.sniff([0xFF, 0xFB, 0x90, 0x64]) == .otherAudio(container: "mp3", codec: "mp3"))
    }
}
