import Foundation

/// `lint-payload` and `lint-actions`: read each file (a bad one is reported, the batch goes on),
/// apply the payload, text and localisation rules or the action rules, and report like `check`.
public struct PayloadLinter: Sendable {
    public var configuration: CheckConfiguration
    public var context: PayloadContext
    /// The journal a supervisor reads to name a crash's file, and the files it left out.
    package var supervision = Supervision.none
    /// Payloads judged at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// The files each command reads below a folder.
    public static let payloadExtensions: Set<String> = ["json", "jsonl", "apns"]
    public static let actionExtensions: Set<String> = ["json", "yml", "yaml"]

    public init(configuration: CheckConfiguration, context: PayloadContext = PayloadContext()) {
        self.configuration = configuration
        self.context = context
    }

    /// Reads a package's manifest for the sounds and images a payload may name.
    public static func packageContents(_ folder: String) throws(AlertPackError) -> (sounds: [String: Bool], images: Set<String>) {
        guard let data = RandomAccessFile.data(path: folder + "/" + PackageManifest.fileName, maxBytes: PackageZip.maxManifestBytes) else {
            throw AlertPackError.refused("\(folder) has no readable manifest.json: make it with alertpack package")
        }
        let manifest: PackageManifest
        do throws(AlertPackError) {
            manifest = try PackageManifest.read(data)
        } catch {
            throw AlertPackError.malformed("\(folder)/\(error.message)")
        }
        var sounds: [String: Bool] = [:]
        var images = Set<String>()
        for entry in manifest.assets {
            if entry.role == .sound { sounds[FileName.last(of: entry.path)] = true }
            if entry.role.isImage { images.insert(FileName.last(of: entry.path)) }
        }
        for rejected in manifest.rejected where rejected.kind == .sound && sounds[FileName.last(of: rejected.source)] == nil {
            sounds[FileName.last(of: rejected.source)] = false
        }
        return (sounds, images)
    }

    public func lintPayloads(paths: [String]) -> CheckReport {
        let reading = configuration.rules.parameters(of: PayloadJSONRule())
        let limits = PayloadReader.Limits(maxFileBytes: reading.maxFileBytes, maxNesting: reading.maxNesting)
        var problems: [String] = []
        var receivers = ReceiverFinder(ignore: configuration.ignore, preferred: configuration.buildConfiguration)
        var checks = ReceiverChecks(checker: Checker(configuration: configuration, jobs: 1))
        // Read and hold each payload against its app in order (the app's files are checked once,
        // and remembered); then judge them in parallel (laying text out is most of the work).
        var subjects: [LintItem] = []
        for path in expand(paths, extensions: Self.payloadExtensions, problems: &problems) {
            if let reason = supervision.exclusion(for: path) {
                subjects.append(.reported(FileReport(path: path, kind: .payload, facts: .none, findings: [CrashJournal.internalError(reason)])))
                continue
            }
            var context = context
            if context.receiver == nil && context.findsProject { context.receiver = receivers.receiver(for: path) }
            subjects += supervision.noting(path) {
                PayloadReader.read(path: path, limits: limits).map { document in
                    var subject = PayloadSubject(document: document, context: context)
                    if let receiver = subject.context.receiver { subject.context.receiver = checks.judging(subject, for: receiver) }
                    return LintItem.subject(subject)
                }
            }
        }
        var files: [FileReport] = []
        let (rules, supervision) = (configuration.rules, supervision)
        ParallelMap.forEachInOrder(
            subjects, jobs: supervision.jobs ?? jobs, window: 64,
            { item in
                switch item {
                case .reported(let report): return report
                case .subject(let subject):
                    return supervision.noting(subject.document.path) {
                        FileReport(path: subject.document.path, kind: .payload, facts: .none, findings: rules.evaluate(subject))
                    }
                }
            }
        ) { files.append($0) }
        var report = CheckReport(preset: configuration.preset.name, files: Self.named(files), problems: problems, command: "lint-payload")
        report.textMeasure = textMeasure
        return report
    }

    public func lintActions(paths: [String]) -> CheckReport {
        var problems: [String] = []
        var files: [FileReport] = []
        for path in expand(paths, extensions: Self.actionExtensions, problems: &problems) {
            if let reason = supervision.exclusion(for: path) {
                files.append(FileReport(path: path, kind: .actions, facts: .none, findings: [CrashJournal.internalError(reason)]))
                continue
            }
            let read = supervision.noting(path) { () -> Result<[FileReport], AlertPackError> in
                do throws(AlertPackError) {
                    return .success(
                        try ActionsReader.read(path: path).map { category in
                            FileReport(
                                path: category.path, kind: .actions, facts: .none,
                                findings: configuration.rules.evaluate(
                                    ActionSubject(category: category, layout: context.layout, columnsReason: context.columnsReason)))
                        })
                } catch {
                    return .failure(error)
                }
            }
            switch read {
            case .success(let reports): files += reports
            // An actions file that cannot be read is an input error (exit 2); the others still run.
            case .failure(let error): problems.append("\(path): \(error.message)")
            }
        }
        var report = CheckReport(preset: configuration.preset.name, files: Self.named(files), problems: problems, command: "lint-actions")
        report.textMeasure = textMeasure
        return report
    }

    /// The font that measured the text, or columns and why.
    private var textMeasure: String {
        context.layout?.fontDescription ?? "columns (\(context.columnsReason ?? "no font"))"
    }

    /// Files as named, folders searched (sorted) for the given extensions.
    /// Files whose names are not UTF-8 were read through aliases: named as the user knows them.
    private static func named(_ files: [FileReport]) -> [FileReport] {
        NameAliases.shared.isEmpty ? files : files.map { $0.named(by: NameAliases.shared) }
    }

    /// The files to read: the same walk as `check` (ignore patterns, hidden names, names that
    /// are not UTF-8 reported), keeping the given extensions.
    private func expand(_ paths: [String], extensions: Set<String>, problems: inout [String]) -> [String] {
        let found = FileDiscovery(ignore: configuration.ignore).files(in: paths, extensions: extensions)
        problems += found.problems
        return found.files
    }
}

/// A payload to judge, or the report of one left out.
private enum LintItem: Sendable {
    case subject(PayloadSubject)
    case reported(FileReport)
}
