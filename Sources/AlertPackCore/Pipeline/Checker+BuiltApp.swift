/// One built app: inspect → subject → rules → its report, then each sound it bundles judged by
/// the sound rules as a report of its own.
extension Checker {
    /// Reads and judges the built app at `path` (an `.ipa`, `.app` or `.xcarchive`), compared
    /// with the project the run pairs it with (`paired`: the one of `projects`, which must then
    /// say which app it is), else with the first of `projects` that builds an app of its name
    /// (none: nothing is compared). Its report is filed under `path` as named; a
    /// bundled sound's under `path/inside` (`App.ipa/Payload/App.app/ping.caf`), so a sound fails
    /// its check inside the app as it would on its own. A container that cannot be read at all
    /// (no zip, no app in it) is a run problem naming it, not a report.
    func checkBuiltApp(at path: String, against projects: [XcodeProject], paired: Bool) -> Outcome {
        let shown = configuration.aliases.display(path)
        let inspection: BuiltAppInspection
        do throws(AlertPackError) {
            inspection = try BuiltAppInspector(aliases: configuration.aliases).inspect(path: path)
        } catch {
            let reason = configuration.aliases.rename(Self.unreadableReason(error, path: path))
            return Outcome(reports: [], problems: [Problem(path: shown, kind: .unreadable, message: reason)])
        }
        var declared: DeclaredApp?
        for project in projects where declared == nil {
            switch DeclaredApp.read(
                project, builtAs: inspection.facts, at: path, preferred: configuration.buildConfiguration, byNameOnly: !paired)
            {
            case .success(let app): declared = app
            case .failure(let problem) where paired:
                return Outcome(reports: [], problems: [Problem(path: shown, kind: .other, message: problem.message)])
            case .failure: continue
            }
        }
        let subject = BuiltAppSubject(facts: inspection.facts, declared: declared)
        let findings = Self.adviceOnly(configuration.effective(for: path).rules.evaluate(subject), source: "the app's sources")
        var reports = [finished(FileReport(path: path, kind: .builtApp, facts: .builtApp(inspection.facts), findings: findings))]
        for sound in inspection.soundFiles {
            reports.append(finished(checkBundledSound(sound, in: path)))
        }
        // The unpacked files go with the inspection, after the last sound is judged.
        withExtendedLifetime(inspection) {}
        return Outcome(reports: reports)
    }

    /// Why a built app cannot be read at all, without its path (the problem names it once, as
    /// every run problem does: "PATH: why").
    package static func unreadableReason(_ error: AlertPackError, path: String) -> String {
        switch error {
        case .inFile(let file, let inner) where file == path: return unreadableReason(inner, path: path)
        case .packaging(.untrustedZip(let file, let reason)) where file == path:
            return "an IPA must be a zip every unzip reads the same way: \(reason)"
        default:
            let message = error.message
            return message.hasPrefix(path + ": ") ? String(message.dropFirst(path.count + 2)) : message
        }
    }

    /// Findings of what was built with their advice only: no command repairs a built app (its
    /// files are signed, and an IPA's are no files at all), so a sound's "fix it" points at
    /// `source`, from which the app is built again. Advice already about building passes as it is.
    static func adviceOnly(_ findings: [Finding], source: String) -> [Finding] {
        findings.map { finding in
            guard let fix = finding.fix, !fix.command.isEmpty else { return finding }
            var advised = finding
            advised.fix = Fix("fix \(source) (\(fix.advice)) and build the app again")
            return advised
        }
    }

    /// A sound of a built app, read from its file on disk and judged as a loose sound, under
    /// the path the app's report gives it (its values the config gives that path).
    func checkBundledSound(_ sound: BuiltFile, in app: String) -> FileReport {
        let shownPath = app + "/" + sound.inside
        let configuration = configuration.effective(for: shownPath)
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: sound.file)
        let subject = SoundSubject(path: shownPath, inspection: inspection, fixPolicy: configuration.fixPolicy)
        let findings = Self.adviceOnly(configuration.rules.evaluate(subject), source: "the source sound in the project")
        var report = FileReport(path: shownPath, kind: .sound, facts: .sound(inspection.facts), findings: findings)
        // Drawn from the file that holds its bytes, while it is there (an IPA's copy goes with the inspection).
        if collectsMedia {
            let reading = FileReport(path: sound.file, kind: .sound, facts: report.facts, findings: [])
            report.media = ReportMediaBuilder.media(for: reading, settings: configuration.measurementSettings, aliases: configuration.aliases)
        }
        return report
    }
}
