/// One sound: inspect → subject → rules → report.
extension Checker {
    /// Inspects and judges one sound file as iOS ships it.
    public func checkSound(at path: String) -> FileReport { checkSound(at: path, platforms: [.ios]) }

    /// Inspects and judges one sound file by the rules of the platforms that ship it.
    func checkSound(at path: String, platforms: [AssetPlatform]) -> FileReport {
        let configuration = configuration.effective(for: path)
        let inspection = SoundInspector(settings: configuration.measurementSettings).inspect(path: path)
        var subject = SoundSubject(path: path, inspection: inspection, fixPolicy: configuration.fixPolicy)
        subject.platforms = platforms
        var report = FileReport(path: path, kind: .sound, facts: .sound(inspection.facts), findings: configuration.rules.evaluate(subject))
        report.platforms = platforms
        return report
    }
}
