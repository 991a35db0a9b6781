/// A Contents.json entry names a file that does not exist, or the App Store icon of a platform the set serves
/// is unfilled (iOS: ios-marketing or single-size universal 1024; watchOS: watch-marketing 1024; macOS: mac
/// 512 @2x).
///
/// Xcode warns that "the file ... does not exist" and builds without it; since Xcode 9 the App Store rejects
/// an app without a 1024x1024 icon in its asset catalog (ITMS-90704).
///
/// - Rule: icon.missing
/// - Name: Missing icon
/// - Source: ICON-04, ICON-12
/// - Parameter requiredPixels (numbers): App Store icon sizes (pixels) each platform the set serves must fill
/// - Parameter emptySetSeverity (severity): severity for a set with no images at all (Xcode puts one in every new target)
/// - Fires on: Samples/icons/Broken.xcassets/AppIcon.appiconset, saying “which is not in AppIcon.appiconset”
///   (error)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
/// - Silent on: Samples/icons/Watch.xcassets/AppIcon.appiconset
package struct IconMissingRule: CatalogRule {
    static let platformOrder = ["ios", "watchos", "macos"]
    static let platformNames = ["ios": "iOS", "watchos": "watchOS", "macos": "macOS"]
    static let marketingSlots = [
        "ios": "ios-marketing (or single-size universal)", "watchos": "watch-marketing (or single-size watchOS)",
        "macos": "mac 512pt @2x",
    ]

    package func check(_ set: CatalogSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard set.set.kind == .appIcon, set.set.problem == nil else { return [] }
        var findings: [Finding] = []
        for (entry, _) in set.entries {
            guard let filename = entry.filename, !set.fileExists(filename) else { continue }
            findings.append(
                context.finding(
                    "images[\(entry.index)] names \(filename), which is not in \(set.setName)",
                    fix: "add \(filename) to the set, or correct the filename in Contents.json", subject: filename))
        }
        let required = context.parameters.requiredPixels
        // Each platform the set serves (has an image for) needs its own App Store icon:
        // ios-marketing (or a single-size universal) for iOS, watch-marketing for watchOS, mac
        // 512 @2x for macOS. Xcode's all-platforms template leaves the others' entries empty.
        let slots = set.entries.compactMap { entry, slot in entry.filename == nil ? nil : slot.sizedSlot }.filter { $0.appearance == nil }
        let platforms = Self.platformOrder.filter { platform in slots.contains { $0.platform == platform } }
        let assigned = set.entries.contains { $0.entry.filename != nil }
        for platform in assigned ? platforms : ["ios"] {
            for pixels in required {
                let filled = set.entries.contains { entry, slot in
                    guard let resolved = slot.sizedSlot, let filename = entry.filename, set.fileExists(filename) else { return false }
                    return resolved.marketing && resolved.platform == platform && Double(resolved.width) == pixels
                }
                if filled { continue }
                let size = "\(Int(pixels))x\(Int(pixels))"
                let which = platform == "ios" ? "" : " for \(Self.platformNames[platform] ?? platform)"
                let slot = Self.marketingSlots[platform] ?? "App Store"
                if !assigned {
                    // Xcode puts an empty AppIcon set in every new target, extensions included,
                    // which use the app's icon: only a set a target builds with needs the icon.
                    findings.append(
                        context.finding(
                            "the set has no images at all; if a target builds with it, App Store upload fails for want of a \(size) icon (ITMS-90704)",
                            fix: "fill it, or delete it if no target's ASSETCATALOG_COMPILER_APPICON_NAME names it",
                            severity: context.parameters.emptySetSeverity))
                    return findings
                }
                findings.append(
                    context.finding(
                        "no \(size) App Store icon\(which); it is required (ITMS-90704)",
                        fix: "add a \(size) RGB PNG without alpha in the \(slot) slot", subject: "\(platform) \(size)"))
            }
        }
        return findings
    }
}
