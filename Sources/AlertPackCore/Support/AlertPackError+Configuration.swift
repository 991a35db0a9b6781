extension AlertPackError {
    /// A preset, config or option that cannot be used, named by file and key path (kind: configuration).
    /// Messages: AlertPackError+Messages.swift.
    public enum ConfigFailure: Sendable, Equatable {
        /// The preset has no notification layout surfaces.
        case noLayoutSurfaces
        /// `--changed-since` with a revision that is not one.
        case notARevision(_ revision: String)
        /// `--changed-since` in a folder outside a git work tree.
        case notInWorkTree(_ folder: String)
        /// `--changed-since` without git installed.
        case gitMissing
        /// `--changed-since`: git failed, said in its words (or ours).
        case gitFailed(_ words: String)
        /// Every error found in a configuration, one a line.
        case configurationErrors([String])
        /// `error` (a file's problem), said of the configuration `origin`: "origin: message".
        indirect case inConfiguration(_ origin: String, _ error: AlertPackError)
        /// The YAML of a config or preset `file` cannot be read; `position` is "line:column".
        case configSyntax(_ file: String, position: String?, summary: String, detail: String)
        /// The configuration `origin`'s top level is not a table.
        case topLevelNotTable(_ origin: String)
        /// A preset or config file that cannot be read.
        case unreadableConfigFile(_ path: String, preset: Bool)
        /// A value in a preset's tables, at `keyPath`, is not what it must be (`problem`).
        case presetValue(_ keyPath: String, _ problem: String)
        /// The value at `keyPath` is `kind`, which no setting takes.
        case unsupportedValue(_ keyPath: String, kind: String)
        /// The key at `keyPath` must be a table of rule ids.
        case rulesNotTable(_ keyPath: String)
        /// The key at `keyPath` must name a preset.
        case extendsNotName(_ keyPath: String)
        /// A preset that extends itself through `chain`.
        case extendsCycle(_ reference: String, chain: [String])
        /// A preset given as text that names one to extend.
        case extendsInStandalone(_ origin: String)
        /// A preset over the size a preset may be.
        case presetTooLarge(_ origin: String)
        /// A config names a preset file outside its repository `root`.
        case presetOutsideRepository(_ reference: String, root: String)
        /// No built-in preset has this name.
        case unknownPreset(_ reference: String, builtIn: [String])
        /// The preset cannot be used (its errors were reported as diagnostics).
        case presetUnusable
        /// The preset a config names failed to load: `error`, said of `namedBy` (the config's
        /// `preset` key) unless the error names its own file and line.
        indirect case presetFailed(_ namedBy: String?, AlertPackError)
        /// `shown` (a config file) already exists.
        case configExists(_ shown: String)
        /// The `--baseline` file at `path` cannot be used.
        case baseline(_ path: String, BaselineProblem)
    }

    /// What is wrong with a `--baseline` file.
    public enum BaselineProblem: Sendable, Equatable {
        case unreadable
        /// Not JSON; `words` are the parser's.
        case notJSON(_ words: String)
        case notBaseline
        /// A `found` version (as formatted) that is not 1 or the one this alertpack `reads`.
        case version(_ found: String, reads: Int)
        case noFindings
        /// findings[`index`] has no rule or path.
        case findingWithoutRule(index: Int)
        case count(index: Int)
        case severity(index: Int)
        case messageClass(index: Int)
    }
}
