/// `icon.missing`: a referenced file is absent, or a required slot is unfilled.
public struct IconMissingRule: CatalogRule {
    public init() {}

    public let description = RuleDescription(
        id: "icon.missing", name: "Missing icon", defaultSeverity: .error,
        summary: "A Contents.json entry names a file that does not exist, or a slot the preset requires (e.g. the 1024 marketing icon) is unfilled.",
        rationale: "Xcode warns that \"the file ... does not exist\" and builds without it; since Xcode 9 the App Store rejects an app without a 1024x1024 icon in its asset catalog (ITMS-90704).",
        source: "ICON-04, ICON-12",
        parameters: [ParameterSpec("requiredPixels", .numbers, "icon sizes (pixels) every app icon set must fill")],
        examples: [.fires("Samples/icons/Broken.xcassets/AppIcon.appiconset"), .silent("Samples/icons/Good.xcassets/AppIcon.appiconset")])

    public func check(_ set: CatalogSubject, _ context: RuleContext) -> [Finding] {
        guard set.set.kind == .appIcon, set.set.problem == nil else { return [] }
        var findings: [Finding] = []
        for (entry, _) in set.entries {
            guard let filename = entry.filename, !set.fileExists(filename) else { continue }
            findings.append(context.finding(
                "images[\(entry.index)] names \(filename), which is not in \(set.setName)",
                fix: "add \(filename) to the set, or correct the filename in Contents.json"))
        }
        let required = context.settings.values["requiredPixels"]?.numbers ?? []
        for pixels in required {
            let filled = set.entries.contains { entry, slot in
                guard case .slot(let resolved) = slot, let filename = entry.filename, set.fileExists(filename) else { return false }
                return Double(resolved.width) == pixels && resolved.appearance == nil
            }
            if !filled {
                let size = "\(Int(pixels))x\(Int(pixels))"
                findings.append(context.finding(
                    "no \(size) App Store icon; it is required (ITMS-90704)",
                    fix: "add a \(size) RGB PNG without alpha in the ios-marketing (or single-size universal) slot"))
            }
        }
        return findings
    }
}
