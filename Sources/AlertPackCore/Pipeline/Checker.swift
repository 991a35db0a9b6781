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

    /// One unit of parallel work.
    private enum Job: Sendable {
        case sound(String)
        case image(String, slots: [ImageSlot], inCatalog: Bool)
        case set(CatalogSubject)
    }

    /// Called as files finish: (files done, files in all, the file just done). From worker threads.
    public typealias Progress = @Sendable (Int, Int, String) -> Void

    public func check(paths: [String], progress: Progress? = nil) -> CheckReport {
        let discovered = FileDiscovery(ignore: configuration.ignore).discover(paths)
        var work: [Job] = discovered.sounds.map { .sound($0) }
        for path in discovered.images {
            let slot = configuration.slots.looseSlot(fileName: FileName.last(of: path))
            work.append(.image(path, slots: slot.map { [$0] } ?? [], inCatalog: false))
        }
        for folder in discovered.sets {
            guard let set = AssetCatalogSet.read(folder: folder) else { continue }
            let subject = CatalogSubject(set: set, entries: set.entries.map {
                ($0, SlotResolver.resolve($0, kind: set.kind, tables: configuration.slots))
            })
            work.append(.set(subject))
            // Each existing file once, with every slot that names it.
            var slotsByFile: [String: [ImageSlot]] = [:]
            for (entry, slot) in subject.entries {
                guard let filename = entry.filename, subject.fileExists(filename) else { continue }
                var slots = slotsByFile[filename] ?? []
                if case .slot(let resolved) = slot { slots.append(resolved) }
                slotsByFile[filename] = slots
            }
            for filename in slotsByFile.keys.sorted() {
                work.append(.image(folder + "/" + filename, slots: slotsByFile[filename]!, inCatalog: true))
            }
        }
        let done = ParallelMap.Counter()
        let total = work.count
        let files = ParallelMap.map(work, jobs: jobs) { job in
            let report: FileReport
            switch job {
            case .sound(let path): report = checkSound(at: path)
            case .image(let path, let slots, let inCatalog): report = checkImage(at: path, slots: slots, inCatalog: inCatalog)
            case .set(let subject): report = checkSet(subject)
            }
            if let progress { progress(done.increment(), total, report.path) }
            return report
        }.sorted { $0.path < $1.path }
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
            path: path, kind: .sound, facts: .sound(inspection.facts),
            findings: RuleRegistry.evaluate(subject, preset: preset))
    }

    /// Inspects and judges one image file against the slots it fills.
    public func checkImage(at path: String, slots: [ImageSlot] = [], inCatalog: Bool = false) -> FileReport {
        let preset = configuration.preset
        var inspection = preset.imageInspector.inspect(path: path)
        if !slots.isEmpty {
            inspection.facts.slot = slots.map(\.description).joined(separator: "; ")
            inspection.facts.slotKind = slots.contains { $0.kind == .launch } ? .launch : .icon
        }
        let subject = ImageSubject(path: path, inspection: inspection, slots: slots, inCatalog: inCatalog)
        return FileReport(
            path: path, kind: .image, facts: .image(inspection.facts),
            findings: RuleRegistry.evaluate(subject, preset: preset))
    }

    /// Judges an asset catalog set as a whole; its findings are reported under its Contents.json.
    public func checkSet(_ subject: CatalogSubject) -> FileReport {
        let set = subject.set
        let facts = CatalogFacts(
            entries: set.entries.count, assigned: set.entries.filter { $0.filename != nil }.count, files: set.files.count)
        return FileReport(
            path: set.contentsPath, kind: set.kind == .appIcon ? .iconSet : .launchSet, facts: .catalog(facts),
            findings: RuleRegistry.evaluate(subject, preset: configuration.preset))
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
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        /// Adds one; returns the new count.
        func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }

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
