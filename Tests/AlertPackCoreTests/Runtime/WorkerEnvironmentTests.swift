import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What a supervisor hands its worker through the environment comes back as the same
/// supervision in the worker; and the runtime's parallel helpers keep order and thread counts.
struct WorkerEnvironmentTests {
    @Test("the supervisor's variables, read back in the worker: journal, exclusions and one file at a time")
    func roundTrip() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let excluded: [(path: String, reason: String)] = [
            ("Sounds/a.wav", "checking this file crashed alertpack (signal 11)"), ("odd\nname.caf", "converting it crashed"),
        ]
        let list = folder + "/excluded"
        #expect(FileManager.default.createFile(atPath: list, contents: Data(WorkerEnvironment.exclusionList(excluded))))
        let variables = WorkerEnvironment.variables(
            journal: folder + "/journal", excludedList: list, oneAtATime: true, terminal: true, inherited: [:])
        #expect(variables[WorkerEnvironment.supervisor] == String(getpid()))
        #expect(variables[WorkerEnvironment.standardOutputIsTerminal] == "1")
        #expect(variables["SWIFT_BACKTRACE"] == "enable=no")
        let supervision = WorkerEnvironment.supervision(in: variables)
        #expect(supervision.journal != nil)
        #expect(supervision.jobs == 1)
        #expect(supervision.excluded == ["Sounds/a.wav": excluded[0].reason, "odd\nname.caf": excluded[1].reason])
        #expect(FileManager.default.fileExists(atPath: folder + "/journal"))
    }

    @Test("a first run sets no job count and keeps the user's backtrace setting; no journal, no supervision")
    func defaults() {
        let variables = WorkerEnvironment.variables(
            journal: "/j", excludedList: "/e", oneAtATime: false, terminal: false, inherited: ["SWIFT_BACKTRACE": "enable=yes"])
        #expect(variables[WorkerEnvironment.jobs] == nil)
        #expect(variables[WorkerEnvironment.standardOutputIsTerminal] == nil)
        #expect(variables["SWIFT_BACKTRACE"] == nil)
        let none = WorkerEnvironment.supervision(in: ["PATH": "/usr/bin"])
        #expect(none.journal == nil && none.excluded.isEmpty && none.jobs == nil)
    }

    @Test("concurrentMap keeps input order; forEachTask runs every task once on the threads asked for")
    func parallelHelpers() {
        let items = Array(0..<100)
        #expect(ParallelMap.concurrentMap(items) { $0 * $0 } == items.map { $0 * $0 })
        for threads in 1...5 {
            let collected = Collected()
            ParallelMap.forEachTask(23, threads: threads) { task in collected.add(task) }
            #expect(collected.all.sorted() == Array(0..<23), "\(threads) threads")
        }
    }
}

/// Numbers added from any thread.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [Int] = []

    func add(_ number: Int) { lock.withLock { numbers.append(number) } }
    var all: [Int] { lock.withLock { numbers } }
}
