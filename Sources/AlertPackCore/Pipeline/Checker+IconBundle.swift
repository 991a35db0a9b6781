/// One Icon Composer document, judged as a whole.
extension Checker {
    /// Reads an Icon Composer document, inspects each layer's file, and judges the whole; its
    /// findings are reported under the bundle's folder.
    public func checkIconBundle(at folder: String) -> FileReport {
        let configuration = configuration.effective(for: folder)
        let inspection = IconBundleInspection.inspect(folder: folder, imageInspector: configuration.imageInspector, aliases: configuration.aliases)
        let subject = IconBundleSubject(bundle: inspection.bundle, layerFiles: inspection.layerFiles, xcode: configuration.xcode)
        var report = FileReport(
            path: folder, kind: .iconBundle, facts: .iconBundle(inspection.facts), findings: configuration.rules.evaluate(subject))
        if collectsMedia {
            report.media = ReportMediaBuilder.iconPicture(inspection.bundle, layerFiles: inspection.layerFiles, aliases: configuration.aliases)
                .map(AssetMedia.iconLayers)
        }
        return report
    }
}
