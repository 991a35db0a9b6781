/// The result of checking a set of files, in path order.
public struct CheckReport: Sendable {
    /// The command that made it (`check`, `package`, `verify`), for reports that name their run.
    public var command = "check"
    public var preset: String
    public var files: [FileReport]
    /// Files named on the command line that are not assets we check (not an error).
    public var skipped: [String]
    /// Paths that could not be read at all (exit code 2).
    package var pathProblems: [Problem]
    /// The problems as reports print them.
    public var problems: [String] {
        get { pathProblems.map(\.description) }
        set { pathProblems = newValue.map(Problem.init) }
    }
    /// Folders left out as sources because they are packages or this run's outputs (`package`).
    public var outputs: [String] = []
    /// What measured notification text (`lint-payload`, `lint-actions`): a font, or columns and why.
    public var textMeasure: String?
    /// What `lint-payload --transport` read the payloads as (`fcm`, `webpush`); nil for APNs.
    public var transport: String?
    /// What `verify` proved of the package's identity (a good signature, a matching digest).
    public var proof: PackageProof?

    public init(preset: String, files: [FileReport], skipped: [String] = [], problems: [String] = [], command: String = "check") {
        self.command = command
        self.preset = preset
        self.files = files
        self.skipped = skipped
        self.pathProblems = problems.map(Problem.init)
    }

    public struct Summary: Sendable, Equatable {
        public var files = 0, pass = 0, warn = 0, fail = 0
        /// Findings left out because a baseline holds them; nil when no baseline was given.
        public var baselined: Int?
        /// What could not be read at all while checking (a built app that is no zip, or holds
        /// no app): run problems, exit 2, found by the checker rather than by discovery.
        package var problems: [Problem] = []

        public init() {}

        /// Counts one more file.
        public mutating func add(_ file: FileReport) {
            files += 1
            switch file.verdict {
            case .pass: pass += 1
            case .warn: warn += 1
            case .fail: fail += 1
            }
        }
    }

    public var summary: Summary {
        var summary = Summary()
        for file in files { summary.add(file) }
        return summary
    }

    /// 0: no errors; 1: errors (or warnings when `strict`); 2: a path could not be read.
    public func exitCode(strict: Bool) -> Int32 {
        ReportRun(self).exitCode(strict: strict)
    }
}
