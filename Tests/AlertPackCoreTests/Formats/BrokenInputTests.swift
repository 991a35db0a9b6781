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

    @Test("a batch reports every broken file and goes on to the good one")
    func batchContinues() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for testCase in BrokenInputs.cases {
            let base = try testCase.base.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath($0)))) } ?? []
            try TestSupport.write(testCase.breakIt(base), to: folder + "/" + testCase.name)
        }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath(BrokenInputs.caf), toPath: folder + "/zz-good.caf")
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [folder])
        #expect(report.exitCode(strict: false) == 1)
        #expect(report.files.count == BrokenInputs.cases.count + 1)
        #expect(report.files.filter { $0.verdict == .fail }.count == BrokenInputs.cases.count)
        #expect(report.files.last?.verdict == .pass)
    }
}
