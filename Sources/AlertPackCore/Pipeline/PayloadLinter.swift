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
    /// What the payload files are sent through (`--transport`): APNs payloads by default.
    public var transport = PushTransport.apns
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
            throw AlertPackError.packaging(.noReadableManifest(folder))
        }
        let manifest: PackageManifest
        do throws(AlertPackError) {
            manifest = try PackageManifest.read(data)
        } catch {
            throw AlertPackError.packaging(.inPackageFolder(folder, error))
        }
        var sounds: [String: Bool] = [:]
        var images = Set<String>()
        // An APNs payload's sound and launch image are the iOS app's: a file packaged for
        // Android alone is not in its bundle.
        for entry in manifest.assets where entry.platforms.contains(.ios) {
            if entry.role == .sound { sounds[FileName.last(of: entry.path)] = true }
            if entry.role.isImage { images.insert(FileName.last(of: entry.path)) }
        }
        for rejected in manifest.rejected where rejected.kind == .sound && sounds[FileName.last(of: rejected.source)] == nil {
            sounds[FileName.last(of: rejected.source)] = false
        }
        return (sounds, images)
    }

    public func lintPayloads(paths: [String]) -> CheckReport {
        if transport != .apns { return lintTransportPayloads(paths: paths) }
        let limits = configuration.rules.payloadLimits
        var problems: [String] = []
        var receivers = ReceiverFinder(ignore: configuration.ignore, preferred: configuration.buildConfiguration)
        var checks = ReceiverChecks(checker: Checker(configuration: configuration, jobs: 1))
        // Read and hold each payload against its app in order (the app's files are checked once,
        // and remembered); then judge them in parallel (laying text out is most of the work).
        let found = expand(paths, extensions: Self.payloadExtensions, problems: &problems)
        let read = supervision.map(
            found, path: { $0 },
            skipped: { path, reason in
                [LintItem.reported(FileReport(path: path, kind: .payload, facts: .none, findings: [Finding.internalError(reason)]))]
            }
        ) { path in
            var context = context
            if context.receiver == nil && context.findsProject { context.receiver = receivers.receiver(for: path) }
            let headers = Self.headers(beside: path, aliases: configuration.aliases)
            let unreadHeaders = headers.problem.map { [LintItem.problem($0)] } ?? []
            return unreadHeaders
                + PayloadReader.read(path: path, limits: limits).map { document in
                    var subject = PayloadSubject(document: document, context: context)
                    subject.push = PushTypeInference.facts(
                        option: context.pushType ?? (context.voip ? .voip : nil), headers: headers.read, headersFile: headers.path,
                        root: document.root)
                    if let receiver = subject.context.receiver { subject.context.receiver = checks.judging(subject, for: receiver) }
                    return LintItem.subject(subject)
                }
        }
        let subjects = Array(read.joined())
        var files: [FileReport] = []
        let (rules, supervision) = (configuration.rules, supervision)
        problems += subjects.compactMap { if case .problem(let problem) = $0 { problem } else { nil } }
        ParallelMap.forEachInOrder(
            subjects, jobs: supervision.jobs ?? jobs, window: 64,
            { (item: LintItem) -> FileReport? in
                switch item {
                case .reported(let report): return report
                case .problem: return nil
                case .subject(let subject):
                    // A document of a payload file is judged (and left out after a crash) on its
                    // own: the journal names `file.jsonl[3]`, not the file.
                    let path = subject.document.path
                    return supervision.perform(
                        path, skipped: { FileReport(path: path, kind: .payload, facts: .none, findings: [Finding.internalError($0)]) }
                    ) { FileReport(path: path, kind: .payload, facts: .payload(subject.push), findings: rules.evaluate(subject)) }
                }
            }
        ) { (report: FileReport?) in if let report { files.append(report) } }
        var report = CheckReport(preset: configuration.preset.name, files: named(files), problems: problems, command: "lint-payload")
        report.textMeasure = textMeasure
        return report
    }

    public func lintActions(paths: [String]) -> CheckReport {
        var problems: [String] = []
        var files: [FileReport] = []
        let found = expand(paths, extensions: Self.actionExtensions, problems: &problems)
        let reads = supervision.map(
            found, path: { $0 },
            skipped: { path, reason -> Result<[FileReport], AlertPackError> in
                .success([FileReport(path: path, kind: .actions, facts: .none, findings: [Finding.internalError(reason)])])
            }
        ) { path -> Result<[FileReport], AlertPackError> in
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
        for (path, read) in zip(found, reads) {
            switch read {
            case .success(let reports): files += reports
            // An actions file that cannot be read is an input error (exit 2); the others still run.
            case .failure(let error): problems.append("\(path): \(error.message)")
            }
        }
        var report = CheckReport(preset: configuration.preset.name, files: named(files), problems: problems, command: "lint-actions")
        report.textMeasure = textMeasure
        return report
    }

    /// The font that measured the text, or columns and why.
    var textMeasure: String {
        context.layout?.fontDescription ?? "columns (\(context.columnsReason ?? "no font"))"
    }

    /// Files as named, folders searched (sorted) for the given extensions.
    /// Files whose names are not UTF-8 were read through aliases: named as the user knows them.
    func named(_ files: [FileReport]) -> [FileReport] {
        let aliases = configuration.aliases
        return aliases.isEmpty ? files : files.map { $0.named(by: aliases) }
    }

    /// The files to read: the same walk as `check` (ignore patterns, hidden names, names that
    /// are not UTF-8 reported), keeping the given extensions.
    func expand(_ paths: [String], extensions: Set<String>, problems: inout [String]) -> [String] {
        let found = FileDiscovery(ignore: configuration.ignore, aliases: configuration.aliases).files(in: paths, extensions: extensions)
        problems += found.problems
        return found.files
    }
}

/// A payload to judge, the report of one left out, or a headers file that could not be read.
private enum LintItem: Sendable {
    case subject(PayloadSubject)
    case reported(FileReport)
    case problem(String)
}

extension PayloadLinter {
    /// The `.headers` file beside a payload file, read, when there is one; one that cannot be
    /// read is a problem of the run naming it (exit 2), and the payload is judged by its body.
    /// A payload reached through an alias (its name is not UTF-8) has its companion beside the
    /// real file, not beside the link: it is found there and aliased in turn.
    static func headers(beside path: String, aliases: NameAliases) -> (path: String?, read: PushHeaders?, problem: String?) {
        guard let companion = companion(of: path, aliases: aliases) else { return (nil, nil, nil) }
        let shown = aliases.display(companion)
        do throws(AlertPackError) {
            return (shown, try PushHeadersReader.read(path: companion), nil)
        } catch {
            return (nil, nil, aliases.rename(error.message))
        }
    }

    /// The path to open for the companion of `path`, when it exists.
    private static func companion(of path: String, aliases: NameAliases) -> String? {
        guard let real = aliases.target(of: Array(path.utf8)) else {
            let companion = PushHeadersReader.companion(of: path)
            return companion != path && FileManager.default.fileExists(atPath: companion) ? companion : nil
        }
        // The real path's bytes: drop the extension of its last name, add `.headers`.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let nameStart = (real.lastIndex(of: slash) ?? -1) + 1
        let stem = real[nameStart...].lastIndex(of: dot).map { real[..<$0] } ?? real[...]
        let companion = Array(stem) + Array(".headers".utf8)
        guard companion != real else { return nil }
        var info = stat()
        guard (companion.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer({ stat($0.baseAddress!, &info) }) == 0 else { return nil }
        let display = PushHeadersReader.companion(of: aliases.display(path))
        return aliases.alias(raw: companion, display: display)
    }
}
