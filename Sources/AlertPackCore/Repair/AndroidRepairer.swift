import Foundation

/// What `fix` does about an Android module's raw sounds: a file whose name is not a legal
/// resource name (`android.sound-name`) gets the nearest legal one (the rule's), and the literal
/// references to it are written with the new name (`AndroidReferenceRewriter`); a sound the
/// release build's shrinking removes (`android.sound-shrunk`) gets `@raw/NAME` in the module's
/// keep file (`AndroidKeepFile`). Nothing is ever renamed or written over a file that exists; a
/// rehearsal (`fix --dry-run`) looks at the same files and writes nothing.
package struct AndroidRepairer: Sendable {
    package var naming: AndroidSoundNaming
    package var rehearsal: Bool

    package init(naming: AndroidSoundNaming, rehearsal: Bool) {
        self.naming = naming
        self.rehearsal = rehearsal
    }

    /// Whether `report` has a finding of `rule` that counts (warning or error).
    package static func has(_ rule: RuleID, _ report: FileReport) -> Bool {
        report.findings.contains { $0.rule == rule.rawValue && $0.severity >= .warning }
    }

    /// The findings of `report` this repair does not clear, each with its reason.
    static func others(of report: FileReport, but rule: RuleID) -> [LeftFinding] {
        report.findings.filter { $0.severity >= .warning && $0.rule != rule.rawValue }.map {
            LeftFinding(rule: $0.rule, reason: "no automatic repair" + ($0.fix.map { ": " + $0.advice } ?? ""))
        }
    }

    /// Renames the sound of `report` to its legal name and rewrites the references below `root`.
    package func rename(_ report: FileReport, root: String) -> RepairOutcome {
        let path = report.path
        let oldFile = FileName.last(of: path)
        let newFile = naming.legalFileName(oldFile)
        let parent = FileName.parent(of: path)
        let target = (parent.isEmpty ? "" : parent + "/") + newFile
        var outcome = RepairOutcome(
            path: path, status: rehearsal ? .planned : .repaired, steps: ["renamed \(oldFile) to \(newFile), a legal Android resource name"],
            addressed: [RuleID.androidSoundName.rawValue], left: Self.others(of: report, but: .androidSoundName))
        do throws(AlertPackError) {
            try Self.refuseConflict(target, in: parent.isEmpty ? "." : parent, renaming: path)
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1 else {
                return RepairOutcome(
                    path: path, status: .left,
                    left: [LeftFinding(rule: RuleID.androidSoundName.rawValue, reason: "it is a link or has other hard links: rename it by hand")])
            }
            if !rehearsal { try Self.move(path, to: target) }
        } catch {
            outcome.status = .failed
            outcome.steps = []
            outcome.error = error.message
            return outcome
        }
        outcome.renamedTo = target
        let old = AndroidResourceName(fileName: oldFile), new = AndroidResourceName(fileName: newFile)
        let (changed, unchanged) = AndroidReferenceRewriter.rewriteAll(
            under: root, from: old.base, to: new.base, extension: String(old.suffix.dropFirst()), rehearsal: rehearsal)
        // Shown as the run names files: relative to the folder it was started in.
        let here = AbsolutePath.of(".") + "/"
        let shown = { (path: String) in path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path }
        if !changed.isEmpty { outcome.steps.append("wrote the new name in \(changed.map(shown).joined(separator: ", "))") }
        // What still names the old file: lines no form above covers, and references left in files
        // with other hard links or that could not be written.
        outcome.references = (RenameReferences.find(oldFile, under: root).filter { !changed.contains($0) } + unchanged).uniqued().map(shown)
        return outcome
    }

    /// Without `--rename`: the sound is left, saying what `--rename` would do.
    package func unrenamed(_ report: FileReport) -> RepairOutcome {
        let newFile = naming.legalFileName(FileName.last(of: report.path))
        let reason = "renamed only with --rename (`alertpack fix --rename` names it \(newFile) and rewrites its literal references)"
        return RepairOutcome(
            path: report.path, status: .left,
            left: [LeftFinding(rule: RuleID.androidSoundName.rawValue, reason: reason)] + Self.others(of: report, but: .androidSoundName))
    }

    /// A target that exists, or another resource of the same name in the folder (`ping.ogg`
    /// beside a new `ping.mp3`: Android refuses two), is a conflict: nothing is renamed.
    /// On a file system that ignores case (macOS's default), `Chime.wav` and `chime.wav` are one
    /// file: the target "exists" as the source itself, which is no conflict.
    static func refuseConflict(_ target: String, in folder: String, renaming source: String) throws(AlertPackError) {
        var status = stat()
        if lstat(target, &status) == 0 && !isSameFile(source, target) { throw AlertPackError.work(.alreadyExists(target)) }
        let base = AndroidResourceName(fileName: FileName.last(of: target)).base
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if let other = names.sorted().first(where: { AndroidResourceName(fileName: $0).base == base }) {
            throw AlertPackError.work(.alreadyExists(folder + "/" + other))
        }
    }

    /// Adds a keep rule for each raw sound `report` (a module's) says shrinking removes, named
    /// as `renamed` (old resource name → new) says, into the module's keep file or a new one.
    package func keep(_ report: FileReport, renamed: [String: String]) -> RepairOutcome {
        let found = report.findings.filter { $0.rule == RuleID.androidSoundShrunk.rawValue && $0.severity >= .warning }
        let names = found.compactMap { $0.subject.flatMap(AndroidResourcePath.init)?.name }.map { renamed[$0] ?? $0 }.uniqued()
        var outcome = RepairOutcome(
            path: report.path, status: rehearsal ? .planned : .repaired, addressed: [RuleID.androidSoundShrunk.rawValue],
            left: Self.others(of: report, but: .androidSoundShrunk))
        let module = String(report.path.dropLast(AndroidProjectMarker.manifestPath.count))
        guard case .androidProject(let facts) = report.facts, !names.isEmpty else {
            return RepairOutcome(path: report.path, status: .left, left: outcome.left)
        }
        let keepFile = Self.releaseKeepFile(facts)
        let entries = names.map { "@raw/\($0)" }
        do throws(AlertPackError) {
            try AndroidKeepFile.add(entries, at: module + keepFile, rehearsal: rehearsal)
        } catch {
            outcome.status = .failed
            outcome.error = error.message
            return outcome
        }
        outcome.steps = ["added \(entries.joined(separator: ", ")) to tools:keep in \(module + keepFile)"]
        return outcome
    }

    /// Whether two paths name one file (the same device and inode).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        return lstat(first, &a) == 0 && lstat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Moves the sound to its new name: never over another file; a change of case alone on a
    /// file system that ignores case is a rename of the one file (a link would find it there).
    static func move(_ path: String, to target: String) throws(AlertPackError) {
        guard isSameFile(path, target) else { return try StagedPath.move(path, to: target, removing: nil) }
        guard Glibc.rename(path, target) == 0 else { throw AlertPackError.system("rename \(path) to \(target)", code: errno) }
    }

    /// The keep file a new keep rule goes into: a `raw/keep.xml` of a source set the release build
    /// merges over main's (its same-name resource replaces main's, so an entry in main's would be
    /// lost), the highest in merge order; else main's own keep file, else a new main one.
    static func releaseKeepFile(_ facts: AndroidProjectFacts) -> String {
        let files = facts.keepRules.map(\.file)
        for set in facts.sourceSets.reversed() where set.shipsInRelease && set.name != "main" {
            if let file = files.first(where: { $0.hasPrefix("src/\(set.name)/") && $0.hasSuffix("/raw/keep.xml") }) { return file }
        }
        return files.first { $0.hasPrefix("src/main/") } ?? "src/main/res/raw/keep.xml"
    }
}
