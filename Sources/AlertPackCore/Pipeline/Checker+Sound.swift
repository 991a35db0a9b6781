/// One sound: inspect → subject → rules → report.
extension Checker {
    /// Inspects and judges one sound file.
    public func checkSound(at path: String) -> FileReport {
        let configuration = configuration.effective(for: path)
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: path)
        let subject = SoundSubject(path: path, inspection: inspection, fixPolicy: configuration.fixPolicy)
        return FileReport(path: path, kind: .sound, facts: .sound(inspection.facts), findings: configuration.rules.evaluate(subject))
    }
}
