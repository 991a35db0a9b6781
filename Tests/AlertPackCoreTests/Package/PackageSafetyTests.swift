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

    @Test("an empty --out that gets a file while the package is made is refused, naming it, and the file is kept")
    func outFilledWhileMade() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        let out = root + "/Build/pkg"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let configuration = try TestSupport.defaultConfiguration()
        var builder = PackageBuilder(checker: Checker(configuration: configuration, jobs: 1), options: PackageOptions(output: out))
        // Found empty when package starts; the user's file arrives before the swap.
        builder.afterCheck = { try? "mine\n".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8) }
        let result = builder.build(sources: [root + "/Sounds"])
        #expect(result.problems.contains { $0.contains("--out \(out) is no longer empty") }, "\(result.problems)")
        #expect(try String(contentsOfFile: out + "/notes.txt", encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["notes.txt"])
        // Only our staging folder was removed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/Build") == ["pkg"])
    }

    @Test("the swap exchanges only a package of ours: a link to one, or a file, put at --out meanwhile is refused and kept")
    func swapOnlyOurs() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        let configuration = try TestSupport.defaultConfiguration()
        let package = root + "/Build/pkg"
        let builder = PackageBuilder(checker: Checker(configuration: configuration, jobs: 1), options: PackageOptions(output: package))
        #expect(builder.build(sources: [root + "/Sounds"]).problems.isEmpty)
        let manifest = try Data(contentsOf: URL(fileURLWithPath: package + "/manifest.json"))
        let link = root + "/Build/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: package)
        let file = root + "/Build/file"
        try "mine\n".write(toFile: file, atomically: false, encoding: .utf8)
        for target in [link, file] {
            let staging = try PackageFolder.staging(for: target)
            defer { TestSupport.remove(staging) }
            try "{}".write(toFile: staging + "/manifest.json", atomically: false, encoding: .utf8)
            #expect(throws: AlertPackError.packaging(.outputChanged(target, replaced: true))) { try PackageFolder.swap(staging, into: target) }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == package)
        #expect(try Data(contentsOf: URL(fileURLWithPath: package + "/manifest.json")) == manifest)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine\n")
        // A package of ours is exchanged, and the old one removed.
        let staging = try PackageFolder.staging(for: package)
        try "{}".write(toFile: staging + "/manifest.json", atomically: false, encoding: .utf8)
        try PackageFolder.swap(staging, into: package)
        #expect(try String(contentsOfFile: package + "/manifest.json", encoding: .utf8) == "{}")
        #expect(!FileManager.default.fileExists(atPath: staging))
    }
}
