import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The binary under a tight memory limit (`ulimit -v`): what a file declares is never
/// allocated on its word; a huge sound chunk or image is refused from its header, and an image
/// decoded anyway is decoded row by row.
@Suite(TestSupport.needs("python3"))
struct MemoryLimitCommandTests {

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

    @Test("a PNG declaring 100000x100000 pixels is refused from its header, under a tight memory limit")
    func hugeDimensionsUnderMemoryLimit() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let huge = folder + "/huge.png"
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/pngtool.py"), "huge", huge, "100000", "100000"])
        let limited = { (arguments: [String]) throws -> TestSupport.ProcessResult in
            try TestSupport.run("/bin/sh", ["-c", "ulimit -v 400000 && exec \"$@\"", "sh", TestSupport.binary] + arguments, in: folder)
        }
        let refused = try limited(["check", huge, "--format", "json"])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stdout.contains("image.too-large"))
        // Even with the cap raised past it, decoding is row by row: the missing data is reported,
        // and nothing near 30 GB of pixels is ever allocated.
        try "extends: ios\nrules:\n  image.too-large: { maxWidth: 200000, maxHeight: 200000 }\n"
            .write(toFile: folder + "/open.yml", atomically: true, encoding: .utf8)
        let decoded = try limited(["check", huge, "--preset", folder + "/open.yml"])
        #expect(decoded.status == 1, "\(decoded.stderr)")
        #expect(decoded.stdout.contains("image.unreadable"))
        #expect(!decoded.stdout.contains("image.too-large"))
    }
}
