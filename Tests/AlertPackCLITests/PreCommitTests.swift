import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The pre-commit hook as its users run it: pre-commit (from PyPI) runs this repository's hook
/// (`pre-commit try-repo`, which takes the working tree as it is) in a throwaway git repository,
/// on the files staged there.
@Suite(TestSupport.needs("pre-commit", "git"))
struct PreCommitTests {
    /// Runs `pre-commit try-repo` on the staged files of `repository`, with the built alertpack first on PATH.
    static func tryHook(in repository: String, home: String) throws -> TestSupport.ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = FileName.parent(of: TestSupport.binary) + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PRE_COMMIT_HOME"] = home
        environment["HOME"] = home
        return try TestSupport.run(
            "pre-commit", ["try-repo", TestSupport.repositoryRoot, "alertpack", "--color", "never"], in: repository, environment: environment)
    }

    static func git(_ arguments: [String], in folder: String) throws {
        let result = try TestSupport.run(
            "git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid"] + arguments, in: folder)
        if result.status != 0 { throw TestSupport.PeerFailure(message: "git \(arguments): \(result.stderr)") }
    }

    @Test("the hook passes good staged assets, fails the commit on a bad one, and checks a staged icon set as a set")
    func hook() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let repository = root + "/app"
        let manager = FileManager.default
        try manager.createDirectory(atPath: repository + "/Sounds", withIntermediateDirectories: true)
        try Self.git(["init", "-q"], in: repository)
        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: repository + "/Sounds/chime.caf")
        try "notes\n".write(toFile: repository + "/README.md", atomically: true, encoding: .utf8)
        try Self.git(["add", "."], in: repository)
        let good = try Self.tryHook(in: repository, home: root + "/home")
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        #expect(good.stdout.contains("alertpack (notification assets)"))
        #expect(good.stdout.contains("Passed"))

        try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: repository + "/Sounds/too-long.caf")
        try manager.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icons/Broken.xcassets"), toPath: repository + "/Broken.xcassets")
        try Self.git(["add", "."], in: repository)
        let bad = try Self.tryHook(in: repository, home: root + "/home")
        #expect(bad.status == 1, "\(bad.stdout)\(bad.stderr)")
        #expect(bad.stdout.contains("Failed"))
        #expect(bad.stdout.contains("Sounds/too-long.caf  FAIL"))
        #expect(bad.stdout.contains("sound.duration"))
        // The set's files were staged one by one; the set is checked whole (icon.missing is a set finding).
        #expect(bad.stdout.contains("Broken.xcassets/AppIcon.appiconset/Contents.json  FAIL"))
        #expect(bad.stdout.contains("icon.missing"))
    }
}
