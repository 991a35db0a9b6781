/// A small notification icon with PNGs for only some densities and no vector drawable.
///
/// Android picks the PNG of the screen's density and scales the nearest one when it is missing:
/// an icon made for mdpi alone is blurred on every current phone (xxhdpi and up). A vector
/// drawable, or a PNG in `drawable-nodpi`/`drawable-anydpi`, covers every density. A lone PNG in
/// `drawable/` is said here once with its size (android.small-icon-size leaves it to this rule).
/// xxxhdpi is not required (the preset's list ends at xxhdpi): Android needs it for launcher
/// icons only, and xxhdpi's 72 pixels drawn on a 640 dpi screen are a little soft, not blurred.
///
/// - Rule: android.small-icon-densities
/// - Name: Small icon densities complete
/// - Source: ANDROID-SMALL-ICON, ANDROID-LINT-ICONS, ANDROID-DENSITY-QUALIFIERS
/// - Parameter densities (list): the densities a small icon's PNGs should cover
/// - Fires on: Samples/android/SmallIcons/Broken, saying “no vector drawable” (warning)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconDensitiesRule: AndroidSmallIconRule {
    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        // A master's sizes are made by its framework (Expo writes every density from it).
        guard !icon.isMaster else { return [] }
        let bitmaps = icon.bitmaps
        guard !icon.isLauncherResource, !bitmaps.isEmpty, icon.vectors.isEmpty else { return [] }
        let present = Set(bitmaps.map { $0.density ?? "mdpi" })
        guard present.isDisjoint(with: ["nodpi", "anydpi"]) else { return [] }
        let missing = context.parameters.densities.filter { !present.contains($0) }
        guard !missing.isEmpty else { return [] }
        if icon.isLoneDefault, bitmaps.count == 1, let only = bitmaps.first {
            return [context.finding(Self.lone(icon, only, missing: missing), fix: AndroidSmallIconSubject.makeFix(icon), subject: icon.name)]
        }
        let has = context.parameters.densities.filter(present.contains)
        let shown = has.isEmpty ? "no listed density" : has.joined(separator: ", ") + (has.count == 1 ? " only" : "")
        return [
            context.finding(
                "\(icon.name) has PNGs for \(shown); missing \(missing.joined(separator: ", ")), and no vector drawable: "
                    + "Android scales the nearest one, blurred" + icon.usedByPhrase,
                fix: AndroidSmallIconSubject.makeFix(icon), subject: icon.name)
        ]
    }

    /// One picture in a folder without a density: its size and the densities it stands in for.
    static func lone(_ icon: AndroidSmallIconSubject, _ file: AndroidSmallIconFacts, missing: [String]) -> String {
        let size = file.width.map { width in " of \(width)x\(file.height ?? width) pixels" } ?? ""
        return "\(icon.name) is one PNG\(size), \(file.path), in a folder without a density (Android takes it as mdpi, "
            + "where 24 dp is 24 pixels); no PNG for \(missing.joined(separator: ", ")) and no vector drawable: "
            + "Android scales this one picture for every screen, blurred or with its detail lost" + icon.usedByPhrase
    }
}
