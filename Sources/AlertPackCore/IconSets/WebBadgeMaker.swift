import Foundation

/// `alertpack icons MASTER --web-badge OUT.png`: a Web Push notification's `badge`, which the
/// browser draws from its alpha alone (Chrome on Android shows it as the status-bar icon): one
/// square PNG, white in every pixel with the master's ink as alpha, the ink fitted into the same
/// live area as Android's small icon (22 of 24 dp). The master is read and drawn by the small
/// icon's own code (`AndroidNotificationMaster`, `AndroidNotificationIconRendering`), so the
/// badge is the same silhouette at its size; its PNG bytes depend on nothing but the master and
/// the options. It is written into a staging folder, decoded again and held to the silhouette
/// (`AndroidNotificationIconVerification`), measured by `AndroidSmallIconInspector` and judged by
/// the small icon's pixel rules (the checks of a master: no density set asked for), and only
/// then renamed into place. A badge alertpack made is replaced (one made from another master only
/// with `--force`); a file it did not make never.
public struct WebBadgeMaker: Sendable {
    public var checker: any AssetChecking
    public var options: WebBadgeOptions
    /// Called after the staged badge passed its checks, before it is moved (tests use it).
    package var afterCheck: (@Sendable () -> Void)?

    /// The text of the marker chunk every badge carries.
    static let marker = "alertpack icons --web-badge"

    public init(checker: any AssetChecking, options: WebBadgeOptions) {
        self.checker = checker
        self.options = options
    }

    public func make(master: String, output: String) throws(AlertPackError) -> WebBadgeResult {
        guard output.lowercased().hasSuffix(".png"), !FileName.last(of: output).hasPrefix(".") else {
            throw AlertPackError.work(.badgeNotPNG(output))
        }
        var status = stat()
        let exists = lstat(output, &status) == 0
        guard !exists || ((status.st_mode & S_IFMT) == S_IFREG && AndroidNotificationIconRendering.isOurs(output, marker: Self.marker)) else {
            throw AlertPackError.work(.notMadeByAlertpack([output]))
        }
        let sizes = checker.configuration.rules.androidSmallIconSizes
        var canvas = AndroidNotificationDensity(name: "badge", canvas: min(max(options.size, WebBadgeOptions.sizes.lowerBound), 1024))
        if sizes.canvasDP > 0 && sizes.liveAreaDP > 0 && sizes.liveAreaDP <= sizes.canvasDP {
            (canvas.canvasDP, canvas.liveAreaDP) = (sizes.canvasDP, sizes.liveAreaDP)
        }
        let ink = try AndroidNotificationMaster.read(master, options: options.ink, needed: canvas.liveArea)
        let stage = try StagingFolder(beside: output)
        defer { stage.discard() }
        let staged = stage.path + "/" + FileName.last(of: output)
        let icon = AndroidNotificationIconRendering.image(ink, canvas)
        guard let bytes = AndroidNotificationIconRendering.pngBytes(icon, marker: Self.marker) else {
            throw AlertPackError.inFile(output, .work(.writtenPNGUndecodable("libpng could not write it")))
        }
        try AtomicFile.write(Data(bytes), to: staged)
        try AndroidNotificationIconVerification.verify(staged, density: canvas, shown: output)
        if exists && !AndroidNotificationIconMaker.sameBytes(output, staged) && !options.replacesEarlier {
            throw AlertPackError.work(.madeByAlertpackDiffers([output]))
        }
        let (check, facts) = try checkStaged(staged, as: output)
        afterCheck?()
        var placement = AndroidNotificationPlacement(backups: stage.path + "/backups")
        try placement.apply([
            AndroidNotificationPlacement.Move(staged: staged, target: output, replaces: exists) { path in
                AndroidNotificationIconRendering.isOurs(path, marker: Self.marker)
            }
        ])
        let box = facts.inkBox.map { ($0.x, $0.y, $0.width, $0.height) } ?? (0, 0, 0, 0)
        let source =
            "\(ink.path): \(ink.source), trimmed to \(ink.bounds.width)x\(ink.bounds.height), fitted into the "
            + "\(canvas.liveArea) px live area by the exact area average in linear light"
        let notes = exists && options.replacesEarlier ? ["\(output) was made by alertpack and was replaced"] : []
        return WebBadgeResult(
            output: output, pixels: canvas.canvas, layout: icon.layout, source: source, replaced: exists, opaqueCoverage: facts.opaqueCoverage ?? 0,
            inkBox: box, notes: notes, check: check)
    }

    /// Measures the staged badge as Android measures a small icon and judges it with the small
    /// icon's rules, as a master (one picture, no density set); an error stops the command.
    private func checkStaged(_ staged: String, as output: String) throws(AlertPackError) -> (CheckReport, AndroidSmallIconFacts) {
        let rules = checker.configuration.rules
        let facts = AndroidSmallIconInspector.inspect(path: staged, settings: rules.androidSmallIconSettings)
        var subject = AndroidSmallIconSubject(name: FileName.last(of: output), files: [facts])
        subject.isMaster = true
        let base = checker.checkPaths([staged])
        var files = base.files.map { file in
            var named = file
            named.path = output
            named.findings = []
            return named
        }
        let findings = rules.evaluate(subject).map { $0.naming(staged, as: output) }
        if !files.isEmpty { files[0].add(findings) }
        let errors = findings.filter { $0.severity == .error }.map { "\(output): \($0.rule): \($0.message)" }
        guard errors.isEmpty, facts.alphaPresent == true, facts.colourPresent == false else {
            throw AlertPackError.work(.madeSetFailsCheck(errors: errors.isEmpty ? ["\(output): not a white alpha silhouette"] : errors))
        }
        var report = CheckReport(preset: base.preset, files: files)
        report.skipped = base.skipped
        return (report, facts)
    }
}
