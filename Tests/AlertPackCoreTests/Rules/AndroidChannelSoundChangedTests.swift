import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `android.channel-sound-changed` on the git repositories scripts/make-android-channel-history.py
/// writes: a channel id whose sound changed since the revision fires once, naming the id, both
/// sounds and the file; a new id, a removed channel, an unchanged one and a computed id are silent;
/// without a revision the rule says nothing; reading the revision writes nothing.
@Suite(TestSupport.needs("python3", "git"))
struct AndroidChannelSoundChangedTests {
    struct Case: Decodable {
        struct Change: Decodable {
            var id: String
            var old: String
            var new: String
            var file: String
            /// Where the channel was at the revision, when another file (a Kotlin channel now in Dart).
            var oldFile: String?
        }
        var repository: String
        var since: String
        var fires: [Change]
        /// What the module's facts must say was not read (the Flutter cases).
        var notes: [String]?
    }

    /// The generated repositories in a new folder, and their cases: the whole corpus, or its part
    /// in `corpus` (`flutter`: the folder given is that part, the caller removes its parent).
    static func generate(corpus: String? = nil) throws -> (folder: String, cases: [Case]) {
        let folder = try TestSupport.temporaryDirectory()
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-android-channel-history.py"), folder])
        let part = corpus.map { folder + "/" + $0 } ?? folder
        let data = try Data(contentsOf: URL(fileURLWithPath: part + "/cases.json"))
        return (part, try JSONDecoder().decode([Case].self, from: data))
    }

    static func findings(_ repository: String, since revision: String?) throws -> [Finding] {
        var checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        checker.changedSince = revision
        let report = checker.check(paths: [repository])
        #expect(report.problems.isEmpty)
        return report.files.flatMap(\.findings).filter { $0.rule == "android.channel-sound-changed" }
    }

    @Test("a changed sound fires once per channel, naming the id, both sounds and the file; the fixed form is silent")
    func generatedCases() throws {
        let (folder, cases) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(cases.count == 5)
        for test in cases {
            let found = try Self.findings(folder + "/" + test.repository, since: test.since)
            #expect(found.count == test.fires.count, "\(test.repository): \(found)")
            for (finding, change) in zip(found, test.fires) {
                // The message names the file as the run does; the subject within the module.
                let file = folder + "/" + test.repository + "/" + change.file
                #expect(finding.severity == .warning)
                #expect(finding.message.contains("channel \"\(change.id)\" (\(file):"), "\(finding.message)")
                #expect(finding.message.contains("now sets \(change.new), but at \(test.since) it set \(change.old)"), "\(finding.message)")
                #expect(finding.message.contains("keeps the sound it was created with"))
                #expect(finding.subject == "\(change.file.dropFirst("app/".count)) channel \(change.id)")
                #expect(finding.fix?.advice.contains("deleteNotificationChannel(\"\(change.id)\")") == true)
            }
        }
    }

    @Test("without a revision the rule has nothing to compare and is silent")
    func silentWithoutRevision() throws {
        let (folder, cases) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for test in cases { #expect(try Self.findings(folder + "/" + test.repository, since: nil).isEmpty) }
    }

    @Test("the channels at a revision are read from git's objects, and nothing in the repository changes")
    func historyReadsWithoutWriting() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = folder + "/pending"
        let index = try FileManager.default.attributesOfItem(atPath: repository + "/.git/index")[.modificationDate] as? Date
        let history = AndroidChannelHistory.read(folder: repository + "/app", sets: ["main"], revision: "HEAD")
        #expect(history.notRead.isEmpty)
        let channels = history.channels.map { "\($0.id ?? "?")=\($0.sound ?? $0.soundWritten ?? "-")" }
        #expect(channels == ["alerts=chime", "news=null"])
        #expect(history.channels.allSatisfy { $0.file == "src/main/java/com/example/chirp/Channels.kt" })
        // Not even the index was refreshed; the working tree still holds the uncommitted change alone.
        #expect(try FileManager.default.attributesOfItem(atPath: repository + "/.git/index")[.modificationDate] as? Date == index)
        let status = try TestSupport.run("git", ["-C", repository, "status", "--porcelain"])
        #expect(status.stdout == " M app/src/main/java/com/example/chirp/Channels.kt\n")
        let source = try String(contentsOfFile: repository + "/app/src/main/java/com/example/chirp/Channels.kt", encoding: .utf8)
        #expect(source.contains("raw/bell"))
    }

    @Test("a revision git does not know, or one spelled as an option, is said as not read: no finding, no crash")
    func unknownRevision() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for revision in ["no-such-revision", "--output=/tmp/x", ""] {
            let history = AndroidChannelHistory.read(folder: folder + "/broken/app", sets: ["main"], revision: revision)
            #expect(history.channels.isEmpty && !history.notRead.isEmpty, "\(revision)")
        }
        #expect(try Self.findings(folder + "/broken", since: "no-such-revision").isEmpty)
    }

    @Test("a changed Java or Kotlin source names its module's manifest, so the module is checked with --changed-since")
    func changedSourceNamesItsModule() throws {
        #expect(AndroidChannelHistoryScope.manifest(governing: "app/src/main/java/a/B.kt") == "app/src/main/AndroidManifest.xml")
        #expect(AndroidChannelHistoryScope.manifest(governing: "src/debug/kotlin/a/B.java") == "src/main/AndroidManifest.xml")
        #expect(AndroidChannelHistoryScope.manifest(governing: "node_modules/x/android/src/main/java/a/B.kt") == nil)
        #expect(AndroidChannelHistoryScope.manifest(governing: "app/src/main/res/raw/beep.ogg") == nil)
        #expect(AndroidChannelHistoryScope.manifest(governing: "app/build.kt") == nil)
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let changed = try ChangedFiles.since("HEAD", in: folder + "/pending")
        #expect(changed.paths.contains { $0.hasSuffix("pending/app/src/main/AndroidManifest.xml") }, "\(changed.paths)")
    }

    @Test("a 1 MiB file of channels named by one constant is read with one table: every id found; a name declared twice is none")
    func manyChannelsOneConstantTable() throws {
        let line = "NotificationChannel(A)\n"
        let count = (1 << 20) / line.utf8.count
        let source = "const val A = \"alerts\"\nval B = \"one\"\nval B = \"two\"\nNotificationChannel(B)\n" + String(repeating: line, count: count)
        let bytes = Array(source.utf8)
        var lexer = JVMSourceLexer(bytes: bytes, language: .templated)
        var code = AndroidCodeFacts()
        AndroidSourceScan(tokens: lexer.tokens(), bytes: bytes, file: "src/main/java/A.kt").add(to: &code)
        #expect(code.channels.count == count + 1)
        #expect(code.channels.first?.id == nil && code.channels.first?.idWritten == "B")
        #expect(code.channels.dropFirst().allSatisfy { $0.id == "alerts" })
    }

    @Test("a 1 MiB file of channels whose sound is a variable finds each one's last assignment without walking back over the file")
    func manyChannelsSoundVariables() throws {
        let line = "NotificationChannel(\"a\").setSound(x)\n"
        let count = (1 << 20) / line.utf8.count
        let source = "val x = R.raw.chime\n" + String(repeating: line, count: count) + "x = R.raw.bell\nNotificationChannel(\"b\").setSound(x)\n"
        let bytes = Array(source.utf8)
        var lexer = JVMSourceLexer(bytes: bytes, language: .templated)
        var code = AndroidCodeFacts()
        AndroidSourceScan(tokens: lexer.tokens(), bytes: bytes, file: "src/main/java/A.kt").add(to: &code)
        #expect(code.channels.count == count + 1)
        #expect(code.channels.dropLast().allSatisfy { $0.sound == "chime" && $0.soundByID })
        #expect(code.channels.last?.sound == "bell")
    }

    @Test("source set names are literal pathspecs at the revision, never globs")
    func setNamesAreLiteral() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sets in [["ma*"], ["[m]ain"], ["*"]] {
            let history = AndroidChannelHistory.read(folder: folder + "/pending/app", sets: sets, revision: "HEAD")
            #expect(history.channels.isEmpty && history.notRead.isEmpty, "\(sets): \(history)")
        }
        #expect(AndroidChannelHistory.read(folder: folder + "/pending/app", sets: ["main"], revision: "HEAD").channels.count == 2)
    }

    @Test("a module in another repository than the run's is not read and says so; the run's own repository is read by commit id")
    func anotherRepositoryIsNotRead() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inner = folder + "/nested/inner"
        let refused = AndroidChannelHistory.read(folder: inner + "/app", sets: ["main"], revision: "HEAD", repository: folder + "/nested")
        #expect(refused.channels.isEmpty)
        #expect(refused.notRead.contains { $0.contains("another git repository") }, "\(refused.notRead)")
        let own = AndroidChannelHistory.read(folder: inner + "/app", sets: ["main"], revision: "HEAD~1", repository: inner)
        let head = try TestSupport.run("git", ["-C", inner, "rev-parse", "HEAD~1"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(own.notRead.isEmpty && own.commit == head && own.channels.count == 2, "\(own)")
        // Through the checker: said with the module's facts, never a silent pass.
        var checker = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1)
        checker.changedSince = "HEAD"
        checker.changedSinceRepository = folder + "/nested"
        let report = checker.check(paths: [inner])
        let facts = report.files.compactMap { file -> AndroidProjectFacts? in
            if case .androidProject(let facts) = file.facts { return facts }
            return nil
        }
        #expect(facts.count == 1)
        #expect(facts.first?.notRead.contains { $0.hasPrefix("channel history: HEAD: the module is in another git repository") } == true)
    }

    @Test("a file over the size limit at the revision is said as not read, and the module's facts say it")
    func tooLargeIsSaid() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var limits = AndroidProjectReader.Limits.standard
        limits.maxSourceBytes = 100
        let history = AndroidChannelHistory.read(folder: folder + "/broken/app", sets: ["main"], revision: "HEAD~1", limits: limits)
        #expect(history.channels.isEmpty)
        #expect(history.notRead == ["HEAD~1:src/main/java/com/example/chirp/Channels.kt: over 100 bytes, not read"])
    }

    @Test("the revision's files are read in two git processes, in order: missing, too large, a tree or a name with a line break said")
    func blobsInOneBatch() throws {
        let (folder, _) = try Self.generate()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let top = folder + "/java"
        let kotlin = "app/src/main/java/com/example/chirp/OrderChannels.java"
        let objects = [
            "HEAD:\(kotlin)", "HEAD:no/such/file.kt", "HEAD:a\nb.kt", "HEAD:app/src/main/res/raw/chime.wav", "HEAD:app", "HEAD~1:\(kotlin)",
        ]
        let blobs = AndroidChannelHistoryBlobs.read(objects, in: top, maxBytes: 4_096)
        let now = try TestSupport.run("git", ["-C", top, "cat-file", "blob", "HEAD:\(kotlin)"]).stdout
        let then = try TestSupport.run("git", ["-C", top, "cat-file", "blob", "HEAD~1:\(kotlin)"]).stdout
        #expect(blobs == [.bytes(Array(now.utf8)), .unreadable, .unreadable, .tooLarge(22_094), .unreadable, .bytes(Array(then.utf8))])
        #expect(now.contains("R.raw.bell") && then.contains("R.raw.chime"))
        // The list git read is gone with its private folder.
        let root = (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp") + "/alertpack-\(getuid())"
        let left = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        #expect(!left.contains { $0.hasPrefix("channel-history-\(getpid())-") }, "\(left)")
    }
}
