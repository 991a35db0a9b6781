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

    public init(converter: Converter, outputFolder: String? = nil, outputFile: String? = nil, jobs: Int = 1) {
        self.converter = converter
        self.outputFolder = outputFolder
        self.outputFile = outputFile
        self.jobs = max(1, jobs)
    }

    public func run(inputs: [String]) -> ConversionReport {
        let target = converter.options.target
        // Folders expand to the sounds inside them; paths that do not exist are reported as errors.
        var sources: [String] = []
        var results: [Int: ConversionResult] = [:]
        for input in inputs {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
                sources += FileDiscovery(ignore: converter.checker.configuration.ignore).discover([input]).sounds
            } else {
                sources.append(input)
            }
        }
        var jobsToRun: [(index: Int, input: String, output: String)] = []
        var claimed: [String: String] = [:]
        // Each input's identity and resolved path once, so that checking every output against
        // every input stays linear in the batch.
        var inputByIdentity: [FileIdentity: String] = [:]
        var inputByPath: [String: String] = [:]
        for source in sources {
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
        for (index, input) in sources.enumerated() {
            var failure = ConversionResult(input: input, output: nil, target: target, steps: [])
            if let folderProblem {
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
        let converted = ParallelMap.map(jobsToRun, jobs: jobs) { job in converter.convert(input: job.input, to: job.output) }
        for (job, result) in zip(jobsToRun, converted) { results[job.index] = result }
        return ConversionReport(
            preset: converter.checker.configuration.preset.name,
            results: results.keys.sorted().map { results[$0]! })
    }
}
