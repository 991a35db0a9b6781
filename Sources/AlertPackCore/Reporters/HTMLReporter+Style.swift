/// The visual reports' style sheet and script: constant markup, the same in every report,
/// written as the files they are (ReportAssets/report.css and report.js) and embedded at build
/// time (Plugins/EmbedFiles).
extension HTMLReporter {
    static let style = HTML(embedded: EmbeddedReportAssets.report_css)
    static let script = HTML(embedded: EmbeddedReportAssets.report_js)
}
