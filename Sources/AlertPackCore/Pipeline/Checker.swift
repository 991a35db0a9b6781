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
    /// Whether a named path that holds nothing to check (an empty or missing folder, a device,
    /// a FIFO) is accepted (`--allow-empty`) instead of being a problem (exit 2).
    public var allowsEmptyPaths = false
    /// Whether the config's ignore patterns apply to named paths too (`--force-exclude`), as
    /// they do to what a walk finds.
    public var excludesNamedPaths = false

    public init(configuration: CheckConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Called as files finish: (files done, files in all, the file just done). From worker threads.
    public typealias Progress = @Sendable (Int, Int, String) -> Void

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
            case .image(let path, let slots, let inCatalog, let role, let setFindings):
                report = checkImage(at: path, slots: slots, inCatalog: inCatalog, role: role)
                if let unshipped = role.flatMap(Self.unshippedNote) {
                    let demoted = report.findings.map { $0.demoted(because: unshipped) }
                    report.findings = []
                    report.add(demoted)
                }
                if !setFindings.isEmpty { report.add(setFindings) }
            case .set(let subject, let findings): report = checkSet(subject, findings: findings)
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
        let named = NameAliases.shared.isEmpty ? report : report.named(by: NameAliases.shared)
        return configuration.suppressions.apply(named)
    }

    /// Inspects and judges one sound file.
    public func checkSound(at path: String) -> FileReport {
        let configuration = configuration.effective(for: path)
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: path)
        let subject = SoundSubject(path: path, inspection: inspection, fixPolicy: configuration.fixPolicy)
        return FileReport(path: path, kind: .sound, facts: .sound(inspection.facts), findings: configuration.rules.evaluate(subject))
    }

    /// Inspects and judges one image file against the slots it fills.
    public func checkImage(at path: String, slots: [ImageSlot] = [], inCatalog: Bool = false, inSecondaryIconSet: Bool = false) -> FileReport {
        checkImage(at: path, slots: slots, inCatalog: inCatalog, role: inSecondaryIconSet ? .alternate : nil)
    }

    /// Inspects and judges one image file of a set whose role a project gave.
    func checkImage(at path: String, slots: [ImageSlot], inCatalog: Bool, role: IconSetRole?) -> FileReport {
        let configuration = configuration.effective(for: path)
        var inspection = configuration.imageInspector.inspect(path: path)
        if !slots.isEmpty {
            inspection.facts.slot = slots.map(\.description).joined(separator: "; ")
            inspection.facts.slotKind = slots.contains { $0.kind == .launch } ? .launch : .icon
        }
        var subject = ImageSubject(
            path: path, inspection: inspection, slots: slots, inCatalog: inCatalog, inSecondaryIconSet: role?.isSecondary ?? false)
        subject.inExtensionIconSet = role == .extensionIcon
        return FileReport(
            path: path, kind: .image, facts: .image(inspection.facts), findings: configuration.rules.evaluate(subject), slots: slots)
    }

    /// Reads an Icon Composer document, inspects each layer's file, and judges the whole; its
    /// findings are reported under the bundle's folder.
    public func checkIconBundle(at folder: String) -> FileReport {
        let configuration = configuration.effective(for: folder)
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
        if collectsMedia { report.media = ReportMediaBuilder.iconPicture(subject.bundle, layerFiles: subject.layerFiles).map(AssetMedia.iconLayers) }
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
        let configuration = configuration.effective(for: path)
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
        let configuration = configuration.effective(for: project.documentPath)
        var findings = configuration.rules.evaluate(subject)
        // Judged as the app ships: what only configurations that do not ship give is info.
        let shipped = project.shipped(preferred: configuration.buildConfiguration)
        if shipped.icons != project.icons {
            let shippedSubject = ProjectSubject(project: shipped, iconDocuments: icons.documents, iconSets: icons.sets)
            let counted = Set(configuration.rules.evaluate(shippedSubject).map { "\($0.rule) \($0.subject ?? $0.message)" })
            let shipping = Set(shipped.icons.map(\.configuration)).sorted().joined(separator: ", ")
            findings = findings.map { finding in
                counted.contains("\(finding.rule) \(finding.subject ?? finding.message)")
                    ? finding : finding.demoted(because: "not in \(shipping), the configuration the app ships in")
            }
        }
        return FileReport(path: folder + "/project.pbxproj", kind: .project, facts: .project(subject.facts), findings: findings)
    }

    /// Judges an asset catalog set as a whole; its findings are reported under its Contents.json.
    public func checkSet(_ subject: CatalogSubject) -> FileReport {
        checkSet(subject, findings: configuration.effective(for: subject.set.contentsPath).rules.evaluate(subject))
    }

    /// A set's report, with the findings it was judged to have.
    func checkSet(_ subject: CatalogSubject, findings: [Finding]) -> FileReport {
        let set = subject.set
        let facts = CatalogFacts(
            entries: set.entries.count, assigned: set.entries.filter { $0.filename != nil }.count, files: set.files.count)
        return FileReport(
            path: set.contentsPath, kind: set.kind == .appIcon ? .iconSet : .launchSet, facts: .catalog(facts), findings: findings)
    }
}
