/// Where `AndroidChannelHistory` reads a module's past: the top of the module's git repository,
/// the module's folder from there, and the commit the revision names in it. Git is always run
/// from the top with the commit id (never the revision's spelling again), so that every command
/// reads the same commit of the same repository the run named.
struct AndroidChannelHistoryPlace {
    /// The repository's top folder.
    var top: String
    /// The module's folder from the top, with a trailing `/` ("" when the module is the top).
    var prefix: String
    /// The full id of the commit the revision names.
    var commit: String

    /// The place of the module in `folder`, or nil with why in `notRead`: not in a repository, in
    /// another repository than `repository` (the run's), or a revision that names no commit there.
    static func find(folder: String, revision: String, repository: String?, notRead: inout [String]) -> AndroidChannelHistoryPlace? {
        guard let found = try? AndroidChannelHistoryGit.run(["rev-parse", "--show-toplevel", "--show-prefix"], in: folder), found.status == 0
        else {
            notRead.append("\(revision): the module is not in a git repository")
            return nil
        }
        let lines = String(decoding: found.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 2, !lines[0].isEmpty else {
            notRead.append("\(revision): the module is not in a git repository")
            return nil
        }
        let top = lines[0]
        // A submodule or nested checkout: the revision names another repository's commit.
        if let repository, AbsolutePath.of(repository) != AbsolutePath.of(top) {
            notRead.append("\(revision): the module is in another git repository (\(top)), not read")
            return nil
        }
        guard
            let commit = AndroidChannelHistoryGit.line(
                ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: top),
            !commit.isEmpty, commit.allSatisfy(\.isHexDigit)
        else {
            notRead.append("\(revision): unknown revision")
            return nil
        }
        return AndroidChannelHistoryPlace(top: top, prefix: lines[1], commit: commit)
    }

    /// The folder of the Flutter app whose `android/app` the module is, from the top with a
    /// trailing `/` ("" when it is the top); nil when the module is not in `android/app`, or the
    /// app's folder is above the repository's top.
    var flutterAppPrefix: String? {
        let parts = prefix.split(separator: "/").map(String.init)
        let module = FlutterChannelSources.moduleFolder
        guard parts.count >= module.count, Array(parts.suffix(module.count)) == module else { return nil }
        let app = parts.dropLast(module.count)
        return app.isEmpty ? "" : app.joined(separator: "/") + "/"
    }
}
