/// A web file, judged: a Web App Manifest by the manifest rules, a script that shows
/// notifications by the badge rules, each image it names measured once here.
extension Checker {
    /// Judges a manifest or a script; reported under its own path, as the web's.
    func checkWeb(at path: String, facts: WebAppFacts) -> FileReport {
        let configuration = configuration.effective(for: path)
        let settings = configuration.rules.webImageSettings
        var measured: [String: AndroidSmallIconFacts] = [:]
        for file in Set(facts.images.compactMap(\.path)) {
            measured[file] = AndroidSmallIconInspector.inspect(path: configuration.aliases.openPath(file), settings: settings)
        }
        let findings: [Finding]
        switch facts.source {
        case .manifest:
            findings = configuration.rules.evaluate(WebManifestSubject(file: path, facts: facts, measured: measured))
        case .script:
            var digests: [String: String] = [:]
            for file in measured.keys { digests[file] = try? FileDigest.sha256(path: configuration.aliases.openPath(file)).hex }
            findings = configuration.rules.evaluate(WebScriptSubject(file: path, facts: facts, measured: measured, digests: digests))
        }
        var report = FileReport(path: path, kind: facts.source == .manifest ? .webManifest : .webScript, facts: .webApp(facts), findings: findings)
        report.platforms = [.web]
        return report
    }
}
