import CFileSystem
import Foundation

/// The check pipeline: discover files → identify and inspect each (facts) → rules (findings).
/// Files are inspected in parallel; the report keeps path order, so output is deterministic.
public struct Checker: Sendable {
    public var configuration: CheckConfiguration
    /// How many files are inspected at once.
    public var jobs: Int
    /// The journal a supervisor reads to name a crash's file, and the files it left out (each
    /// reported with an `internal-error` finding instead of its check).
    package var supervision = Supervision.none
    /// Whether each report carries its media for the visual report (decoding each sound once
    /// more for its waveform and preview): done by the same workers, right after the check.
    public var collectsMedia = false
    /// Folders never taken as sources (`package`'s outputs, by identity).
    package var excludedFolders: Set<FileIdentity> = []
    /// Whether folders holding an alertpack manifest.json are left out as sources (`package`).
    package var skipsPackages = false

    public init(configuration: CheckConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// One unit of parallel work.
    enum Job: Sendable {
        case sound(String)
        case image(String, slots: [ImageSlot], inCatalog: Bool, inSecondaryIconSet: Bool)
        case set(CatalogSubject)
        case iconBundle(String)
        case project(XcodeProject)
        case attachment(String)

        /// Starts a sound's or an image's first megabytes on their way into the page cache.
        func prefetch() {
            switch self {
            case .sound(let path), .image(let path, _, _, _), .attachment(let path):
                apk_prefetch(NameAliases.shared.openPath(path), 8 << 20)
            case .set, .iconBundle, .project: break
            }
        }

        /// The kind of report it gives.
        var kind: AssetKind {
            switch self {
            case .sound: return .sound
            case .image: return .image
            case .set(let subject): return subject.set.kind == .appIcon ? .iconSet : .launchSet
            case .iconBundle: return .iconBundle
            case .project: return .project
            case .attachment: return .attachment
            }
        }

        /// The path its report is filed under (a set's under its Contents.json).
        var reportPath: String {
            switch self {
            case .sound(let path), .image(let path, _, _, _), .iconBundle(let path), .attachment(let path): return path
            case .set(let subject): return subject.set.contentsPath
            case .project(let project): return project.folder + "/project.pbxproj"
            }
        }
    }

    /// What a run will check, in report order, and what discovery found besides.
    public struct Plan: Sendable {
        var jobs: [Job]
        /// Files named on the command line that are not assets we check (not an error).
        public var skipped: [String]
        /// Paths that could not be read at all (exit code 2).
        public var problems: [String]
        /// Folders left out as packages or outputs (`skipsPackages`, `excludedFolders`).
        public var outputs: [String] = []
        /// How many reports the run will give.
        public var count: Int { jobs.count }
    }

    /// Called as files finish: (files done, files in all, the file just done). From worker threads.
    public typealias Progress = @Sendable (Int, Int, String) -> Void

    /// Discovers the files under `paths` and orders the work by report path.
    public func plan(paths: [String]) -> Plan {
        var discovery = FileDiscovery(ignore: configuration.ignore, attachments: configuration.attachments)
        discovery.excludedFolders = excludedFolders
        discovery.skipsPackages = skipsPackages
        let discovered = discovery.discover(paths)
        var work: [Job] = discovered.sounds.map { .sound($0) }
        for path in discovered.images {
            let slot = configuration.slots.looseSlot(fileName: FileName.last(of: path))
            work.append(.image(path, slots: slot.map { [$0] } ?? [], inCatalog: false, inSecondaryIconSet: false))
        }
        // Projects are read first: they say which icon sets hold the App Store icon.
        let projects = discovered.projects.map { folder in
            var project = XcodeProject.read(folder: NameAliases.shared.openPath(folder))
            project.folder = folder
            return project
        }
        for folder in discovered.sets {
            guard let set = AssetCatalogSet.read(folder: folder) else { continue }
            let subject = CatalogSubject(
                set: set,
                entries: set.entries.map {
                    ($0, SlotResolver.resolve($0, kind: set.kind, tables: configuration.slots))
                })
            work.append(.set(subject))
            let roles = projects.compactMap { $0.isSecondary(set: folder) }
            let alternate = !roles.isEmpty && roles.allSatisfy { $0 }
            // Each existing file once, with every slot that names it.
            var slotsByFile: [String: [ImageSlot]] = [:]
            for (entry, slot) in subject.entries {
                guard let filename = entry.filename, subject.fileExists(filename) else { continue }
                var slots = slotsByFile[filename] ?? []
                if let resolved = slot.sizedSlot { slots.append(resolved) }
                slotsByFile[filename] = slots
            }
            for filename in slotsByFile.keys.sorted() {
                work.append(.image(folder + "/" + filename, slots: slotsByFile[filename]!, inCatalog: true, inSecondaryIconSet: alternate))
            }
        }
        work += discovered.iconBundles.map { .iconBundle($0) }
        work += projects.map { .project($0) }
        work += discovered.attachments.map { .attachment($0) }
        // Report order is path order; ties (none expected) keep discovery order.
        // In the order of the names the user knows (an alias of a name that is not UTF-8 sorts
        // by the name it stands for).
        let aliases = NameAliases.shared.isEmpty ? nil : NameAliases.shared
        let shown = { (job: Job) in aliases?.display(job.reportPath) ?? job.reportPath }
        let ordered = work.enumerated().sorted { (shown($0.element), $0.offset) < (shown($1.element), $1.offset) }.map(\.element)
        return Plan(jobs: ordered, skipped: discovered.skipped, problems: discovered.problems, outputs: discovered.outputs)
    }

    /// Checks everything in `plan` in parallel and hands each report to `deliver` in path order,
    /// on the calling thread, as soon as it and every earlier one are done. Only a bounded
    /// window of finished reports waits at any time, whatever the number of files.
    /// Returns the verdict counts.
    @discardableResult
    public func run(_ plan: Plan, progress: Progress? = nil, deliver: (FileReport) throws -> Void) rethrows -> CheckReport.Summary {
        let done = ParallelMap.Counter()
        var summary = CheckReport.Summary()
        let jobs = supervision.jobs ?? self.jobs
        let planned = plan.jobs
        try ParallelMap.forEachInOrder(
            Array(planned.indices), jobs: jobs, window: max(64, jobs * 16),
            { index in
                // The file a few places ahead starts coming into the cache while this one is
                // checked: a folder that is not cached is read while the CPUs work, not after.
                if index + 2 * jobs < planned.count { planned[index + 2 * jobs].prefetch() }
                let report = check(planned[index])
                if let progress { progress(done.increment(), plan.count, report.path) }
                return report
            },
            deliver: { report in
                summary.add(report)
                try deliver(report)
            })
        return summary
    }

    /// Checks `paths` and keeps every report: for callers that need the whole report at once
    /// (packaging, the HTML report). Streamed output should use `plan` and `run`.
    public func check(paths: [String], progress: Progress? = nil) -> CheckReport {
        let plan = plan(paths: paths)
        var files: [FileReport] = []
        files.reserveCapacity(plan.count)
        run(plan, progress: progress) { files.append($0) }
        var report = CheckReport(preset: configuration.preset.name, files: files, skipped: plan.skipped, problems: plan.problems)
        report.outputs = plan.outputs
        return report
    }

    func check(_ job: Job) -> FileReport {
        let path = job.reportPath
        if let reason = supervision.exclusion(for: path) {
            return FileReport(path: NameAliases.shared.display(path), kind: job.kind, facts: .none, findings: [CrashJournal.internalError(reason)])
        }
        let report = supervision.noting(path) {
            var report: FileReport
            switch job {
            case .sound(let path): report = checkSound(at: path)
            case .image(let path, let slots, let inCatalog, let alternate):
                report = checkImage(at: path, slots: slots, inCatalog: inCatalog, inSecondaryIconSet: alternate)
            case .set(let subject): report = checkSet(subject)
            case .iconBundle(let folder): report = checkIconBundle(at: folder)
            case .project(let project): report = checkProject(project)
            case .attachment(let path): report = checkAttachment(at: path)
            }
            // Under the same journal entry: a decoder that dies drawing a waveform names its file.
            if collectsMedia && report.media == nil {
                report.media = ReportMediaBuilder.media(for: report, settings: configuration.measurementSettings)
            }
            return report
        }
        return NameAliases.shared.isEmpty ? report : report.named(by: NameAliases.shared)
    }

    /// Inspects and judges one sound file.
    public func checkSound(at path: String) -> FileReport {
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: path)
        let subject = SoundSubject(path: path, inspection: inspection, fixPolicy: configuration.fixPolicy)
        return FileReport(path: path, kind: .sound, facts: .sound(inspection.facts), findings: configuration.rules.evaluate(subject))
    }

    /// Inspects and judges one image file against the slots it fills.
    public func checkImage(at path: String, slots: [ImageSlot] = [], inCatalog: Bool = false, inSecondaryIconSet: Bool = false) -> FileReport {
        var inspection = configuration.imageInspector.inspect(path: path)
        if !slots.isEmpty {
            inspection.facts.slot = slots.map(\.description).joined(separator: "; ")
            inspection.facts.slotKind = slots.contains { $0.kind == .launch } ? .launch : .icon
        }
        let subject = ImageSubject(path: path, inspection: inspection, slots: slots, inCatalog: inCatalog, inSecondaryIconSet: inSecondaryIconSet)
        return FileReport(
            path: path, kind: .image, facts: .image(inspection.facts), findings: configuration.rules.evaluate(subject), slots: slots)
    }

    /// Reads an Icon Composer document, inspects each layer's file, and judges the whole; its
    /// findings are reported under the bundle's folder.
    public func checkIconBundle(at folder: String) -> FileReport {
        let bundle = IconBundle.read(folder: folder)
        var files: [String: IconBundleSubject.LayerFile] = [:]
        var formats: [String: Int] = [:]
        for layer in bundle.layers {
            guard let name = layer.imageName else { continue }
            if files[name] == nil { files[name] = layerFile(name, in: bundle) }
            let format: String
            switch files[name]! {
            case .missing, .differentCase: format = "missing"
            case .png: format = "png"
            case .svg: format = "svg"
            case .other(let kind): format = kind
            }
            formats[format, default: 0] += 1
        }
        let facts = IconBundleFacts(
            groups: bundle.groups.count, layers: bundle.layers.count, imageFormats: formats, appearances: bundle.appearances,
            idioms: bundle.idioms,
            platforms: (bundle.platforms ?? [:]).keys.sorted().map { "\($0): \(bundle.platforms![$0]!.joined(separator: ", "))" },
            newerFeatures: bundle.newerValues.map(\.shown), unknownKeys: bundle.unknownKeys)
        let subject = IconBundleSubject(bundle: bundle, layerFiles: files, xcode: configuration.xcode)
        var report = FileReport(path: folder, kind: .iconBundle, facts: .iconBundle(facts), findings: configuration.rules.evaluate(subject))
        if collectsMedia { report.media = ReportMediaBuilder.iconPicture(subject).map(AssetMedia.iconLayers) }
        return report
    }

    /// What a layer's image-name leads to: looked up among the names in Assets/ (never as a
    /// path, so `../` leads nowhere), then inspected by content.
    private func layerFile(_ name: String, in bundle: IconBundle) -> IconBundleSubject.LayerFile {
        guard bundle.assetFiles.contains(name) else {
            if let other = bundle.assetFiles.first(where: { $0.lowercased() == name.lowercased() }) { return .differentCase(other) }
            return .missing
        }
        let path = NameAliases.shared.openPath(bundle.folder + "/Assets/" + name)
        guard let file = try? RandomAccessFile(path: path) else { return .other("not a regular file") }
        let prefix = ContentSniffer.prefix(of: file)
        if case .image(format: "png") = ContentSniffer.sniff(prefix) { return .png(configuration.imageInspector.inspect(path: path)) }
        let text = prefix.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if text.first == UInt8(ascii: "<") || FileName.extension(of: name) == "svg" { return .svg(SVGInspector.inspect(path: path)) }
        if case .image(let format) = ContentSniffer.sniff(prefix) { return .other(format) }
        return .other(prefix.isEmpty ? "an empty file" : "not an image")
    }

    /// Identifies and judges one notification attachment.
    public func checkAttachment(at path: String) -> FileReport {
        let inspection = AttachmentInspector(imageInspector: configuration.imageInspector).inspect(path: path)
        let subject = AttachmentSubject(path: path, inspection: inspection)
        return FileReport(path: path, kind: .attachment, facts: .attachment(inspection.facts), findings: configuration.rules.evaluate(subject))
    }

    /// Reads an Xcode project's icon settings and judges them against the app icons in the
    /// folder that holds it; reported under its project.pbxproj.
    public func checkProject(at folder: String) -> FileReport {
        var project = XcodeProject.read(folder: NameAliases.shared.openPath(folder))
        project.folder = folder
        return checkProject(project)
    }

    /// Judges a project already read.
    func checkProject(_ project: XcodeProject) -> FileReport {
        let folder = project.folder
        let parent = FileName.parent(of: folder)
        let icons = FileDiscovery(ignore: configuration.ignore).appIcons(below: parent.isEmpty ? "." : parent)
        let subject = ProjectSubject(project: project, iconDocuments: icons.documents, iconSets: icons.sets)
        return FileReport(
            path: folder + "/project.pbxproj", kind: .project, facts: .project(subject.facts), findings: configuration.rules.evaluate(subject))
    }

    /// Judges an asset catalog set as a whole; its findings are reported under its Contents.json.
    public func checkSet(_ subject: CatalogSubject) -> FileReport {
        let set = subject.set
        let facts = CatalogFacts(
            entries: set.entries.count, assigned: set.entries.filter { $0.filename != nil }.count, files: set.files.count)
        return FileReport(
            path: set.contentsPath, kind: set.kind == .appIcon ? .iconSet : .launchSet, facts: .catalog(facts),
            findings: configuration.rules.evaluate(subject))
    }
}

/// Work spread over threads, with results in input order.
enum ParallelMap {
    /// Transforms items on `jobs` threads and delivers the results in input order on the calling
    /// thread. Workers stay at most `window` items ahead of delivery, so a slow item holds back
    /// memory, not correctness: at most `window` results wait at once.
    static func forEachInOrder<T: Sendable, R: Sendable>(
        _ items: [T], jobs: Int, window: Int, _ transform: @escaping @Sendable (T) -> R, deliver: (R) throws -> Void
    ) rethrows {
        guard jobs > 1, items.count > 1 else {
            for item in items { try deliver(transform(item)) }
            return
        }
        let queue = OrderedResults<R>(count: items.count, window: window)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, items.count) {
            DispatchQueue.global().async(group: group) {
                while let index = queue.nextIndex() {
                    queue.put(index, transform(items[index]))
                }
            }
        }
        defer {
            queue.cancel()
            group.wait()
        }
        for index in 0..<items.count {
            try deliver(queue.take(index))
        }
    }

    /// Results by index, handed out in order; indices are given to workers only within the
    /// window ahead of the next result to be taken. A result wakes the delivering thread only if
    /// it is the one that thread waits for, and a taken result wakes workers only if one waits
    /// for the window: a wake-up per file cost more than some files' checks.
    private final class OrderedResults<R>: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting: [Int: R] = [:]
        private var next = 0
        private var taken = 0
        private var cancelled = false
        private let count: Int
        private let window: Int
        /// The index `take` waits for (-1 when it does not wait), and how many workers wait for the window.
        private var awaited = -1
        private var workersWaiting = 0

        init(count: Int, window: Int) {
            self.count = count
            self.window = max(1, window)
        }

        /// The next index to work on, once it is inside the window; nil when all are handed out.
        func nextIndex() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !cancelled && next < count && next >= taken + window {
                workersWaiting += 1
                condition.wait()
                workersWaiting -= 1
            }
            guard !cancelled, next < count else { return nil }
            next += 1
            return next - 1
        }

        func put(_ index: Int, _ value: R) {
            condition.lock()
            waiting[index] = value
            if index == awaited { condition.broadcast() }
            condition.unlock()
        }

        func take(_ index: Int) -> R {
            condition.lock()
            defer { condition.unlock() }
            while waiting[index] == nil {
                awaited = index
                condition.wait()
            }
            awaited = -1
            taken = index + 1
            if workersWaiting > 0 { condition.broadcast() }
            return waiting.removeValue(forKey: index)!
        }

        /// Stops handing out work (delivery ended early).
        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Maps over an array on `jobs` threads, keeping the input order in the output.
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        var results: [R] = []
        results.reserveCapacity(items.count)
        forEachInOrder(items, jobs: jobs, window: items.count, transform) { results.append($0) }
        return results
    }

    /// Counts from worker threads.
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

        /// Takes one away; returns the new count.
        @discardableResult
        func decrement() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value -= 1
            return value
        }
    }
}
