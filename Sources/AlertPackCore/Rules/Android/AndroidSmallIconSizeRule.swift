/// A small notification icon PNG whose pixel size is not 24 dp at its folder's density.
///
/// A small icon is 24 × 24 dp: 24 pixels at mdpi, 36 at hdpi, 48 at xhdpi, 72 at xxhdpi and 96
/// at xxxhdpi. A PNG of another size in a density folder is scaled by Android to 24 dp: blurred
/// when it is smaller, and shrunk with its detail lost when it is larger (often a launcher-size
/// image in the wrong folder). A folder without a density is mdpi to Android. Said once for the
/// resource with each wrong file's size; a lone picture in `drawable/` is
/// android.small-icon-densities' (one cause: one picture for every density). A square PNG of
/// exactly twice the size (48 pixels at mdpi … 192 at xxxhdpi) is halved by Android into a sharp
/// icon: said as info, since only its bytes are wasted (the survey's 2× silhouettes drew well);
/// whether such a picture is the launcher icon is android.small-icon-launcher's.
///
/// - Rule: android.small-icon-size
/// - Name: Small icon size per density
/// - Source: ANDROID-SMALL-ICON, ANDROID-LINT-ICONS
/// - Parameter densities (list): the density folders judged, in order
/// - Parameter pixels (numbers): the side in pixels of a 24 dp icon at each of those densities
/// - Parameter wholeMultiplePixels (numbers): the side in pixels, at each of those densities, of a PNG
///   Android scales down by a whole factor into a sharp icon: said as info
/// - Fires on: Samples/android/SmallIcons/Broken, saying “xhdpi 36x36 where 24 dp is 48x48” (warning)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconSizeRule: AndroidSmallIconRule {
    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        // A master's sizes are made by its framework (Expo writes every density from it).
        guard !icon.isMaster, !icon.isLoneDefault else { return [] }
        let values = context.parameters
        var wrong: [(file: AndroidSmallIconFacts, said: String, sharp: Bool)] = []
        for file in icon.judgedBitmaps.sorted(by: { ($0.scale ?? 99, $0.path) < ($1.scale ?? 99, $1.path) }) {
            guard let width = file.width, let height = file.height else { continue }
            let density = file.density ?? "mdpi"
            guard let index = values.densities.firstIndex(of: density), index < values.pixels.count else { continue }
            let side = Int(values.pixels[index].rounded())
            guard width != side || height != side else { continue }
            let multiple = index < values.wholeMultiplePixels.count ? Int(values.wholeMultiplePixels[index].rounded()) : nil
            let sharp = width == height && width == multiple
            wrong.append((file, "\(file.density ?? "no density (mdpi)") \(width)x\(height) where 24 dp is \(side)x\(side)", sharp))
        }
        let fix = AndroidSmallIconSubject.makeFix(icon)
        var findings: [Finding] = []
        for sharp in [false, true] {
            let chosen = wrong.filter { $0.sharp == sharp }
            guard !chosen.isEmpty else { continue }
            let why = sharp ? ": a whole multiple Android scales down sharply, only larger than needed" : ""
            findings.append(
                context.finding(
                    "\(icon.name) is not 24 dp in \(icon.phrase(for: chosen.map(\.file), among: icon.bitmaps)): "
                        + chosen.map(\.said).joined(separator: ", ") + why + icon.usedByPhrase,
                    fix: fix, severity: sharp ? .info : nil, subject: icon.name))
        }
        return findings
    }
}
