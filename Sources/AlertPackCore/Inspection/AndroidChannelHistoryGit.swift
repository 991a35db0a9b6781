import Foundation

/// The read-only git commands `AndroidChannelHistory` runs (`grep` and `cat-file` on a revision's
/// objects, `AndroidChannelHistoryBlobs`): the exit status is given back, since `git grep` says "nothing matched" by exiting 1.
/// Git's error output is discarded (a full pipe of it could stall the child while its output is
/// read), and `GIT_OPTIONAL_LOCKS=0` keeps git from refreshing the index, so that reading the
/// history never writes into the repository. `GIT_NO_LAZY_FETCH=1` and `core.fsmonitor=false`
/// keep a partial clone from fetching and a configured monitor from starting: reading is local.
enum AndroidChannelHistoryGit {
    struct Result {
        var status: Int32
        var output: Data
    }

    /// The first line git writes for `arguments` in `folder`, when it exits 0 and writes one.
    static func line(_ arguments: [String], in folder: String) -> String? {
        guard let result = try? run(arguments, in: folder), result.status == 0 else { return nil }
        let text = String(decoding: result.output, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }

    /// Runs git with `arguments` in `folder`.
    static func run(_ arguments: [String], in folder: String) throws(AlertPackError) -> Result {
        let process = try start(arguments, in: folder)
        let output = process.output?.readDataToEndOfFile() ?? Data()
        guard case .exited(let status) = process.wait() else { return Result(status: -1, output: Data()) }
        return Result(status: status, output: output)
    }

    /// Starts git with `arguments` in `folder`, its standard output piped to this process and its
    /// standard input the file `input` (none: /dev/null). Never a pipe: git is written nothing
    /// while it runs, so a git that stops early neither stalls the run nor breaks it.
    static func start(_ arguments: [String], in folder: String, input: String? = nil) throws(AlertPackError) -> ChildProcess {
        guard let executable = ProgramSearch.path(of: "git") else { throw AlertPackError.config(.gitMissing) }
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        // No pager and no terminal prompt: a run never waits for a person.
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        return try ChildProcess(
            executable, arguments: ["-C", folder, "-c", "core.quotePath=false", "-c", "core.fsmonitor=false"] + arguments, environment: environment,
            standardInput: input.map { .file($0) } ?? .discarded, standardOutput: .piped, standardError: .discarded)
    }
}
