/// One image, judged against the slots it fills and the role of its set.
extension Checker {
    /// Inspects and judges one image file against the slots it fills.
    public func checkImage(at path: String, slots: [ImageSlot] = [], inCatalog: Bool = false, inSecondaryIconSet: Bool = false) -> FileReport {
        checkImage(at: path, slots: slots, inCatalog: inCatalog, role: inSecondaryIconSet ? .alternate : nil)
    }

    /// Inspects and judges one image file of a set whose role a project gave: judged as the app
    /// ships, by the rule book's policy (a set only configurations that do not ship use has its
    /// findings lowered to info).
    func checkImage(
        at path: String, slots: [ImageSlot], inCatalog: Bool, role: IconSetRole?, declared: [DeclaredAsset] = [],
        platforms: [AssetPlatform] = [.ios]
    ) -> FileReport {
        let configuration = configuration.effective(for: path)
        let inspection = configuration.imageInspector.inspect(path: path)
        var subject = ImageSubject(
            path: path, inspection: inspection, slots: slots, inCatalog: inCatalog, inSecondaryIconSet: role?.isSecondary ?? false)
        subject.inExtensionIconSet = role == .extensionIcon
        subject.declared = declared
        subject.platforms = platforms
        let findings = configuration.rules.evaluate(subject, lowering: role.flatMap(Self.unshippedNote))
        var report = FileReport(path: path, kind: .image, facts: .image(inspection.facts), findings: findings, slots: slots)
        report.platforms = platforms
        return report
    }
}
