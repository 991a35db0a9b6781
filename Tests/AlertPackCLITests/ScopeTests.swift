import AlertPackTestSupport
import Foundation
import Testing

struct ScopeTests {
    @Test("named paths that hold nothing are exit 2 naming the path, unless --allow-empty; --force-exclude applies ignore:")
    func emptyPaths() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        try "notes\n".write(toFile: root + "/empty/README.md", atomically: true, encoding: .utf8)
        for path in [root + "/empty", root + "/missing", "/dev/zero"] {
            let result = try TestSupport.alertpack(["check", path, "--color", "never"])
            #expect(result.status == 2, "\(path): \(result.stdout)")
            #expect(result.stderr.contains(path), "\(result.stderr)")
            let allowed = try TestSupport.alertpack(["check", path, "--allow-empty", "--color", "never"])
            #expect(allowed.status == 0, "\(path): \(allowed.stderr)")
        }
        let fifo = root + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let named = try TestSupport.alertpack(["check", fifo])
        #expect(named.status == 2)
        #expect(named.stderr.contains("a FIFO"), "\(named.stderr)")
        // A regular file that is no asset is skipped, as pre-commit hooks name every file.
        let readme = try TestSupport.alertpack(["check", root + "/empty/README.md"])
        #expect(readme.status == 0)
        // --force-exclude: the config's ignore patterns apply to what is named.
        try FileManager.default.createDirectory(atPath: root + "/Pods", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: root + "/Pods/long.caf")
        try "ignore: [\"Pods/\"]\n".write(toFile: root + "/.alertpack.yml", atomically: true, encoding: .utf8)
        #expect(try TestSupport.alertpack(["check", "Pods/long.caf"], in: root).status == 1)
        #expect(try TestSupport.alertpack(["check", "Pods/long.caf", "--force-exclude"], in: root).status == 0)
        #expect(try TestSupport.alertpack(["check", "."], in: root).status == 2)  // only ignored files: nothing to check
    }
}
