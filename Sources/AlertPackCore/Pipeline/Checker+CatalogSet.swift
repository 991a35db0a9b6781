/// One asset catalog set, judged as a whole.
extension Checker {
    /// Judges an asset catalog set as a whole; its findings are reported under its Contents.json.
    public func checkSet(_ subject: CatalogSubject) -> FileReport {
        checkSet(subject, findings: configuration.effective(for: subject.set.contentsPath).rules.evaluate(subject))
    }

    /// A set's report, with the findings it was judged to have.
    func checkSet(_ subject: CatalogSubject, findings: [Finding]) -> FileReport {
        let set = subject.set
        return FileReport(
            path: set.contentsPath, kind: set.kind == .appIcon ? .iconSet : .launchSet, facts: .catalog(set.facts), findings: findings)
    }
}
