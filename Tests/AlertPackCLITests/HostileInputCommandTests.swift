import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The hostile corpus (`scripts/make-hostile-corpus.py`) through every command, each run under a
/// time limit (20 s) and a memory limit (1.5 GB of address space): exit 0, 1 or 2 only, never a
/// crash or a hang; machine-readable output stays valid; every input is named in the report;
/// inputs are byte-identical afterwards and nothing is left beside them; a trap in one file is
/// supervised. What each reader says of the corpus is checked in process (HostileInputTests).
@Suite(TestSupport.needs("python3"))
struct HostileInputCommandTests {
    /// Runs alertpack with limits; a signal or a time-out shows as status 128+ or 124.
    static func limited(_ arguments: [String], in directory: String? = nil) throws -> TestSupport.ProcessResult {
        try TestSupport.run(
            "/bin/sh", ["-c", "ulimit -v 1500000; exec timeout 20 \"$@\"", "sh", TestSupport.binary] + arguments,
            in: directory)
    }

    /// The corpus's regular files with a digest each (FIFOs and devices are left unopened).
    static func digests(_ folder: String) throws -> [String: String] {
        var digests: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder + "/" + relative
            guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType,
                type == .typeRegular
            else { continue }
            digests[relative] = try FileDigest.sha256(path: path).hex
        }
        return digests
    }

    @Test(
        "every command survives the hostile corpus: exit 0, 1 or 2, valid JSON, no hang, inputs untouched",
        arguments: ["sounds", "images", "names", "catalogs", "special", "actions", "payloads"])
    func survives(_ folder: String) throws {
        let path = HostileCorpus.folder + "/" + folder
        let before = try Self.digests(HostileCorpus.folder)
        let out = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(out) }
        var runs: [(String, [String])] = []
        switch folder {
        case "actions": runs = [("lint-actions", ["lint-actions", path, "--format", "json"])]
        case "payloads":
            runs = [
                ("lint-payload", ["lint-payload", path, "--format", "json"]),
                ("preview", ["preview", path, "--out", out + "/preview", "--surface", "banner", "--appearance", "light", "--format", "json"]),
                ("report", ["report", "--payloads", path, "-o", out + "/payloads.html"]),
            ]
        default:
            runs = [
                ("check", ["check", path, "--format", "json"]),
                ("report", ["report", path, "-o", out + "/report.html"]),
                ("package", ["package", path, "--out", out + "/pkg", "--convert", "--max-duration", "29.5", "--format", "json"]),
            ]
            if folder == "sounds" || folder == "names" { runs.append(("convert", ["convert", path, "--output-folder", out, "--format", "json"])) }
        }
        for (name, arguments) in runs {
            let result = try Self.limited(arguments)
            #expect([0, 1, 2].contains(result.status), "\(name) \(folder): exit \(result.status): \(result.stderr.suffix(600))")
            if arguments.contains("json") && result.status != 2 || name == "check" {
                #expect(
                    (try? JSONSerialization.jsonObject(with: result.stdoutData)) != nil, "\(name) \(folder): not JSON: \(result.stdout.prefix(300))")
            }
        }
        #expect(try Self.digests(HostileCorpus.folder) == before, "an input changed")
        // Nothing but the requested outputs: no temporary files beside the inputs.
        let leftovers = FileManager.default.enumerator(atPath: path)?.allObjects.compactMap { $0 as? String }.filter { $0.contains(".tmp-") } ?? []
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test(
        "fix survives a copy of the hostile corpus: exit 0, 1 or 2, valid JSON, no staged or temporary file left",
        arguments: ["sounds", "images", "names", "catalogs", "special"])
    func fixSurvives(_ folder: String) throws {
        let copy = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(copy) }
        // cp -a: the corpus holds FIFOs, which a copy that reads them would wait on forever.
        let copied = try TestSupport.run("cp", ["-a", HostileCorpus.folder + "/" + folder, copy + "/" + folder])
        try #require(copied.status == 0, "\(copied.stderr)")
        let result = try Self.limited(["fix", copy + "/" + folder, "--rename", "--background", "white", "--format", "json"])
        #expect([0, 1, 2].contains(result.status), "fix \(folder): exit \(result.status): \(result.stderr.suffix(600))")
        #expect((try? JSONSerialization.jsonObject(with: result.stdoutData)) != nil, "fix \(folder): not JSON: \(result.stdout.prefix(300))")
        let leftovers =
            FileManager.default.enumerator(atPath: copy)?.allObjects.compactMap { $0 as? String }.filter {
                $0.contains(".tmp-") || FileName.last(of: $0).hasPrefix(".alertpack-stage-")
            } ?? []
        #expect(leftovers.isEmpty, "\(leftovers)")
        guard folder == "images" else { return }
        // Each hostile image as an icon master: refused with a reason, or made; never a crash.
        for name in try FileManager.default.contentsOfDirectory(atPath: HostileCorpus.folder + "/images").sorted() {
            let made = try Self.limited([
                "icons", HostileCorpus.folder + "/images/" + name, "--out", copy + "/Made.appiconset", "--background", "white",
            ])
            #expect([0, 1, 2].contains(made.status), "icons \(name): exit \(made.status): \(made.stderr.suffix(300))")
            #expect(made.status != 2 || made.stderr.contains(name) || made.stderr.contains("appiconset"), "icons \(name): \(made.stderr)")
        }
    }

    @Test("every hostile sound and image is named in the report, with a clear finding where it is broken")
    func everyInputIsReported() throws {
        let result = try Self.limited([
            "check", HostileCorpus.folder + "/sounds", HostileCorpus.folder + "/images", HostileCorpus.folder + "/special",
            HostileCorpus.folder + "/names", "--format", "json",
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let reported = Set((json["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }.map { FileName.last(of: $0) })
        for folder in ["sounds", "images", "special"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: HostileCorpus.folder + "/" + folder) where !name.hasSuffix(".appiconset")
            {
                #expect(reported.contains(name), "\(folder)/\(name) is missing from the report")
            }
        }
        // A name that is not UTF-8 is checked through an alias and named escaped.
        for name in ["-starts-with-dash.wav", "new\nline.wav", String(repeating: "a", count: 251) + ".wav", "latin1-\\xE9.wav"] {
            #expect(reported.contains(name), "names/\(name) is missing from the report")
        }
        #expect(json["problems"] == nil)
    }

    @Test(
        "a name that is not UTF-8 is checked through an alias and named escaped, on the command line and below a folder; packaging and converting refuse it with the reason"
    )
    func namesThatAreNotUTF8() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // Latin-1 names (é is 0xE9): a sound, a sound without extension, a text file (not an asset: left alone).
        let script = """
            import sys
            folder = sys.argv[1].encode()
            good = open(sys.argv[2], "rb").read()
            for name in [b"caf\\xe9.wav", b"noext\\xe9"]:
                open(folder + b"/" + name, "wb").write(good)
            open(folder + b"/notes-\\xe9.txt", "wb").write(b"hello")
            open(folder + b"/ok.wav", "wb").write(good)
            """
        try TestSupport.peer("python3", ["-c", script, folder, TestSupport.repositoryPath("Samples/sounds/chime.wav")])
        let checked = try Self.limited(["check", folder, "--format", "json"])
        #expect(checked.status == 1, "\(checked.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: checked.stdoutData) as? [String: Any])
        #expect(json["problems"] == nil)
        let files = json["files"] as? [[String: Any]] ?? []
        // In name order, facts read through the alias, the extension rule judging the real name.
        #expect(files.compactMap { $0["path"] as? String } == ["caf\\xE9.wav", "noext\\xE9", "ok.wav"].map { folder + "/" + $0 })
        let chime = try TestSupport.check(TestSupport.repositoryPath("Samples/sounds/chime.wav"))
        #expect((files.first?["facts"] as? [String: Any])?["frames"] as? Int == Int(chime.facts.sound?.frames ?? -1))
        #expect(((files[1]["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String } == ["sound.extension"])
        #expect(!checked.stdout.contains("/names-"), "an alias path leaked into the report")
        // Named on the command line (through a shell, which passes the bytes as they are).
        let named = try TestSupport.run(
            "/bin/sh", ["-c", "exec \"$0\" check \"$1\"/\"$(printf 'caf\\351.wav')\" --verbose", TestSupport.binary, folder])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.contains(folder + "/caf\\xE9.wav  PASS"), "\(named.stdout)")
        // Converting and packaging need the name itself: refused, with the reason.
        let converted = try Self.limited(["convert", folder, "--output-folder", folder + "/out", "--format", "json"])
        #expect(converted.status == 2)
        #expect(converted.stdout.contains("a converted sound is named after its input"), "\(converted.stdout)")
        let packaged = try Self.limited(["package", folder, "--out", folder + "/pkg", "--quiet"])
        #expect(
            packaged.stdout.contains("rejected \(folder)/caf\\xE9.wav: its name is not UTF-8")
                || packaged.stdout.contains("caf\\xE9.wav: its name is not UTF-8"), "\(packaged.stdout)")
        // A payload file with such a name is read through its alias too.
        try FileManager.default.createDirectory(atPath: folder + "/pushes", withIntermediateDirectories: true)
        try TestSupport.peer(
            "python3",
            [
                "-c", "import sys; open(sys.argv[1].encode() + b'/push\\xe9.json', 'w').write('{\"aps\": {\"alert\": \"Ana sent you a photo.\"}}')",
                folder + "/pushes",
            ])
        let linted = try Self.limited(["lint-payload", folder + "/pushes", "--format", "json"])
        #expect(linted.status == 0, "\(linted.stdout)\(linted.stderr)")
        #expect(linted.stdout.contains("push\\\\xE9.json") && !linted.stdout.contains("/names-"), "\(linted.stdout)")
        // Inside an asset catalog set, such a file is listed (escaped) and reported as unassigned.
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/icons/Good.xcassets"), toPath: folder + "/Set.xcassets")
        try TestSupport.peer(
            "python3",
            [
                "-c", "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2].encode() + b'/ic\\xf4ne.png')",
                TestSupport.repositoryPath("Samples/icons/Icon-Small@2x.png"), folder + "/Set.xcassets/AppIcon.appiconset",
            ])
        let set = try Self.limited(["check", folder + "/Set.xcassets"])
        #expect(set.stdout.contains("icon.unassigned  ic\\xF4ne.png is in AppIcon.appiconset"), "\(set.stdout)")
        // The aliases go with the process.
        let root = try #require(PrivateFolder.userRoot())
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix("names-") }
        #expect(
            leftovers.allSatisfy { OutputFile.processIsGone(Int32($0.split(separator: "-")[1]) ?? 0) == false }, "\(leftovers)")
    }

    @Test("what C libraries print never reaches the report on standard output")
    func libraryOutputStaysOff() throws {
        // libsndfile prints to standard output from C; the JSON must parse whatever it decodes.
        let result = try Self.limited(["check", HostileCorpus.folder + "/sounds", "--format", "json"])
        #expect((try? JSONSerialization.jsonObject(with: result.stdoutData)) != nil)
        // The report still goes to the real standard output, help too.
        #expect(try TestSupport.alertpack(["--help"]).stdout.contains("USAGE"))
    }

    /// A package of chime.caf zipped, then its zip rewritten by Python into `name`: the `entry`
    /// lines run for each entry (`item`, its bytes in `data`) before it is written, the `end`
    /// lines after them all (`zout` is the new zip).
    static func rezippedPackage(in folder: String, as name: String, entry: [String] = [], end: [String]) throws {
        try PackageCommandTests.build(folder, ["--zip", folder + "/pkg.zip"], sources: ["Samples/sounds/chime.caf"])
        let script =
            [
                "import sys, zipfile",
                "source, target = sys.argv[1], sys.argv[2]",
                "with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, 'w', zipfile.ZIP_DEFLATED) as zout:",
                "    for item in zin.infolist():",
                "        data = zin.read(item.filename)",
            ] + entry.map { "        " + $0 } + ["        zout.writestr(item.filename, data)"] + end.map { "    " + $0 }
        try TestSupport.peer("python3", ["-c", script.joined(separator: "\n"), folder + "/pkg.zip", folder + "/" + name])
    }

    @Test("verify of a zip bomb unpacks no more than the manifest declares, and names what is wrong")
    func zipBomb() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // A real package, then its zip rebuilt with a listed entry that inflates far past its
        // declared size and an unlisted entry of 256 MiB of zeros (a few hundred KiB compressed).
        try Self.rezippedPackage(
            in: folder, as: "bomb.zip",
            entry: ["if item.filename.endswith('chime.caf'):", "    data = data + bytes(64 << 20)"],
            end: ["zout.writestr('Sounds/bomb.caf', bytes(256 << 20))"])
        let result = try Self.limited(["verify", folder + "/bomb.zip", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("package.changed") && result.stdout.contains("chime.caf"))
        #expect(result.stdout.contains("package.extra") && result.stdout.contains("bomb.caf"))
    }

    @Test("verify of a zip with more entries than its budget unpacks nothing and says why (package.too-large)")
    func zipOfManyEntries() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // The package's entries, then 150,000 empty files the manifest does not list: unpacked,
        // each would be an empty file in the temporary folder.
        try Self.rezippedPackage(
            in: folder, as: "many.zip",
            end: ["for index in range(150000):", "    zout.writestr('Sounds/extra-%06d.caf' % index, b'')"])
        let result = try Self.limited(["verify", folder + "/many.zip", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("package.too-large") && result.stdout.contains("more than 100000 entries"), "\(result.stdout)")
        #expect(!result.stdout.contains("extra-000000"))
    }

    @Test(
        "one file that traps cannot take the run down: it gets internal-error (exit 2), every other file its usual report",
        arguments: ["json", "text", "sarif"])
    func oneTrapDoesNotLoseTheReport(_ format: String) throws {
        let usual = try TestSupport.alertpack(["check", "Samples/sounds", "--format", format, "--jobs", "2"])
        let result = try TestSupport.run(
            TestSupport.binary, ["check", "Samples/sounds", "--format", format, "--jobs", "2"], in: TestSupport.repositoryRoot,
            environment: ProcessInfo.processInfo.environment.merging(["ALERTPACK_TEST_TRAP": "clipped.wav"]) { $1 })
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("checking Samples/sounds/clipped.wav crashed alertpack"), "\(result.stderr)")
        #expect(!result.stderr.contains("Backtracing"))
        guard format == "json" else {
            #expect(result.stdout.contains("internal-error"))
            return
        }
        let files = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])["files"] as? [[String: Any]] ?? []
        let before = try #require(try JSONSerialization.jsonObject(with: usual.stdoutData) as? [String: Any])["files"] as? [[String: Any]] ?? []
        #expect(files.count == before.count)
        for (file, usual) in zip(files, before) {
            let path = file["path"] as? String ?? ""
            if path.hasSuffix("clipped.wav") {
                let rules = (file["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
                #expect(rules == ["internal-error"])
            } else {
                #expect(NSDictionary(dictionary: file).isEqual(to: usual), "\(path) differs from its usual report")
            }
        }
    }

    @Test("lint-payload and lint-actions are supervised too: a payload that traps is reported as internal-error, the others as usual")
    func lintersSurviveATrap() throws {
        let usual = try TestSupport.alertpack(["lint-payload", "Samples/payloads", "--format", "json"])
        let trapped = try TestSupport.run(
            TestSupport.binary, ["lint-payload", "Samples/payloads", "--format", "json"], in: TestSupport.repositoryRoot,
            environment: ProcessInfo.processInfo.environment.merging(["ALERTPACK_TEST_TRAP": "bad-badge.json"]) { $1 })
        #expect(trapped.status == 2, "\(trapped.stderr)")
        #expect(trapped.stderr.contains("linting Samples/payloads/bad-badge.json crashed alertpack"), "\(trapped.stderr)")
        let files = { (result: TestSupport.ProcessResult) in
            (try? JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])?["files"] as? [[String: Any]] ?? []
        }
        #expect(files(trapped).count == files(usual).count)
        for (normal, file) in zip(files(usual), files(trapped)) {
            let rules = (file["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
            if (file["path"] as? String ?? "").hasSuffix("bad-badge.json") {
                #expect(rules == ["internal-error"])
            } else {
                #expect(NSDictionary(dictionary: file).isEqual(to: normal), "\(file["path"] ?? "")")
            }
        }
    }

    @Test("convert and verify are supervised too: one input that traps is left out with a reason (exit 2), every other done as usual")
    func convertAndVerifySurviveATrap() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let trapping = ProcessInfo.processInfo.environment.merging(["ALERTPACK_TEST_TRAP": "quiet.wav"]) { $1 }
        let inputs = ["Samples/sounds/chime.wav", "Samples/sounds/quiet.wav", "Samples/sounds/late-start.wav"]
        let usual = try TestSupport.alertpack(["convert"] + inputs + ["--output-folder", folder + "/usual", "--format", "json"])
        let converted = try TestSupport.run(
            TestSupport.binary, ["convert"] + inputs + ["--output-folder", folder + "/trapped", "--format", "json", "--jobs", "2"],
            in: TestSupport.repositoryRoot, environment: trapping)
        #expect(converted.status == 2, "\(converted.stderr)")
        #expect(converted.stderr.contains("converting Samples/sounds/quiet.wav crashed alertpack"), "\(converted.stderr)")
        let results =
            try #require(try JSONSerialization.jsonObject(with: converted.stdoutData) as? [String: Any])["conversions"] as? [[String: Any]] ?? []
        #expect(results.count == 3)
        for result in results {
            let input = result["input"] as? String ?? ""
            if input.hasSuffix("quiet.wav") {
                #expect((result["error"] as? String)?.contains("crashed alertpack") == true)
            } else {
                #expect(result["error"] == nil || result["error"] is NSNull, "\(input): \(result)")
            }
        }
        // The outputs of the others are the bytes a normal run writes; nothing is left for the culprit.
        #expect(usual.status == 0 || usual.status == 1)
        for name in ["chime.caf", "late-start.caf"] {
            #expect(FileManager.default.contentsEqual(atPath: folder + "/usual/" + name, andPath: folder + "/trapped/" + name), "\(name)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/trapped").sorted()
        #expect(leftovers == ["chime.caf", "late-start.caf"], "\(leftovers)")

        // verify names the file as it is inside the zip, not as it was unpacked.
        try PackageCommandTests.build(folder, ["--zip", folder + "/pkg.zip"], sources: ["Samples/sounds/chime.caf", "Samples/sounds/quiet.wav"])
        let verified = try TestSupport.run(
            TestSupport.binary, ["verify", folder + "/pkg.zip", "--format", "json"], in: TestSupport.repositoryRoot,
            environment: ProcessInfo.processInfo.environment.merging(["ALERTPACK_TEST_TRAP": "Sounds/quiet"]) { $1 })
        #expect(verified.status == 2, "\(verified.stderr)")
        #expect(verified.stderr.contains("verifying \(folder)/pkg.zip/Sounds/quiet.wav crashed alertpack"), "\(verified.stderr)")
        let files = try #require(try JSONSerialization.jsonObject(with: verified.stdoutData) as? [String: Any])["files"] as? [[String: Any]] ?? []
        for file in files {
            let path = file["path"] as? String ?? ""
            let rules = (file["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
            #expect(rules == (path.hasSuffix("quiet.wav") ? ["internal-error"] : []), "\(path): \(rules)")
        }
        #expect(files.contains { ($0["path"] as? String ?? "").hasSuffix("chime.caf") })
    }

    @Test(
        "a base-60 YAML number too large for an integer (which crashes Yams) is refused in the user's terms, found by fuzzing",
        arguments: ["actions/sexagesimal-overflow.yml", "config/sexagesimal-many-digits.yml"])
    func sexagesimalOverflow(_ name: String) throws {
        let input = TestSupport.repositoryPath("Tests/Fixtures/fuzz/" + name)
        let result =
            name.hasPrefix("actions")
            ? try Self.limited(["lint-actions", input])
            : try Self.limited(["check", TestSupport.repositoryPath("Samples/sounds/chime.wav"), "--config", input])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("is too large (YAML reads digits separated by colons as one base-60 number)"), "\(result.stderr)")
        // A base-60 number that fits is still read as YAML 1.1 reads it.
        #expect(SafeYAML.sexagesimalFits("1:30") && SafeYAML.sexagesimalFits("-9:59:59") && !SafeYAML.sexagesimalFits("1:0:0:0:0:0:0:0:0:0:0"))
    }

    @Test("nesting hidden behind a quote that YAML does not take for one is still measured (libyaml's events), found by fuzzing")
    func nestingBehindAQuote() throws {
        let input = TestSupport.repositoryPath("Tests/Fixtures/fuzz/actions/quote-hides-nesting.yml")
        let result = try Self.limited(["lint-actions", input])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("nested more than 64 levels deep"), "\(result.stderr)")
        // The same, built here: a block scalar whose text holds an opening quote, then a deep flow mapping.
        let hidden = "a: |\n  [\"\nb: " + String(repeating: "{", count: 5000) + "\n"
        #expect(SafeYAML.structureProblem(in: Array(hidden.utf8), limits: TextGuard.Limits()) != nil)
        #expect(throws: AlertPackError.self) { try SafeYAML.load(hidden) }
    }

    @Test("a YAML key that is a list or a table (which crashes Yams) is refused in the user's terms, found by fuzzing")
    func complexYAMLKeys() throws {
        let input = TestSupport.repositoryPath("Tests/Fixtures/fuzz/config/complex-key.yml")
        let config = try Self.limited(["check", TestSupport.repositoryPath("Samples/sounds/chime.wav"), "--config", input])
        #expect(config.status == 2, "\(config.stderr)")
        #expect(config.stderr.contains("keys must be plain text"), "\(config.stderr)")
        let actions = try Self.limited(["lint-actions", input])
        #expect(actions.status == 2)
        #expect(actions.stderr.contains("keys must be plain text"), "\(actions.stderr)")
    }

    @Test(
        "the corpus's hostile configs stop with a reason naming the file, within limits, never a hang or a dump",
        arguments: ["laughs", "aliases", "stars", "outside-preset", "binary-tag", "self-extends"])
    func hostileConfigs(_ name: String) throws {
        let config = HostileCorpus.folder + "/configs/\(name).alertpack.yml"
        let result = try Self.limited(["check", HostileCorpus.folder + "/names", "--config", config, "--format", "json"])
        #expect(result.status < 124, "\(name): killed or timed out (\(result.status))")
        if name == "stars" {
            #expect([0, 1].contains(result.status), "\(result.stderr)")
        } else {
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(name), "\(name): the message names the file: \(result.stderr)")
        }
        #expect(!result.stderr.contains("Optional("), "\(result.stderr)")
        #expect(!result.stderr.contains("AnyHashable"), "\(result.stderr)")
        #expect(!result.stderr.contains("root:x:0"), "\(result.stderr)")
    }

    @Test("the corpus's hostile names reach no format raw", arguments: ReportFormat.allCases)
    func hostileNames(_ format: ReportFormat) throws {
        let result = try Self.limited(["check", HostileCorpus.folder + "/names", "--format", format.rawValue, "--no-config", "--color", "never"])
        #expect(result.status == 1, "\(result.stderr)")
        let bytes = Array(result.stdoutData) + Array(result.stderr.utf8)
        for raw: [UInt8] in [[0x1B], [0x0D], [0x07], [0x08], [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0xEF, 0xBF, 0xBE]] {
            let found = bytes.indices.contains { index in bytes[index...].starts(with: raw) }
            #expect(!found, "\(format.rawValue): \(raw) reached the output raw")
        }
    }
}
