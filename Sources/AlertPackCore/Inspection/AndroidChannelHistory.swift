import Foundation

/// The notification channels an Android module created at a git revision (`check --changed-since
/// REV`), read from git's objects alone: `git grep` names the Java and Kotlin files of the
/// module's source sets (today's), and for a Flutter app's module the Dart of the app's `lib/`, that
/// mention a channel at the revision, `git cat-file` gives their bytes (`AndroidChannelHistoryBlobs`,
/// two processes for all), and the same scans as today's sources (`AndroidSourceScan`,
/// `DartChannelScan`) find the channels and their sounds. Nothing is checked out and nothing in the repository is written: a channel's
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
    /// `folder`; with `flutter`, the module is a Flutter app's `android/app`, and the Dart of the
    /// app's `lib/` is read too (`DartChannelScan`), its files named from the module's folder
    /// (`../../lib/main.dart`) as today's are (`FlutterChannelSources`). `repository` is the top of
    /// the repository the run named the revision in: a module of another repository (a submodule,
    /// a nested checkout) is not read, since the revision means another commit there.
    package static func read(
        folder: String, sets: [String], flutter: Bool = false, revision: String, repository: String? = nil,
        limits: AndroidProjectReader.Limits = .standard
    ) -> AndroidChannelHistory {
        var history = AndroidChannelHistory(revision: revision)
        // A revision is never taken for an option (ChangedFiles refuses such a name too).
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            history.notRead.append("\(revision): not a revision")
            return history
        }
        guard !sets.isEmpty || flutter else { return history }
        guard let place = AndroidChannelHistoryPlace.find(folder: folder, revision: revision, repository: repository, notRead: &history.notRead)
        else { return history }
        history.commit = place.commit
        // Literal pathspecs: a set's name is never a glob (`src/[x]`).
        var roots = sets.flatMap { [":(literal)\(place.prefix)src/\($0)/java", ":(literal)\(place.prefix)src/\($0)/kotlin"] }
        let app = flutter ? place.flutterAppPrefix : nil
        if let app {
            roots.append(":(literal)\(app)\(FlutterProjectReader.dartFolder)")
        } else if flutter {
            history.notRead.append("\(revision): the Flutter app's \(FlutterProjectReader.dartFolder)/ is outside the repository, not read")
        }
        guard !roots.isEmpty, let paths = history.list(roots, at: place) else { return history }
        let files = paths.compactMap { Source(path: $0, place: place, app: app) }
        let chosen = Array(files.prefix(limits.maxSourceFiles))
        // The commit and each path from the repository's top: what `git grep` matched.
        let objects = chosen.map { place.commit + ":" + $0.path }
        for (file, blob) in zip(chosen, AndroidChannelHistoryBlobs.read(objects, in: place.top, maxBytes: limits.maxSourceBytes)) {
            switch blob {
            case .bytes(let bytes): history.scan(bytes, of: file)
            case .tooLarge: history.notRead.append("\(revision):\(file.name): over \(limits.maxSourceBytes) bytes, not read")
            case .unreadable: history.notRead.append("\(revision):\(file.name): not read")
            }
        }
        if files.count > limits.maxSourceFiles {
            history.notRead.append("\(revision): over \(limits.maxSourceFiles) files name NotificationChannel; the rest are not read")
        }
        return history
    }

    /// The paths from the repository's top of the files below `roots` at the commit that may
    /// create a channel; nil when git could not say (said in `notRead`).
    private mutating func list(_ roots: [String], at place: AndroidChannelHistoryPlace) -> [String]? {
        let listed: AndroidChannelHistoryGit.Result
        do {
            // The commit is a verified hex id, never an option (`git grep` takes no `--end-of-options`).
            let patterns = DartChannelScan.markers.flatMap { ["-e", $0] }
            listed = try AndroidChannelHistoryGit.run(["grep", "-l", "-z", "-I", "-F"] + patterns + [place.commit, "--"] + roots, in: place.top)
        } catch {
            notRead.append("\(revision): \(error.message)")
            return nil
        }
        // `git grep` exits 1 when no file matches: no channel at the revision.
        guard listed.status == 0 else {
            if listed.status != 1 { notRead.append("\(revision): git grep failed") }
            return nil
        }
        // Git names each file `COMMIT:PATH` from the repository's top.
        let lead = place.commit + ":"
        return listed.output.split(separator: 0).compactMap { String(bytes: $0, encoding: .utf8) }
            .filter { $0.hasPrefix(lead) }.map { String($0.dropFirst(lead.count)) }
    }

    /// Adds the channels of one file's bytes at the revision.
    private mutating func scan(_ source: [UInt8], of file: Source) {
        switch file.language {
        case .dart:
            let found = DartChannelScan.scan(source, file: file.name)
            channels += found.channels
            notRead += found.notes.map { "\(revision):\($0)" }
        case .java, .kotlin:
            var lexer = JVMSourceLexer(bytes: source, language: file.language == .java ? .java : .templated)
            var code = AndroidCodeFacts()
            AndroidSourceScan(tokens: lexer.tokens(), bytes: source, file: file.name).add(to: &code)
            channels += code.channels
        }
    }
}
