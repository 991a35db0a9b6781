/// A small notification icon that Android draws as a solid white shape: a PNG without
/// transparency, or one whose opaque pixels cover most of its canvas.
///
/// Since Android 5.0 the status bar and the notification draw a small icon from its alpha channel
/// only, in white or the notification's colour: an opaque icon, or a logo on a coloured
/// background, becomes a white square or disc. The icon must be a silhouette, opaque where the
/// shape is and transparent around it; anti-aliased edges are fine, and colour inside the shape
/// is not a finding by itself (it is thrown away). A coloured icon that also covers much of its
/// canvas is a logo whose detail is colour: Android shows its outline alone, a warning (the
/// survey of 38 apps found coloured shapes of 63 % that still read as a shape).
/// Each cause is said once for the resource, naming its files per density and what they measure.
///
/// - Rule: android.small-icon-solid
/// - Name: Small icon is a silhouette
/// - Source: ANDROID-SMALL-ICON, ANDROID-LINT-ICONS
/// - Parameter maxCoverage (number): largest share of the canvas (0 to 1) opaque pixels may cover
/// - Parameter maxCoverageColoured (number): largest share for an icon that has colour in it
/// - Parameter opaqueAlpha (number): alpha (0 to 1) at or over which a pixel counts as opaque
/// - Parameter maxSide (wholeNumber): widest or tallest small icon PNG decoded, in pixels
/// - Class no-alpha: a PNG without transparency
/// - Class covered: opaque pixels over the limit
/// - Class coloured: a coloured icon over the coloured limit
/// - Fires on: Samples/android/SmallIcons/Broken, saying “as a solid white square” (error)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconSolidRule: AndroidSmallIconRule {
    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let measured = icon.judgedBitmaps.filter { $0.width != nil && $0.height != nil }
        guard !measured.isEmpty else { return [] }
        let fix = AndroidSmallIconSubject.makeFix(icon)
        let values = context.parameters
        var findings: [Finding] = []
        let noAlpha = measured.filter { $0.alphaPresent == false }
        if !noAlpha.isEmpty {
            let sizes = AndroidSmallIconSubject.each(noAlpha) { "\($0.width ?? 0)x\($0.height ?? 0)" }
            findings.append(
                context.finding(
                    "\(icon.name) has no alpha channel in \(icon.phrase(for: noAlpha, among: icon.bitmaps)), \(sizes) pixels: "
                        + "Android draws every pixel as a solid white square" + icon.usedByPhrase,
                    fix: fix, subject: icon.name, class: MessageClass.noAlpha))
        }
        let withAlpha = measured.filter { $0.alphaPresent != false }
        let covered = withAlpha.filter { ($0.opaqueCoverage ?? 0) > values.maxCoverage }
        if !covered.isEmpty {
            findings.append(
                context.finding(
                    "\(icon.name) is \(Self.coverage(covered)) opaque in \(icon.phrase(for: covered, among: icon.bitmaps)) "
                        + "(the limit is \(Self.percent(values.maxCoverage))): Android draws it as a solid white shape" + icon.usedByPhrase,
                    fix: fix, subject: icon.name, class: MessageClass.covered))
        }
        let coloured = withAlpha.filter {
            $0.colourPresent == true && ($0.opaqueCoverage ?? 0) > values.maxCoverageColoured && ($0.opaqueCoverage ?? 0) <= values.maxCoverage
        }
        if !coloured.isEmpty {
            // Colour is thrown away, not drawn: the outline still shows, so a warning, not the error of a blob.
            findings.append(
                context.finding(
                    "\(icon.name) is in colour and \(Self.coverage(coloured)) opaque in \(icon.phrase(for: coloured, among: icon.bitmaps)) "
                        + "(the limit for a coloured icon is \(Self.percent(values.maxCoverageColoured))): Android draws only the alpha, "
                        + "so its detail is lost and it shows as a solid white shape" + icon.usedByPhrase,
                    fix: fix, severity: .warning, subject: icon.name, class: MessageClass.coloured))
        }
        return findings
    }

    /// The opaque share of the files: one value when they agree, else their range ("66–67 %").
    static func coverage(_ files: [AndroidSmallIconFacts]) -> String {
        let shares = files.map { Int((($0.opaqueCoverage ?? 0) * 100).rounded()) }
        guard let low = shares.min(), let high = shares.max(), low != high else { return percent(files.first?.opaqueCoverage ?? 0) }
        return "\(low)–\(high) %"
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }
}
