/// A referenced launch image does not exist.
///
/// A launch image set entry whose file is missing builds without it; the device shows a blank screen or an
/// older snapshot instead.
///
/// - Rule: launch.missing
/// - Name: Missing launch image
/// - Source: LAUNCH-CONTENTS, LI-01, LI-02
/// - Fires on: Samples/launch/LaunchImage.launchimage, saying “which is not in LaunchImage.launchimage”
///   (error)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
package struct LaunchMissingRule: CatalogRule {
    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .launchImage, set.set.problem == nil else { return [] }
        return set.entries.compactMap { entry, _ in
            guard let filename = entry.filename, !set.fileExists(filename) else { return nil }
            return context.finding(
                "images[\(entry.index)] names \(filename), which is not in \(set.setName)",
                fix: "add \(filename) to the set, or correct the filename in Contents.json", subject: filename)
        }
    }
}
