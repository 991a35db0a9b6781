/// One notification attachment.
extension Checker {
    /// Identifies and judges one notification attachment.
    public func checkAttachment(at path: String) -> FileReport {
        let configuration = configuration.effective(for: path)
        let inspection = AttachmentInspector(imageInspector: configuration.imageInspector).inspect(path: path)
        let subject = AttachmentSubject(path: path, inspection: inspection)
        return FileReport(path: path, kind: .attachment, facts: .attachment(inspection.facts), findings: configuration.rules.evaluate(subject))
    }
}
