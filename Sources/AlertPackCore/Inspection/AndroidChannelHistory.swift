import Foundation

/// The notification channels an Android module created at a git revision (`check --changed-since
/// REV`), read from git's objects alone: `git grep` names the Java and Kotlin files of the
/// module's source sets (today's) that mention `NotificationChannel` at the revision, `git cat-file` gives
/// each one's bytes, and the same scan as today's sources (`AndroidSourceScan`) finds the channels
/// and their sounds. Nothing is checked out and nothing in the repository is written: a channel's
/// sound is fixed once the channel exists on a device, so what the code said then is the question.
package struct AndroidChannelHistory: Sendable, Equatable {
    /// The revision as the user named it.
    package var revision: String
    /// The channels at the revision, each file named relative to the module's folder, as today's are.
    package var channels: [AndroidCodeFacts.Channel] = []
    /// What could not be read at the revision (a file too large, git's refusal): said, never guessed.
    package var notRead: [String] = []
    /// The commit the revision named, when it was found.
    package var commit: String?

    package init(revision: String, channels: [AndroidCodeFacts.Channel] = [], notRead: [String] = []) {
        self.revision = revision
        self.channels = channels
        self.notRead = notRead
    }

    /// Reads the channels the sources of `sets` (the module's source sets today; a set only the
    /// revision had is not searched) created at `revision`, in the module whose folder is
    /// `folder`. `repository` is the top of the repository the run named the revision in: a
    /// module of another repository (a submodule, a nested checkout) is not read, since the
    /// revision means another commit there.
    package static func read(
        folder: String, sets: [String], revision: String, repository: String? = nil, limits: AndroidProjectReader.Limits = .standard
    ) -> AndroidChannelHistory {
        var history = AndroidChannelHistory(revision: revision)
        // A revision is never taken for an option (ChangedFiles refuses such a name too).
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            history.notRead.append("\(revision): not a revision")
            return history
        }
        guard !sets.isEmpty else { return history }
        guard let place = AndroidChannelHistoryPlace.find(folder: folder, revision: revision, repository: repository, notRead: &history.notRead)
        else { return history }
        history.commit = place.commit
        // Literal pathspecs: a set's name is never a glob (`src/[x]`).
        let roots = sets.flatMap { [":(literal)\(place.prefix)src/\($0)/java", ":(literal)\(place.prefix)src/\($0)/kotlin"] }
        let listed: AndroidChannelHistoryGit.Result
        do {
            // The commit is a verified hex id, never an option (`git grep` takes no `--end-of-options`).
            listed = try AndroidChannelHistoryGit.run(
                ["grep", "-l", "-z", "-I", "-F", "-e", "NotificationChannel", place.commit, "--"] + roots, in: place.top)
        } catch {
            history.notRead.append("\(revision): \(error.message)")
            return history
        }
        // `git grep` exits 1 when no file matches: no channel at the revision.
        guard listed.status == 0 else {
            if listed.status != 1 { history.notRead.append("\(revision): git grep failed") }
            return history
        }
        // Git names each file `COMMIT:PATH` from the repository's top; the module's files lose its prefix.
        let lead = place.commit + ":" + place.prefix
        let files = listed.output.split(separator: 0).compactMap { String(bytes: $0, encoding: .utf8) }
            .filter { $0.hasPrefix(lead) }.map { String($0.dropFirst(lead.count)) }
            .filter { AndroidProjectReader.sourceExtensions.contains(FileName.extension(of: $0)) }
        for file in files.prefix(limits.maxSourceFiles) {
            history.read(file, at: place, limits: limits)
        }
        if files.count > limits.maxSourceFiles {
            history.notRead.append("\(revision): over \(limits.maxSourceFiles) files name NotificationChannel; the rest are not read")
        }
        return history
    }

    /// Scans one file as it was at the revision, when it is small enough.
    private mutating func read(_ file: String, at place: AndroidChannelHistoryPlace, limits: AndroidProjectReader.Limits) {
        // The commit and the path from the repository's top: what `git grep` matched.
        let object = place.commit + ":" + place.prefix + file
        let folder = place.top
        guard let size = try? AndroidChannelHistoryGit.run(["cat-file", "-s", object], in: folder), size.status == 0,
            let bytes = Int(String(decoding: size.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            notRead.append("\(revision):\(file): not read")
            return
        }
        guard bytes <= limits.maxSourceBytes else {
            notRead.append("\(revision):\(file): over \(limits.maxSourceBytes) bytes, not read")
            return
        }
        guard let blob = try? AndroidChannelHistoryGit.run(["cat-file", "blob", object], in: folder), blob.status == 0 else {
            notRead.append("\(revision):\(file): not read")
            return
        }
        let source = [UInt8](blob.output)
        var lexer = JVMSourceLexer(bytes: source, language: file.hasSuffix(".java") ? .java : .templated)
        var code = AndroidCodeFacts()
        AndroidSourceScan(tokens: lexer.tokens(), bytes: source, file: file).add(to: &code)
        channels += code.channels
    }
}
