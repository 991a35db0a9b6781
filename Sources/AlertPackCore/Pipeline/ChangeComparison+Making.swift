import Foundation

extension ChangeComparison {
    /// Checks the changed files at `revision` and now, with `checker` (asked for media).
    public static func make(since revision: String, checker: Checker) throws(AlertPackError) -> ChangeComparison {
        var checker = checker
        checker.collectsMedia = true
        checker.allowsEmptyPaths = true
        checker.excludesNamedPaths = true
        let configuration = checker.configuration
        let changed = try ChangedFiles.since(
            revision, configPath: configuration.configPath, ignore: configuration.ignore, aliases: configuration.aliases)
        let root = changed.root
        var byPath: [String: Pair] = [:]
        for report in checker.check(paths: changed.paths).files {
            let path = AbsolutePath.relative(report.path, to: root)
            byPath[path] = Pair(path: path, before: nil, after: report)
        }
        // The revision's versions, with their context, in a private folder of this run's.
        let folder = try PrivateFolder.makeRegistered(prefix: "changes")
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            Interruption.shared.unregister(folder)
        }
        let tree = folder + "/tree"
        var notes: [String] = []
        let named = try extract(changed.changedRelative, at: revision, root: root, into: tree, ignore: checker.configuration.ignore)
        if !named.isEmpty {
            checker.excludesNamedPaths = false
            for report in checker.check(paths: named.map { tree + "/" + $0 }).files {
                let path = String(report.path.dropFirst(tree.count + 1))
                var pair = byPath[path] ?? Pair(path: path, before: nil, after: nil)
                var before = report
                before.findings = report.findings.map { $0.naming(tree + "/", as: "") }
                before.path = path
                pair.before = before
                byPath[path] = pair
            }
        } else if !changed.changedRelative.isEmpty {
            notes.append("none of the changed files existed at \(revision)")
        }
        return ChangeComparison(revision: revision, pairs: byPath.keys.sorted().map { byPath[$0]! }, notes: notes)
    }

    /// Writes the revision's versions of the changed files, with what they are judged in (their
    /// set or document, the projects above them), below `tree`; returns the changed paths that
    /// existed at the revision.
    static func extract(
        _ changed: [String], at revision: String, root: String, into tree: String, ignore: IgnorePatterns
    ) throws(AlertPackError) -> [String] {
        guard !changed.isEmpty else { return [] }
        var contexts = Set<String>()
        var locator = ProjectLocator(ignore: ignore)
        for path in changed {
            contexts.insert(AssetContainer.enclosing(path)?.folder ?? path)
            for project in locator.projects(governing: root + "/" + path) where AbsolutePath.isBelow(project, root) {
                contexts.insert(String(project.dropFirst(root.count + 1)))
            }
        }
        let listed = try ChangedFiles.git(["ls-tree", "-r", "-z", "--name-only", "--end-of-options", revision, "--"] + contexts.sorted(), in: root)
        let files = listed.split(separator: 0).compactMap { String(bytes: $0, encoding: .utf8) }
        guard !files.isEmpty else { return [] }
        do {
            try FileManager.default.createDirectory(atPath: tree + "/.git", withIntermediateDirectories: true)
        } catch {
            throw AlertPackError.work(.cannotMake(tree, words: error.localizedDescription))
        }
        let archive = FileName.parent(of: tree) + "/before.tar"
        _ = try ChangedFiles.git(["archive", "--format=tar", "-o", archive, "--end-of-options", revision] + files, in: root)
        let untar = try ChildProcess("/usr/bin/env", arguments: ["tar", "-xf", archive, "-C", tree], standardError: .discarded)
        guard untar.wait() == .exited(0) else { throw AlertPackError.work(.cannotUnpackRevision(revision)) }
        let present = Set(files)
        // A changed path that was a file then, or whose set or document was there then.
        return changed.filter { path in
            present.contains(path)
                || (AssetContainer.enclosing(path).map { container in present.contains { $0.hasPrefix(container.folder + "/") } } ?? false)
        }.filter { FileManager.default.fileExists(atPath: tree + "/" + $0) }
    }
}
