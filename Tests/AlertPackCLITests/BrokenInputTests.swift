import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Broken files never crash or hang: each is a `sound.unreadable` error naming what is wrong,
/// and a batch goes on to the next file.
struct BrokenInputTests {
    @Test("the command reports every broken file and goes on to the good one")
    func batchContinues() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        for testCase in BrokenInputs.cases {
            let base = try testCase.base.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath($0)))) } ?? []
            try TestSupport.write(testCase.breakIt(base), to: folder + "/" + testCase.name)
        }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath(BrokenInputs.caf), toPath: folder + "/zz-good.caf")
        let result = try TestSupport.alertpack(["check", folder, "--format", "json"])
        #expect(result.status == 1)
        let files = try CheckOutput.of(result).files
        #expect(files.count == BrokenInputs.cases.count + 1)
        #expect(files.filter { $0.verdict == "fail" }.count == BrokenInputs.cases.count)
        #expect(files.last?.verdict == "pass")
    }

    @Test("a huge declared chunk is refused under a tight memory limit")
    func hugeChunkUnderMemoryLimit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let caseWith2GB = BrokenInputs.cases.first { $0.name == "2gb-chunk.caf" }!
        try TestSupport.write(caseWith2GB.breakIt([]), to: folder + "/big.caf")
        // 400 MB of address space: enough to run the tool, far from enough to allocate 2 GB.
        let result = try TestSupport.run("/bin/sh", ["-c", "ulimit -v 400000 && exec \"$0\" check \"$1\"", TestSupport.binary, folder + "/big.caf"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("sound.unreadable"))
    }
}
