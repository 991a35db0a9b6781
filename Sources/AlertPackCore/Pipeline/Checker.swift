import Foundation

/// The check pipeline: discover files → identify and inspect each (facts) → rules (findings).
/// Files are inspected in parallel; the report keeps path order, so output is deterministic.
public struct Checker: Sendable {
    public var configuration: CheckConfiguration
    /// How many files are inspected at once.
    public var jobs: Int

    public init(configuration: CheckConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    public func check(paths: [String]) -> CheckReport {
        let discovered = FileDiscovery(ignore: configuration.ignore).discover(paths)
        let files = ParallelMap.map(discovered.sounds, jobs: jobs) { path in
            checkSound(at: path)
        }
        return CheckReport(
            preset: configuration.preset.name, files: files,
            skipped: discovered.skipped, problems: discovered.problems)
    }

    /// Inspects and judges one sound file.
    public func checkSound(at path: String) -> FileReport {
        let preset = configuration.preset
        let inspection = SoundInspector(settings: preset.measurementSettings).inspect(path: path)
        let subject = SoundSubject(path: path, inspection: inspection)
        return FileReport(
            path: path, kind: .sound, facts: inspection.facts,
            findings: RuleRegistry.evaluate(subject, preset: preset))
    }
}

/// Maps over an array on `jobs` threads, keeping the input order in the output.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
        guard jobs > 1, items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
            while let index = next.take(below: items.count) {
                results.set(index, transform(items[index]))
            }
        }
        return results.values()
    }

    /// Hands out indices 0, 1, 2, ... to worker threads.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }

    /// One slot per input; each is written once, by the worker that took its index.
    private final class ResultSlots<R>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [R?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        func values() -> [R] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
