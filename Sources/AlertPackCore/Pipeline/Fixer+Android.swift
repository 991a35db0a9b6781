/// `fix` on Android modules: illegal raw names renamed first (with `--rename`; references rewritten), then the
/// keep rules added for the sounds shrinking removes, judged on the module as it is after the
/// renames (a renamed sound is named by its new name). Done one after another, after the other
/// repairs: two renames may rewrite the same source file.
extension Fixer {
    /// The reports the Android repairs take: sounds with an illegal name, modules whose sounds shrink.
    static func androidPaths(_ before: CheckReport) -> Set<String> {
        let taken = before.files.filter { AndroidRepairer.has(.androidSoundName, $0) || AndroidRepairer.has(.androidSoundShrunk, $0) }
        return Set(taken.map(\.path))
    }

    func androidRepairs(_ before: CheckReport, named: [String], rehearsal: Bool) -> [RepairOutcome] {
        let repairer = AndroidRepairer(naming: AndroidSoundNaming(rules: checker.configuration.rules), rehearsal: rehearsal)
        var outcomes: [RepairOutcome] = []
        var renamed: [String: String] = [:]
        for report in before.files where AndroidRepairer.has(.androidSoundName, report) {
            // A rename (which rewrites references too) only with `--rename`, as for iOS.
            let outcome =
                options.rename ? repairer.rename(report, root: Self.referenceRoot(of: report.path, named: named)) : repairer.unrenamed(report)
            if let target = outcome.renamedTo {
                renamed[AndroidResourceName(fileName: FileName.last(of: report.path)).base] =
                    AndroidResourceName(fileName: FileName.last(of: target)).base
            }
            outcomes.append(outcome)
        }
        var modules = before.files.filter { $0.kind == .androidProject }
        if !rehearsal && !renamed.isEmpty {
            // What the module says now: a sound renamed may only now be seen as named by a string.
            let folders = modules.map { FileName.parent(of: FileName.parent(of: FileName.parent(of: $0.path))) }
            modules = checker.check(paths: folders.map { $0.isEmpty ? "." : $0 }).files.filter { $0.kind == .androidProject }
        }
        for module in modules where AndroidRepairer.has(.androidSoundShrunk, module) {
            outcomes.append(repairer.keep(module, renamed: rehearsal ? renamed : [:]))
        }
        return outcomes
    }

    /// Where the files that may name a sound are looked for: its git work tree, else the widest
    /// folder named on the command line that holds it, else its folder.
    static func referenceRoot(of path: String, named: [String]) -> String {
        let file = AbsolutePath.of(path)
        let folders = named.map(AbsolutePath.of).filter { $0 != file && AbsolutePath.isWithin(file, $0) }
        let parent = FileName.parent(of: file)
        return RepositoryRoot.of(path) ?? folders.min { $0.utf8.count < $1.utf8.count } ?? (parent.isEmpty ? "/" : parent)
    }
}
