import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What a release engineer relies on, through the commands: `package` never reads its own
/// outputs nor replaces what it did not make, and pins and signs what it wrote; `verify` proves
/// it. The races inside the packager are checked in process (AlertPackCoreTests' PackageSafetyTests).
@Suite(.serialized, TestSupport.needs("sha256sum", "python3"))
struct PackageSafetyCommandTests {
    /// Every path below `folder` with its type and content hash: equal before and after means
    /// nothing was touched.
    static func treeHash(_ folder: String) throws -> String {
        try TestSupport.run(
            "bash",
            [
                "-c",
                "cd \"$1\" && find . -printf '%p %y %l\\n' | LC_ALL=C sort && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum", "-",
                folder,
            ]
        ).stdout
    }

    static func sha256(_ path: String) throws -> String {
        String(try TestSupport.run("sha256sum", [path]).stdout.prefix(64))
    }

    static func packagedHash(_ package: String, _ path: String) throws -> String? {
        try TestSupport.manifest(package).asset(path)?.sha256
    }

    @Test("package twice into --out inside the sources, then after an edit: the edited source ships, the old output is never a source")
    func ownOutputIsNoSource() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        let first = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg", "--zip", "Build/pkg.zip"], in: root)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let second = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg", "--zip", "Build/pkg.zip"], in: root)
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains("Build/pkg: a package alertpack made"), "\(second.stdout)")
        #expect(second.stdout.contains("; 0 rejected") && !second.stdout.contains("  rejected "), "\(second.stdout)")
        // Edit a source: the package holds the edit.
        try FileManager.default.removeItem(atPath: root + "/Sounds/chime.caf")
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/long.caf"), toPath: root + "/Sounds/chime.caf")
        let third = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg", "--zip", "Build/pkg.zip"], in: root)
        #expect(third.status == 0, "\(third.stdout)\(third.stderr)")
        #expect(try Self.packagedHash(root + "/Build/pkg", "Sounds/chime.caf") == Self.sha256(root + "/Sounds/chime.caf"))
        #expect(try Self.sha256(root + "/Build/pkg/Sounds/chime.caf") == Self.sha256(root + "/Sounds/chime.caf"))
        #expect(try TestSupport.alertpack(["verify", root + "/Build/pkg.zip"]).status == 0)
    }

    @Test(
        "--out and --zip replace only what alertpack made: a user's folder, a file, an input, its parent, a link are refused with nothing changed",
        arguments: [
            (["--out", "Art"], "is a folder with files in it that is not an alertpack package"),
            (["--out", "Hidden"], "is a folder with files in it that is not an alertpack package"),
            (["--out", "Sounds/chime.caf"], "is a file, not a package folder"),
            (["--out", "Sounds"], "is the input Sounds"),
            (["--out", "."], "holds the input"),
            (["--out", "link"], "is a symbolic link"),
            (["--out", "Build/pkg", "--zip", "Sounds/chime.caf"], "is not a package zip"),
            (["--out", "Build/pkg", "--zip", "Art"], "is not a regular file"),
            (["--out", "missing/pkg"], "does not exist; create it first"),
            (["--out", "Build/pkg", "--digest-file", "Sounds/long.caf"], "is not a package digest"),
        ])
    func refusedOutputs(_ options: [String], _ expected: String) throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "Art")
        // Only a hidden file in it: not empty.
        try FileManager.default.createDirectory(atPath: root + "/Hidden", withIntermediateDirectories: false)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/Hidden/.DS_Store"))
        let before = try Self.treeHash(root)
        let result = try TestSupport.alertpack(["package", "Sounds"] + options, in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        // Refused before anything was checked: no report at all.
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(try Self.treeHash(root) == before)
    }

    @Test("--out an existing empty folder (as `mkdir -p` leaves it): the package is written there, and replaced on the next run")
    func emptyFolderOut() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Build/out", withIntermediateDirectories: true)
        let made = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/out"], in: root)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/Build/out/manifest.json"))
        #expect(try TestSupport.alertpack(["verify", "Build/out"], in: root).status == 0)
        let again = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/out"], in: root)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        // Empty, but a link to an empty folder: refused, nothing written through it.
        try FileManager.default.createDirectory(atPath: root + "/Empty", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: root + "/Build/linked", withDestinationPath: "../Empty")
        let linked = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/linked"], in: root)
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("is a symbolic link"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/Empty").isEmpty)
    }

    @Test("the digest pins the package: printed, written with --digest-file, and any other refused by verify --digest")
    func digest() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        let made = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg", "--digest-file", "Build/pkg.digest"], in: root)
        #expect(made.status == 0)
        let digest = try String(contentsOfFile: root + "/Build/pkg.digest", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(digest == "sha256:" + (try Self.sha256(root + "/Build/pkg/manifest.json")))
        #expect(made.stdout.contains("Package digest: " + digest))
        #expect(try TestSupport.alertpack(["verify", "Build/pkg", "--digest", digest], in: root).status == 0)
        let other = "sha256:" + String(repeating: "0", count: 64)
        let refused = try TestSupport.alertpack(["verify", "Build/pkg", "--digest", other, "--format", "xcode"], in: root)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("not the \(other) verify was given"), "\(refused.stdout)")
        #expect(refused.stdout.contains("[package.signature]"))
        #expect(try TestSupport.alertpack(["verify", "Build/pkg", "--digest", "nonsense"], in: root).status == 2)
        // The digest file is ours to replace on the next run; a file of the user's is not.
        #expect(try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg", "--digest-file", "Build/pkg.digest"], in: root).status == 0)
    }

    @Test("verify says what it proved: the good signature's key (the id `keys fingerprint` prints) and the matching digest, in text and JSON")
    func proved() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        #expect(try TestSupport.alertpack(["keys", "generate", "--out", "release.key"], in: root).status == 0)
        let fingerprint = try TestSupport.alertpack(["keys", "fingerprint", "release.key.pub"], in: root)
        #expect(fingerprint.status == 0, "\(fingerprint.stderr)")
        let id = fingerprint.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(id.count == 16 && id.allSatisfy(\.isHexDigit), "\(id)")
        // A private key's id is its public key's.
        #expect(try TestSupport.alertpack(["keys", "fingerprint", "release.key"], in: root).stdout == fingerprint.stdout)
        let notKey = try TestSupport.alertpack(["keys", "fingerprint", "Sounds/chime.caf"], in: root)
        #expect(notKey.status == 2 && notKey.stderr.contains("Sounds/chime.caf"), "\(notKey.stderr)")

        let made = try TestSupport.alertpack(
            ["package", "Sounds", "--out", "Build/pkg", "--zip", "Build/pkg.zip", "--sign", "release.key", "--digest-file", "digest"], in: root)
        #expect(made.status == 0, "\(made.stdout)\(made.stderr)")
        let digest = try String(contentsOfFile: root + "/digest", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        for package in ["Build/pkg", "Build/pkg.zip"] {
            let both = try TestSupport.alertpack(["verify", package, "--public-key", "release.key.pub", "--digest", digest], in: root)
            #expect(both.status == 0)
            #expect(both.stdout.contains("signature: good, key \(id) (the --public-key); digest: matches"), "\(both.stdout)")
            // Without --public-key, the signature the package carries is still checked, and said.
            let own = try TestSupport.alertpack(["verify", package], in: root)
            #expect(own.stdout.contains("signature: good, key \(id)\n"), "\(own.stdout)")
            #expect(!own.stdout.contains("digest: matches"))
            let json = try TestSupport.alertpack(["verify", package, "--digest", digest, "--format", "json"], in: root)
            let document = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
            let verification = try #require(document["verification"] as? [String: Any], "\(json.stdout)")
            let signature = try #require(verification["signature"] as? [String: Any])
            #expect(signature["status"] as? String == "good" && signature["keyId"] as? String == id && signature["keyGiven"] as? Bool == false)
            #expect((verification["digest"] as? [String: Any])?["digest"] as? String == digest)
        }
        // Nothing proved, nothing said: an unsigned package verified without --digest.
        #expect(try TestSupport.alertpack(["package", "Sounds", "--out", "Build/unsigned"], in: root).status == 0)
        let unsigned = try TestSupport.alertpack(["verify", "Build/unsigned"], in: root)
        #expect(unsigned.status == 0 && !unsigned.stdout.contains("signature:") && !unsigned.stdout.contains("digest:"), "\(unsigned.stdout)")
        let json = try TestSupport.alertpack(["verify", "Build/unsigned", "--format", "json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        let verification = try #require(document["verification"] as? [String: Any], "\(json.stdout)")
        #expect(verification["signature"] is NSNull && verification["digest"] is NSNull, "\(json.stdout)")
    }

    @Test("package --quiet prints the package summary alone, not the check's report")
    func quietPackage() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: root + "/Sounds/too-long.caf")
        let quiet = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg", "--quiet"], in: root)
        #expect(quiet.status == 1, "\(quiet.stdout)\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("Packaged 2 assets into Build/pkg; 1 rejected\n"), "\(quiet.stdout)")
        #expect(quiet.stdout.contains("  rejected Sounds/too-long.caf: sound.duration"), "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("checked with preset") && !quiet.stdout.contains("FAIL"), "\(quiet.stdout)")
        // A report asked for as a file is still written; the terminal keeps the summary.
        let written = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg", "--quiet", "-o", "report.txt"], in: root)
        #expect(try String(contentsOfFile: root + "/report.txt", encoding: .utf8).contains("too-long.caf  FAIL"))
        #expect(!written.stdout.contains("too-long.caf  FAIL"), "\(written.stdout)")
        let loud = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg"], in: root)
        #expect(loud.stdout.contains("checked with preset"), "\(loud.stdout)")
    }

    @Test("package --quiet --format sarif -o FILE prints only the summary; FILE is the whole SARIF report")
    func quietMachineReport() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: root + "/Sounds/too-long.caf")
        let result = try TestSupport.alertpack(
            ["package", "Sounds", "--out", "Build/pkg", "--quiet", "--format", "sarif", "-o", "r.sarif"], in: root)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("Wrote r.sarif: 3 files"), "\(result.stdout)")
        #expect(result.stdout.contains("Packaged 2 assets into Build/pkg; 1 rejected\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("checked with preset") && !result.stdout.contains("FAIL"), "\(result.stdout)")
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/r.sarif"))) as? [String: Any]
        let runs = try #require(sarif?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let text = String(decoding: try JSONSerialization.data(withJSONObject: results), as: UTF8.self)
        #expect(text.contains("too-long.caf") && text.contains("sound.duration"), "\(text)")
    }

    @Test("verify of a zip says a fix that names the file of its source, never of the unpack folder or a path in the zip, in every format")
    func verifyFixNamesSource() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        try FileManager.default.createDirectory(atPath: root + "/Sounds", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Build", withIntermediateDirectories: true)
        // A WAV named .wave: sound.extension (a warning here, so it is packaged) advises a rename to a path.
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.wav"), toPath: root + "/Sounds/chime.wave")
        let config = "preset: ios\nrules:\n  sound.extension:\n    severity: warning\n"
        try config.write(toFile: root + "/.alertpack.yml", atomically: false, encoding: .utf8)
        let packaged = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg", "--zip", "Build/pkg.zip"], in: root)
        #expect(packaged.status == 0, "\(packaged.stdout)\(packaged.stderr)")
        #expect(packaged.stdout.contains("rename it to Sounds/chime.wav"), "\(packaged.stdout)")
        for format in ["text", "json", "sarif"] {
            let verify = try TestSupport.alertpack(["verify", "Build/pkg.zip", "--format", format], in: root)
            let output = verify.stdout + verify.stderr
            #expect(verify.status == 0, "\(format): \(output)")
            let advice = "repair its source, Sounds/chime.wave: rename it to Sounds/chime.wav; then package again"
            #expect(output.contains(advice), "\(format): \(output)")
            #expect(!output.contains("/alertpack-\(getuid())/") && !output.contains("verify-"), "\(format): \(output)")
            let renamed = output.replacingOccurrences(of: "chime.wave", with: "")
            #expect(!output.contains("alertpack fix") && !renamed.contains("pkg.zip/Sounds/chime.wav"), "\(format): \(output)")
        }
    }

    @Test(
        "Ed25519: verify --public-key passes the signed package and refuses an unsigned one, another key, and a swapped file with its hash re-written"
    )
    func signing() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        #expect(try TestSupport.alertpack(["keys", "generate", "--out", "release.key"], in: root).status == 0)
        #expect(try TestSupport.alertpack(["keys", "generate", "--out", "other.key"], in: root).status == 0)
        // Keys are never replaced; the private one is the owner's alone.
        #expect(try TestSupport.alertpack(["keys", "generate", "--out", "release.key"], in: root).status == 2)
        let mode = try FileManager.default.attributesOfItem(atPath: root + "/release.key")[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let signed = try TestSupport.alertpack(
            ["package", "Sounds", "--out", "Build/signed", "--zip", "Build/signed.zip", "--sign", "release.key"], in: root)
        #expect(signed.status == 0, "\(signed.stderr)")
        for package in ["Build/signed", "Build/signed.zip"] {
            let ok = try TestSupport.alertpack(["verify", package, "--public-key", "release.key.pub"], in: root)
            #expect(ok.status == 0, "\(package): \(ok.stdout)")
            let wrong = try TestSupport.alertpack(["verify", package, "--public-key", "other.key.pub", "--format", "xcode"], in: root)
            #expect(wrong.status == 1)
            #expect(wrong.stdout.contains("not by the key verify was given"), "\(wrong.stdout)")
        }
        // Two runs give the same signature (Ed25519 is deterministic), so the zip is reproducible.
        let again = try TestSupport.alertpack(
            ["package", "Sounds", "--out", "Build/again", "--zip", "Build/again.zip", "--sign", "release.key"], in: root)
        #expect(again.status == 0)
        #expect(try TestSupport.run("cmp", [root + "/Build/signed.zip", root + "/Build/again.zip"]).status == 0)

        #expect(try TestSupport.alertpack(["package", "Sounds", "--out", "Build/unsigned"], in: root).status == 0)
        let unsigned = try TestSupport.alertpack(["verify", "Build/unsigned", "--public-key", "release.key.pub", "--format", "xcode"], in: root)
        #expect(unsigned.status == 1)
        #expect(unsigned.stdout.contains("the package is not signed"), "\(unsigned.stdout)")

        // Swap a sound and re-write its hash and size in the manifest: every hash agrees, the signature does not.
        try TestSupport.peer(
            "python3",
            [
                "-c",
                """
                import hashlib, json, shutil, sys
                root = sys.argv[1]
                shutil.copy(sys.argv[2], root + "/Sounds/chime.caf")
                data = open(root + "/Sounds/chime.caf", "rb").read()
                m = json.load(open(root + "/manifest.json"))
                for a in m["assets"]:
                    if a["path"] == "Sounds/chime.caf":
                        a["sha256"] = hashlib.sha256(data).hexdigest(); a["size"] = len(data)
                open(root + "/manifest.json", "w").write(json.dumps(m, indent=2))
                """,
                root + "/Build/signed", TestSupport.repositoryPath("Samples/sounds/quiet.wav"),
            ])
        let swapped = try TestSupport.alertpack(["verify", "Build/signed", "--public-key", "release.key.pub", "--format", "xcode"], in: root)
        #expect(swapped.status == 1)
        #expect(swapped.stdout.contains("does not match manifest.json"), "\(swapped.stdout)")
        #expect(!swapped.stdout.contains("package.changed"), "the hashes were re-written: only the signature can tell")
        // A key of the wrong kind is named as such.
        let swappedKeys = try TestSupport.alertpack(["verify", "Build/signed", "--public-key", "release.key"], in: root)
        #expect(swappedKeys.status == 2)
        #expect(swappedKeys.stderr.contains("is an alertpack private key"), "\(swappedKeys.stderr)")
    }

    @Test(
        "links: one inside the sources is packaged as the file it names; one leading outside is refused by name; a loop in a document is not walked")
    func links() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        let outside = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(outside) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: outside + "/secret.caf")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sounds/alias.caf", withDestinationPath: "chime.caf")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sounds/leak.caf", withDestinationPath: outside + "/secret.caf")
        // An Icon Composer document with a loop and a folder link out of the tree.
        let document = root + "/Art/Loop.icon"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/icon-bundles/AppIcon.icon"), toPath: document)
        try FileManager.default.createSymbolicLink(atPath: document + "/Assets/again", withDestinationPath: "..")
        let escaping = root + "/Art/Escape.icon"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/icon-bundles/AppIcon.icon"), toPath: escaping)
        try FileManager.default.createSymbolicLink(atPath: escaping + "/Assets/outside", withDestinationPath: outside)

        let result = try TestSupport.alertpack(["package", ".", "--out", "Build/pkg", "--allow-rejected"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("rejected Sounds/leak.caf: it is a symbolic link that leads outside the sources"), "\(result.stdout)")
        #expect(
            result.stdout.contains("rejected Art/Escape.icon: Assets/outside is a symbolic link that leads outside the sources"), "\(result.stdout)")
        var status = stat()
        #expect(lstat(root + "/Build/pkg/Sounds/alias.caf", &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG)
        #expect(try Self.sha256(root + "/Build/pkg/Sounds/alias.caf") == Self.sha256(root + "/Sounds/chime.caf"))
        #expect(FileManager.default.fileExists(atPath: root + "/Build/pkg/Icons/Loop.icon/icon.json"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Build/pkg/Sounds/leak.caf"))
        #expect(try TestSupport.alertpack(["verify", "Build/pkg"], in: root).status == 0)
    }

    @Test("the packager keeps within verify's budget: a package past package.too-large is not written")
    func budget() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        try "extends: ios\nname: tight\nschema: 1\nrules:\n  package.too-large:\n    maxEntries: 3\n".write(
            toFile: root + "/tight.yml", atomically: true, encoding: .utf8)
        let result = try TestSupport.alertpack(["package", "Sounds", "Art", "--out", "Build/pkg", "--preset", "tight.yml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("more than the 3 verify unpacks (package.too-large)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Build/pkg"))
    }

    @Test("verify lists a package folder by bytes: a name that is not UTF-8, a second Unicode spelling, manifest.json as a link all fail")
    func folderListing() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        #expect(try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg"], in: root).status == 0)
        let package = root + "/Build/pkg"
        // Not UTF-8: made through the C library, which takes bytes.
        let raw: [CChar] = Array((package + "/Sounds/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        let descriptor = open(raw, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let odd = try TestSupport.alertpack(["verify", package, "--format", "xcode"])
        #expect(odd.status == 1)
        #expect(odd.stdout.contains("caf\\xE9"), "\(odd.stdout)")
        unlink(raw)
        // A second spelling of a listed name.
        try FileManager.default.createDirectory(atPath: root + "/Twin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.caf"), toPath: root + "/Twin/caf\u{E9}.caf")
        #expect(try TestSupport.alertpack(["package", "Twin", "--out", "Build/twin"], in: root).status == 0)
        try FileManager.default.copyItem(atPath: root + "/Build/twin/Sounds/caf\u{E9}.caf", toPath: root + "/Build/twin/Sounds/cafe\u{301}.caf")
        let twin = try TestSupport.alertpack(["verify", "Build/twin", "--format", "xcode"], in: root)
        #expect(twin.status == 1)
        #expect(twin.stdout.contains("another Unicode spelling of a listed name"), "\(twin.stdout)")
        // manifest.json must be the package's own file, not a link.
        try FileManager.default.moveItem(atPath: package + "/manifest.json", toPath: root + "/manifest.json")
        try FileManager.default.createSymbolicLink(atPath: package + "/manifest.json", withDestinationPath: root + "/manifest.json")
        let linked = try TestSupport.alertpack(["verify", package, "--format", "xcode"])
        #expect(linked.status == 1)
        #expect(linked.stdout.contains("manifest.json is not a regular file"), "\(linked.stdout)")
    }

    @Test("messages: a long sound names --convert --max-duration; lint-payload tells rejected from missing")
    func messages() throws {
        let root = try TestSupport.smallRepository()
        defer { TestSupport.remove(root) }
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/too-long.caf"), toPath: root + "/Sounds/too-long.caf")
        let result = try TestSupport.alertpack(["package", "Sounds", "--out", "Build/pkg"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("rejected Sounds/too-long.caf: sound.duration (--convert --max-duration SECONDS cuts it"), "\(result.stdout)")
        try #"{"aps": {"alert": {"title": "Hi", "body": "There"}, "sound": "too-long.caf"}}"#.write(
            toFile: root + "/payload.json", atomically: true, encoding: .utf8)
        let lint = try TestSupport.alertpack(["lint-payload", "payload.json", "--package", "Build/pkg", "--format", "xcode"], in: root)
        #expect(lint.stdout.contains("was rejected from the package"), "\(lint.stdout)")
    }
}
