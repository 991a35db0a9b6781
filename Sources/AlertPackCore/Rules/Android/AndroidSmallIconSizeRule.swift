/// A small notification icon PNG whose pixel size is not 24 dp at its folder's density.
///
/// A small icon is 24 × 24 dp: 24 pixels at mdpi, 36 at hdpi, 48 at xhdpi, 72 at xxhdpi and 96
/// at xxxhdpi. A PNG of another size in a density folder is scaled by Android to 24 dp: blurred
/// when it is smaller, and shrunk with its detail lost when it is larger (often a launcher-size
/// image in the wrong folder). A folder without a density is mdpi to Android. Said once for the
/// resource with each wrong file's size; a lone picture in `drawable/` is
/// android.small-icon-densities' (one cause: one picture for every density).
///
/// - Rule: android.small-icon-size
/// - Name: Small icon size per density
/// - Source: ANDROID-SMALL-ICON, ANDROID-LINT-ICONS
/// - Parameter densities (list): the density folders judged, in order
/// - Parameter pixels (numbers): the side in pixels of a 24 dp icon at each of those densities
/// - Fires on: Samples/android/SmallIcons/Broken, saying “xhdpi 36x36 where 24 dp is 48x48” (warning)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconSizeRule: AndroidSmallIconRule {
    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        // A master's sizes are made by its framework (Expo writes every density from it).
        guard !icon.isMaster, !icon.isLoneDefault else { return [] }
        let densities = context.parameters.densities, pixels = context.parameters.pixels
        var wrong: [(file: AndroidSmallIconFacts, said: String)] = []
        for file in icon.judgedBitmaps.sorted(by: { ($0.scale ?? 99, $0.path) < ($1.scale ?? 99, $1.path) }) {
            guard let width = file.width, let height = file.height else { continue }
            let density = file.density ?? "mdpi"
            guard let index = densities.firstIndex(of: density), index < pixels.count else { continue }
            let side = Int(pixels[index].rounded())
            guard width != side || height != side else { continue }
            wrong.append((file, "\(file.density ?? "no density (mdpi)") \(width)x\(height) where 24 dp is \(side)x\(side)"))
        }
        guard !wrong.isEmpty else { return [] }
        return [
            context.finding(
                "\(icon.name) is not 24 dp in \(icon.phrase(for: wrong.map(\.file), among: icon.bitmaps)): "
                    + wrong.map(\.said).joined(separator: ", ") + icon.usedByPhrase,
                fix: AndroidSmallIconSubject.makeFix(icon), subject: icon.name)
        ]
    }
}
