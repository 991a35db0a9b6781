import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What a release engineer relies on: `package` never reads its own outputs nor replaces what
/// it did not make, copies exactly what it checked, and pins and signs what it wrote; `verify`
/// proves it.
@Suite(.serialized, TestSupport.needs("sha256sum", "python3"))
struct PackageSafetyTests {
    @Test("a source edited between its check and its copy is rejected, never packaged as checked")
    func changedAfterCheck() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        let configuration = try TestSupport.defaultConfiguration()
        var builder = PackageBuilder(checker: Checker(configuration: configuration, jobs: 1), options: PackageOptions(output: root + "/Build/pkg"))
        let sound = root + "/Sounds/chime.caf"
        builder.afterCheck = {
            // A second later by the file system's clock, as an editor's save would be.
            Thread.sleep(forTimeInterval: 0.02)
            let handle = FileHandle(forWritingAtPath: sound)!
            handle.seekToEndOfFile()
            handle.write(Data([0]))
            try? handle.close()
        }
        let result = builder.build(sources: [root + "/Sounds"])
        let rejected = try #require(result.manifest?.rejected.first { $0.source.hasSuffix("Sounds/chime.caf") })
        #expect(rejected.reason?.contains("changed after it was checked") == true)
        #expect(result.manifest?.assets.contains { $0.path == "Sounds/chime.caf" } == false)
        #expect(result.manifest?.assets.contains { $0.path == "Sounds/long.caf" } == true)
    }
}
