/// `launch.missing`: a launch image set names a file that does not exist.
package struct LaunchMissingRule: CatalogRule {
    package init() {}

    package static let description = RuleDescription(
        id: "launch.missing", name: "Missing launch image", defaultSeverity: .error,
        summary: "A referenced launch image does not exist.",
        rationale: "A launch image set entry whose file is missing builds without it; the device shows a blank screen or an older snapshot instead.",
        source: "LAUNCH-CONTENTS, LI-01, LI-02",
        parameters: [],
        examples: [
            .fires("Samples/launch/LaunchImage.launchimage", saying: "which is not in LaunchImage.launchimage", as: .error),
            .silent("Samples/icons/Good.xcassets/AppIcon.appiconset"),
        ])

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
