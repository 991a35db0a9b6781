import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The GitHub Action's script run with the environment a GitHub runner gives a composite step:
/// it installs a release tarball (here one made from the built binary, served by file://),
/// puts it on the job's PATH, and checks the workspace with annotations or SARIF.
@Suite(TestSupport.needs("curl", "tar"))
struct GitHubActionTests {
    static func environment(_ root: String, _ extra: [String: String]) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": root, "RUNNER_TEMP": root + "/runner-temp", "GITHUB_WORKSPACE": root + "/workspace",
            "GITHUB_PATH": root + "/github-path", "GITHUB_OUTPUT": root + "/github-output",
            "ALERTPACK_RELEASE_URL": "file://" + root + "/alertpack-0.1.0-linux-x86_64.tar.gz",
        ].merging(extra) { $1 }
    }

    @Test("the action installs the release, annotates the findings or writes SARIF, and its exit code gates the job")
    func action() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let manager = FileManager.default
        // The release tarball's layout: NAME/bin/alertpack.
        let name = "alertpack-0.1.0-linux-x86_64"
        try manager.createDirectory(atPath: root + "/release/\(name)/bin", withIntermediateDirectories: true)
        try manager.copyItem(atPath: TestSupport.binary, toPath: root + "/release/\(name)/bin/alertpack")
        try TestSupport.peer("tar", ["-czf", root + "/\(name).tar.gz", "-C", root + "/release", name])
        for folder in ["runner-temp", "workspace/Sounds"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for sample in ["chime.caf", "too-long.caf"] {
            try manager.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/" + sample), toPath: root + "/workspace/Sounds/" + sample)
        }
        for file in ["github-path", "github-output"] { #expect(manager.createFile(atPath: root + "/" + file, contents: nil)) }
        let script = TestSupport.repositoryPath("scripts/github-action.sh")

        let annotations = try TestSupport.run(script, [], environment: Self.environment(root, ["ALERTPACK_PATHS": "Sounds"]))
        #expect(annotations.status == 1, "\(annotations.stderr)")
        #expect(annotations.stdout.contains("::error file=Sounds/too-long.caf,title=alertpack sound.duration::"))
        #expect(!annotations.stdout.contains("file=Sounds/chime.caf"))
        let path = try String(contentsOfFile: root + "/github-path", encoding: .utf8)
        #expect(path == root + "/runner-temp/alertpack/\(name)/bin\n")

        let sarif = try TestSupport.run(
            script, [], environment: Self.environment(root, ["ALERTPACK_PATHS": "Sounds", "ALERTPACK_FORMAT": "sarif", "ALERTPACK_ARGS": "--strict"]))
        #expect(sarif.status == 1, "\(sarif.stderr)")
        let output = try String(contentsOfFile: root + "/github-output", encoding: .utf8)
        #expect(output.contains("sarif-file=alertpack.sarif\n"))
        let document =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/workspace/alertpack.sarif"))) as? [String: Any]
        #expect(document?["version"] as? String == "2.1.0")

        let good = try TestSupport.run(script, [], environment: Self.environment(root, ["ALERTPACK_PATHS": "Sounds/chime.caf"]))
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        let wrong = try TestSupport.run(script, [], environment: Self.environment(root, ["ALERTPACK_FORMAT": "junit"]))
        #expect(wrong.status == 2)
        #expect(wrong.stdout.contains("::error title=alertpack::format must be github or sarif"))
    }
}
