/// A built app's facts in words, for the text report's line and the visual report's table.
extension BuiltAppFacts {
    /// "Bark.app · 2 extensions · AppIcon: 18 renditions (dark, tinted) · 3 sounds · aps-environment production"
    public var summaryLine: String { rows.map { $0.0 == "app" ? $0.1 : "\($0.0) \($0.1)" }.joined(separator: " · ") }

    /// Label and value, one per thing a reader looks for first.
    public var rows: [(String, String)] {
        guard let app else { return [("app", "no app bundle found")] }
        var rows: [(String, String)] = [("app", app.name + (app.bundleIdentifier.map { " (\($0))" } ?? ""))]
        let others = bundles.dropFirst()
        if !others.isEmpty { rows.append(("bundles", others.map(\.name).joined(separator: ", "))) }
        let icons = app.icons
        let names = [icons.iconName ?? icons.primaryName].compactMap { $0 } + icons.alternateNames
        let appearances = Set(icons.renditions.compactMap(\.appearance)).sorted()
        // A catalog not read holds renditions unknown, not none.
        var iconWords =
            icons.catalogRead ? "\(icons.renditions.count) rendition\(icons.renditions.count == 1 ? "" : "s")" : "Assets.car not read"
        if !appearances.isEmpty { iconWords += " (\(appearances.joined(separator: ", ")))" }
        if !icons.looseFiles.isEmpty { iconWords += ", \(icons.looseFiles.count) loose file\(icons.looseFiles.count == 1 ? "" : "s")" }
        rows.append(("icons", (names.isEmpty ? "" : names.joined(separator: ", ") + ": ") + iconWords))
        let sounds = bundles.reduce(0) { $0 + $1.sounds.count }
        if sounds > 0 { rows.append(("sounds", String(sounds))) }
        if let aps = app.signature?.entitlements?["aps-environment"]?.string ?? app.profile?.entitlements["aps-environment"]?.string {
            rows.append(("aps-environment", aps))
        }
        if let profile = app.profile { rows.append(("profile", profile.distribution)) }
        if !problems.isEmpty { rows.append(("unread", "\(problems.count) part\(problems.count == 1 ? "" : "s")")) }
        if !skippedEntries.isEmpty {
            rows.append(("skipped", "\(skippedEntries.count) file\(skippedEntries.count == 1 ? "" : "s") named not in UTF-8"))
        }
        return rows
    }
}
