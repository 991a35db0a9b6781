import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The runtime below the stages keeps its ground: threads, processes, signals and the
/// supervisor's environment are Runtime/'s (and, for the primitives a file or a child needs,
/// Support/'s), never a later stage's own.
@Suite("runtime structure")
struct RuntimeStructureTests {
    /// The core's files outside `stages`, whose code (comments and strings taken out) matches
    /// `pattern`, as "Stage/file: the match".
    static func matches(_ pattern: String, outside stages: Set<String>) throws -> [String] {
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        let expression = try NSRegularExpression(pattern: pattern)
        return graph.files.filter { !stages.contains($0.stage) }.compactMap { file in
            let code = SourceGraph.code(of: file.text)
            guard let match = expression.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) else { return nil }
            return "\(file.stage)/\(file.path): \((code as NSString).substring(with: match.range))"
        }
    }

    @Test("no concurrentPerform outside Runtime/: parallel work goes through ParallelMap")
    func concurrentPerformInRuntimeOnly() throws {
        #expect(try Self.matches("concurrentPerform", outside: ["Runtime"]).isEmpty)
        // The check sees it where it is.
        #expect(try Self.matches("concurrentPerform", outside: []).count == 1)
    }

    /// What starts, forks or signals a process, or reaches the C code that does.
    static let processCalls =
        #"import CProcess|(?<![\w.])(fork|vfork|kill|execve?|execvp|waitpid|posix_spawnp?)\(|sigaction|(?<![\w])Process\(|apk_(spawn|fork|wait|pipe|die_with|supervise|block_interrupts|unblock_interrupts)"#

    @Test("no fork, spawn, wait or signal handling outside Runtime/ and Support/ (ChildProcess, Interruption, stale-file checks)")
    func processesInRuntimeAndSupportOnly() throws {
        #expect(try Self.matches(Self.processCalls, outside: ["Runtime", "Support"]).isEmpty)
        // The pattern finds what it should: the fork and the spawn.
        let found = try Self.matches(Self.processCalls, outside: [])
        #expect(found.contains { $0.hasPrefix("Runtime/WorkerFork.swift") } && found.contains { $0.hasPrefix("Support/ChildProcess.swift") })
    }

    @Test("the supervisor's own types are named only in Runtime/: later stages use Supervision and its map")
    func supervisorTypesInRuntime() throws {
        let names = ["CrashJournal", "WorkerFork", "SupervisorSignals", "SupervisedRun", "WorkerEnvironment", "SupervisedProcess"]
        #expect(try Self.matches(#"\b("# + names.joined(separator: "|") + #")\b"#, outside: ["Runtime"]).isEmpty)
    }

    @Test("each variable a supervisor hands its worker is spelled once, in WorkerEnvironment")
    func environmentContractWrittenOnce() throws {
        let variables = [
            WorkerEnvironment.journal, WorkerEnvironment.excluded, WorkerEnvironment.jobs, WorkerEnvironment.standardOutputIsTerminal,
            WorkerEnvironment.supervisor, WorkerEnvironment.nameAliases,
        ]
        #expect(Set(variables).count == 6 && variables.allSatisfy { $0.hasPrefix("ALERTPACK_") })
        let sources = TestSupport.repositoryPath("Sources")
        var spelled: [String: [String]] = [:]
        let walker = FileManager.default.enumerator(atPath: sources)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: sources + "/" + relative, encoding: .utf8)
            for variable in variables where text.contains("\"" + variable + "\"") { spelled[variable, default: []].append(relative) }
        }
        for variable in variables {
            #expect(spelled[variable] == ["AlertPackCore/Runtime/WorkerEnvironment.swift"], "\(variable): \(spelled[variable] ?? [])")
        }
    }

    @Test("ALERTPACK_TEST_TRAP is compiled into debug builds only (ALERTPACK_TEST_HOOKS)")
    func testTrapInDebugOnly() throws {
        let manifest = try String(contentsOfFile: TestSupport.repositoryPath("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".define("ALERTPACK_TEST_HOOKS", .when(configuration: .debug))"#))
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        var guarded = 0
        for file in graph.files where file.text.contains("ALERTPACK_TEST_TRAP") {
            var inHooks = false
            for line in file.text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if line == "#if ALERTPACK_TEST_HOOKS" {
                    inHooks = true
                } else if line.hasPrefix("#else") || line.hasPrefix("#endif") {
                    inHooks = false
                }
                guard line.contains("ALERTPACK_TEST_TRAP"), !line.hasPrefix("//") else { continue }
                #expect(inHooks, "\(file.stage)/\(file.path): \(line)")
                guarded += 1
            }
        }
        #expect(guarded == 2)
        // (That the hooks are in the build the tests run, HostileInputTests shows: it forces the traps.)
    }

    @Test("the C code that starts and signals processes is CProcess's; CFileSystem keeps file-system calls")
    func processCodeInItsOwnTarget() throws {
        let folder = TestSupport.repositoryPath("Sources/CFileSystem")
        let expression = try NSRegularExpression(pattern: #"\b(fork|execve|waitpid|sigaction|prctl|kill|pthread_sigmask)\("#)
        let walker = FileManager.default.enumerator(atPath: folder)
        var files = 0
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".c") || relative.hasSuffix(".h") else { continue }
            files += 1
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            let found = expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                (text as NSString).substring(with: $0.range)
            }
            #expect(found.isEmpty, "CFileSystem/\(relative): \(found)")
        }
        #expect(files >= 2)
        #expect(FileManager.default.fileExists(atPath: TestSupport.repositoryPath("Sources/CProcess/include/apk_process.h")))
    }
}
