import Foundation

/// What a supervising process tells the run it supervises: the journal in which each file's
/// start and finish are noted, the files to leave out (those a previous run crashed on) with
/// the reason, and how many files to work on at once. Checking, converting, verifying and
/// linting all go through it (`perform`, `map`, `forEachInOrder` in Supervision+Map.swift), so
/// a crash in any of them is named and survived the same way. A worker reads it from its
/// environment (`WorkerEnvironment`); `SupervisedRun` is the supervisor's side.
package struct Supervision: Sendable {
    /// Where each file's start and finish are noted; nil when nobody supervises the run.
    package var journal: CrashJournal?
    /// Files to leave out, by the name the user knows them by, with the reason.
    package var excluded: [String: String]
    /// Files worked on at once, when the supervisor decides (one at a time to find a culprit).
    package var jobs: Int?
    /// The name the user knows a path by, for the journal and `excluded`: `verify` works on an
    /// unpacked copy, whose temporary folder differs from one run to the next.
    package var displayPath: @Sendable (String) -> String
    /// The run's aliases (names that are not UTF-8): a path is known by the name shown for it,
    /// which a worker started anew gives it too (`displayPath` then applies).
    package var aliases: NameAliases?

    /// Nobody supervises: nothing is noted or left out.
    package static let none = Supervision()

    package init(
        journal: CrashJournal? = nil, excluded: [String: String] = [:], jobs: Int? = nil, displayPath: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.journal = journal
        self.excluded = excluded
        self.jobs = jobs
        self.displayPath = displayPath
    }

    /// Why `path` is left out of this run, if it is.
    package func exclusion(for path: String) -> String? {
        excluded.isEmpty ? nil : excluded[displayPath(shown(path))]
    }

    /// Does the work for `path` with its start and finish noted in the journal.
    package func noting<Result>(_ path: String, _ work: () -> Result) -> Result {
        let name = journal == nil && Self.testTrap == nil ? path : displayPath(shown(path))
        journal?.started(name)
        defer { journal?.finished(name) }
        #if ALERTPACK_TEST_HOOKS
        if let trap = Self.testTrap, name.contains(trap) { fatalError("ALERTPACK_TEST_TRAP: a trap forced on \(name)") }
        #endif
        return work()
    }

    /// `path` with its alias, if any, shown as the name it stands for.
    private func shown(_ path: String) -> String { aliases?.display(path) ?? path }

    /// The same supervision, for work on a copy whose paths start with `copy` where the user's
    /// start with `original`.
    package func naming(copy: String, as original: String) -> Supervision {
        var renamed = self
        let outer = displayPath
        renamed.displayPath = { path in
            guard path.hasPrefix(copy + "/") else { return outer(path) }
            return outer(original + path.dropFirst(copy.count))
        }
        return renamed
    }

    /// Tests force a trap on a file whose name contains this (ALERTPACK_TEST_TRAP), to prove
    /// that one file cannot take a run down. Compiled into debug builds only (ALERTPACK_TEST_HOOKS,
    /// Package.swift; the tests run the debug binary): a release binary holds neither the variable
    /// nor the trap, so nobody's environment can crash it on purpose.
    #if ALERTPACK_TEST_HOOKS
    static let testTrap = ProcessInfo.processInfo.environment["ALERTPACK_TEST_TRAP"].flatMap { $0.isEmpty ? nil : $0 }
    #else
    static let testTrap: String? = nil
    #endif
}
