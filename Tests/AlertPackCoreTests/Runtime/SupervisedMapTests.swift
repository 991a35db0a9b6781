import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The skip-and-journal loop every command that works through many files runs its files in: a
/// file the supervisor left out gets its reason, the others are done under a journal entry, and
/// the results come back in input order.
struct SupervisedMapTests {
    /// A supervision with a journal in a new folder; the journal's path.
    static func journaled(excluded: [String: String] = [:]) throws -> (Supervision, folder: String, journal: String) {
        let folder = try TestSupport.temporaryDirectory()
        let journal = folder + "/journal"
        let supervision = Supervision(journal: CrashJournal(path: journal), excluded: excluded)
        return (supervision, folder, journal)
    }

    /// The journal's records, "S" or "F" and the path.
    static func records(_ journal: String) throws -> [String] {
        let bytes = try #require(FileManager.default.contents(atPath: journal))
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("an excluded file is handed to `skipped` with its reason and never worked on; the others are worked on")
    func skipsExcluded() {
        let supervision = Supervision(excluded: ["b.wav": "checking this file crashed alertpack"])
        let results = supervision.map(
            ["a.wav", "b.wav", "c.wav"], path: { $0 }, skipped: { path, reason in "left out \(path): \(reason)" }
        ) { path in "done \(path)" }
        #expect(results == ["done a.wav", "left out b.wav: checking this file crashed alertpack", "done c.wav"])
    }

    @Test("each file worked on is journaled, started then finished, in order; a file left out is not journaled")
    func journalsInOrder() throws {
        let (supervision, folder, journal) = try Self.journaled(excluded: ["b.wav": "crashed"])
        defer { TestSupport.remove(folder) }
        var inFlightDuringWork: [[String]] = []
        _ = supervision.map(["a.wav", "b.wav", "c.wav"], path: { $0 }, skipped: { _, _ in 0 }) { _ in
            // While the work runs, its file is the one in flight: a crash now names it.
            inFlightDuringWork.append(CrashJournal.inFlight(journal: journal))
            return 1
        }
        #expect(inFlightDuringWork == [["a.wav"], ["c.wav"]])
        #expect(try Self.records(journal) == ["Sa.wav", "Fa.wav", "Sc.wav", "Fc.wav"])
        #expect(CrashJournal.inFlight(journal: journal).isEmpty)
    }

    @Test("on several threads the results come back in input order, excluded ones in their place")
    func parallelResultsInOrder() throws {
        let (supervision, folder, journal) = try Self.journaled(excluded: ["7": "crashed", "150": "crashed"])
        defer { TestSupport.remove(folder) }
        let items = (0..<200).map(String.init)
        let results = supervision.map(items, jobs: 4, path: { $0 }, skipped: { item, _ in "x" + item }) { item in
            // Uneven work, so that later items often finish first.
            usleep(UInt32((Int(item)! * 37) % 5) * 100)
            return item
        }
        #expect(results == items.map { $0 == "7" || $0 == "150" ? "x" + $0 : $0 })
        let records = try Self.records(journal)
        #expect(records.count == 2 * 198)
        #expect(Set(records.filter { $0.hasPrefix("S") }.map { String($0.dropFirst()) }) == Set(items).subtracting(["7", "150"]))
        #expect(CrashJournal.inFlight(journal: journal).isEmpty)

        var delivered: [String] = []
        supervision.forEachInOrder(items, jobs: 3, window: 8, path: { $0 }, skipped: { item, _ in "x" + item }, { $0 }) {
            delivered.append($0)
        }
        #expect(delivered == results)
    }

    @Test("the supervisor's job count wins over the caller's: one at a time while it looks for a culprit")
    func supervisorSetsJobs() {
        var supervision = Supervision()
        supervision.jobs = 1
        let inFlight = ParallelMap.Counter()
        let highest = Highest()
        _ = supervision.map(Array(0..<32), jobs: 8, path: { String($0) }, skipped: { _, _ in 0 }) { item in
            highest.note(inFlight.increment())
            usleep(200)
            inFlight.decrement()
            return item
        }
        #expect(highest.value == 1)
    }

    @Test("work on a copy is journaled and left out under the user's names for its files")
    func copyNamedAsOriginal() throws {
        let (supervision, folder, journal) = try Self.journaled(excluded: ["Pack/b.wav": "crashed"])
        defer { TestSupport.remove(folder) }
        let copy = supervision.naming(copy: "/tmp/unpacked-1", as: "Pack")
        let results = copy.map(["/tmp/unpacked-1/a.wav", "/tmp/unpacked-1/b.wav"], path: { $0 }, skipped: { _, reason in reason }) { _ in "ok" }
        #expect(results == ["ok", "crashed"])
        #expect(try Self.records(journal) == ["SPack/a.wav", "FPack/a.wav"])
    }

    @Test("unsupervised, nothing is left out and every item is worked on")
    func unsupervised() {
        let results = Supervision.none.map([1, 2, 3], jobs: 2, path: { String($0) }, skipped: { _, _ in 0 }) { $0 * 10 }
        #expect(results == [10, 20, 30])
    }
}

/// The most of something seen at once, from any thread.
private final class Highest: @unchecked Sendable {
    private let lock = NSLock()
    private var most = 0

    func note(_ count: Int) { lock.withLock { most = max(most, count) } }
    var value: Int { lock.withLock { most } }
}
