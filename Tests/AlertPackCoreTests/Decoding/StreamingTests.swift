import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Reports are written while a run goes on, in path order, with a bounded number of file
/// reports held at once: the streamed bytes must equal the whole report rendered at once, for
/// every format, whichever way it is delivered.
struct StreamingTests {
    static let report = TestSupport.samplesReport

    @Test("the JSON written piece by piece is byte for byte the whole document")
    func jsonPiecesMatchDocument() {
        let reporter = JSONReporter()
        #expect(reporter.render(Self.report) == reporter.document(Self.report).serialized())
        var empty = Self.report
        empty.files = []
        #expect(reporter.render(empty) == reporter.document(empty).serialized())
        #expect(reporter.render(empty).contains("\"files\": [],"))
    }

    @Test("a ReportWriter to a file writes exactly the rendered report, spooling formats included", arguments: ReportFormat.allCases)
    func writerMatchesRender(format: ReportFormat) throws {
        #expect(format.reporterType.identifier == format.rawValue)
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let options = ReporterOptions(baseDirectory: TestSupport.repositoryRoot)
        let path = folder + "/report.out"
        let writer = try ReportWriter(reporter: format.reporter(options: options), destination: .file(path))
        let run = ReportRun(Self.report)
        try writer.begin(run)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing appears under the real name before the end")
        for file in Self.report.files { try writer.add(file) }
        try writer.finish(run)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == format.reporter(options: options).render(Self.report))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.out"], "no temporary file is left")
    }

    @Test("parallel work is delivered in input order, never more than the window ahead", arguments: [1, 2, 4])
    func orderedDelivery(jobs: Int) {
        let inFlight = ParallelMap.Counter()
        let peak = PeakTracker()
        var delivered: [Int] = []
        ParallelMap.forEachInOrder(
            Array(0..<400), jobs: jobs, window: 8,
            { item in
                peak.record(inFlight.increment())
                // Uneven work, so results finish out of order.
                usleep(UInt32((item * 7919) % 13) * 50)
                return item
            },
            deliver: { item in
                delivered.append(item)
                inFlight.decrement()
            })
        #expect(delivered == Array(0..<400))
        #expect(peak.value <= 8 + 1, "at most the window (plus the one being delivered) waits: \(peak.value)")
    }

    @Test(
        "every result is delivered once and in order whatever the window and the count: waking the deliverer a batch at a time never stalls",
        arguments: [1, 2, 3, 9, 64])
    func orderedDeliveryAnyWindow(window: Int) {
        for count in [1, 2, 7, 8, 9, 15, 100] {
            for jobs in [2, 3] {
                var delivered: [Int] = []
                ParallelMap.forEachInOrder(
                    Array(0..<count), jobs: jobs, window: window,
                    { item in
                        usleep(UInt32((item * 7919) % 5) * 100)
                        return item
                    },
                    deliver: { delivered.append($0) })
                #expect(delivered == Array(0..<count), "\(count) items, \(jobs) jobs, window \(window)")
            }
        }
    }

    @Test("a delivery that fails stops the work and returns its error, without waiting for a batch")
    func failingDeliveryStops() {
        struct Stop: Error {}
        var delivered: [Int] = []
        #expect(throws: Stop.self) {
            try ParallelMap.forEachInOrder(
                Array(0..<200), jobs: 2, window: 16, { $0 },
                deliver: { item in
                    if item == 5 { throw Stop() }
                    delivered.append(item)
                })
        }
        #expect(delivered == Array(0..<5))
    }

    @Test("the checker streams reports in path order and counts them as check(paths:) does")
    func checkerStreamsInOrder() throws {
        let checker = Checker(configuration: try TestSupport.samplesConfiguration(), jobs: 2)
        let plan = checker.plan(paths: ["Samples"])
        var paths: [String] = []
        let summary = checker.run(plan) { paths.append($0.path) }
        #expect(paths == Self.report.files.map(\.path))
        #expect(paths == paths.sorted())
        #expect(summary == Self.report.summary)
    }

    final class PeakTracker: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var value = 0
        func record(_ count: Int) {
            lock.lock()
            value = max(value, count)
            lock.unlock()
        }
    }
}
