import Foundation

/// Runs `convert` over many inputs: names every output first (refusing collisions and inputs
/// as outputs), then converts in parallel; one bad input never stops the others.
public struct ConversionBatch: Sendable {
    public var converter: Converter
    /// Put outputs in this folder (created if missing).
    public var outputFolder: String?
    /// The one output file, when there is one input.
    public var outputFile: String?
    public var jobs: Int
    /// The journal a supervisor reads to name a crash's input, and the inputs it left out.
    package var supervision = Supervision.none
    /// `--android FOLDER`: each master's Android sound too, after its iOS one.
    package var android: AndroidSoundConversion?

    public init(converter: Converter, outputFolder: String? = nil, outputFile: String? = nil, jobs: Int = 1) {
        self.converter = converter
        self.outputFolder = outputFolder
        self.outputFile = outputFile
        self.jobs = max(1, jobs)
    }

    /// The files a batch converts: folders expand to the sounds inside them; other paths stay as
    /// they are (those that do not exist are reported as errors).
    /// Files below a folder whose names are not UTF-8 come back with `undecodable` set (escaped):
    /// they are reported, not converted.
    public static func sources(_ inputs: [String], ignore: IgnorePatterns) -> [(path: String, undecodable: Bool)] {
        sources(inputs, ignore: ignore, aliases: NameAliases())
    }

    /// The files a batch converts, a name that is not UTF-8 found below a folder reached through
    /// an alias in the run's `aliases`.
    package static func sources(_ inputs: [String], ignore: IgnorePatterns, aliases: NameAliases) -> [(path: String, undecodable: Bool)] {
        var sources: [(path: String, undecodable: Bool)] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = FileDiscovery(ignore: ignore, aliases: aliases).discover([input])
                // A name that is not UTF-8 (reached through an alias) is not converted: the output
                // is named after the input, and alertpack writes UTF-8 names only.
                let undecodable = Set(found.undecodable)
                sources += found.sounds.map { undecodable.contains($0) ? (aliases.display($0), true) : ($0, false) }
            } else {
                sources.append((input, false))
            }
        }
        return sources
    }

    public func run(inputs: [String]) -> ConversionReport {
        let target = converter.options.target
        let aliases = converter.checker.configuration.aliases
        let sources = Self.sources(inputs, ignore: converter.checker.configuration.ignore, aliases: aliases)
        let (jobsToRun, refused) = plan(sources)
        var results = refused
        let converted = supervision.map(
            jobsToRun, jobs: jobs, path: { $0.input },
            skipped: { job, reason in
                // What the crashed run left under a temporary name beside the output goes too.
                OutputFile.removeStaleTemporaries(besides: job.output)
                var left = ConversionResult(input: job.input, output: nil, target: target, steps: [])
                left.error = reason
                return left
            }
        ) { job in converter.convert(input: job.input, to: job.output) }
        for (job, result) in zip(jobsToRun, converted) { results[job.index] = result }
        let androidResults = android.map { Self.convertForAndroid(jobsToRun.map { ($0.index, $0.input) }, with: $0, jobs: jobs) } ?? [:]
        return ConversionReport(
            preset: converter.checker.configuration.preset.name,
            results: results.keys.sorted().flatMap { index in
                ([results[index]!] + (androidResults[index] ?? [])).map { Self.named($0, by: aliases) }
            })
    }

    /// A result with every alias path in it (input, output, reports, error) shown as the name the
    /// user knows (`caf\xE9.wav`), as `check` names it: see `NameAliases`.
    static func named(_ result: ConversionResult, by aliases: NameAliases) -> ConversionResult {
        guard !aliases.isEmpty else { return result }
        var named = result
        named.input = aliases.display(result.input)
        named.output = result.output.map(aliases.display)
        named.error = result.error.map(aliases.rename)
        named.steps = result.steps.map(aliases.rename)
        named.before = result.before?.named(by: aliases)
        named.after = result.after?.named(by: aliases)
        return named
    }

    /// Whether the file's own name is not UTF-8 (it is reached through an alias whose name is
    /// not its own): an output named after it would be named after the alias.
    static func ownNameAliased(_ path: String, aliases: NameAliases) -> Bool {
        let shown = aliases.display(path)
        return shown != path && FileName.last(of: shown) != FileName.last(of: path)
    }

    /// Each source's output, or why it gets none: not decodable, no output folder, missing, an
    /// output another input already claims, or an output that would overwrite an input.
    private func plan(_ sources: [(String, Bool)]) -> (jobs: [(index: Int, input: String, output: String)], refused: [Int: ConversionResult]) {
        let target = converter.options.target
        var results: [Int: ConversionResult] = [:]
        var jobsToRun: [(index: Int, input: String, output: String)] = []
        var claimed: [String: String] = [:]
        // Each input's identity and resolved path once, so that checking every output against
        // every input stays linear in the batch.
        var inputByIdentity: [FileIdentity: String] = [:]
        var inputByPath: [String: String] = [:]
        for (source, _) in sources {
            if let identity = FileIdentity(path: source), inputByIdentity[identity] == nil { inputByIdentity[identity] = source }
            let key = OutputNaming.resolved(source)
            if inputByPath[key] == nil { inputByPath[key] = source }
        }
        var folderProblem: String?
        if let outputFolder {
            do {
                try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
            } catch {
                folderProblem = "cannot create the output folder \(outputFolder): \(error.localizedDescription)"
            }
        }
        for (index, (input, undecodable)) in sources.enumerated() {
            var failure = ConversionResult(input: input, output: nil, target: target, steps: [])
            if undecodable {
                failure.error = SystemName.unconvertibleReason
            } else if outputFile == nil && Self.ownNameAliased(input, aliases: converter.checker.configuration.aliases) {
                // Named on the command line, it can still be converted into an output -o names.
                failure.error = SystemName.unconvertibleReason + "; or name its output with -o FILE"
            } else if let folderProblem {
                failure.error = folderProblem
            } else if !FileManager.default.fileExists(atPath: input) {
                failure.error = "no such file"
            } else {
                let output = outputFile ?? OutputNaming.defaultOutput(for: input, in: outputFolder, target: target)
                let key = OutputNaming.resolved(output)
                if let other = claimed[key] {
                    failure.error = "its output \(output) is already the output of \(other); name outputs with -o or --output"
                } else if let other = inputByPath[key] ?? FileIdentity(path: output).flatMap({ inputByIdentity[$0] }) {
                    failure.error = "its output \(output) would overwrite the input \(other)"
                } else {
                    claimed[key] = input
                    jobsToRun.append((index, input, output))
                    continue
                }
            }
            results[index] = failure
        }
        return (jobsToRun, results)
    }
}
