/// A referenced launch image does not exist.
///
/// A launch image set entry whose file is missing builds without it; the device shows a blank screen or an
/// older snapshot instead. In a built app, a `UILaunchImages` entry whose `UILaunchImageName` has no file at
/// any scale in the bundle is the same absence.
///
/// - Rule: launch.missing
/// - Name: Missing launch image
/// - Source: LAUNCH-CONTENTS, LI-01, LI-02
/// - Fires on: Samples/launch/LaunchImage.launchimage, saying “which is not in LaunchImage.launchimage”
///   (error)
/// - Fires on: Samples/built/Launch/MissingFile.ipa, saying “the bundle holds no LaunchImage-800-667h.png” (error)
/// - Silent on: Samples/icons/Good.xcassets/AppIcon.appiconset
/// - Silent on: Samples/built/Launch/WrongSize.ipa
package struct LaunchMissingRule: CatalogRule {
    /// Judges sets and built apps both.
    package func bind(into binder: inout RuleBinder) {
        binder.add(self) { (set: CatalogSubject, context) in check(set, context) }
        binder.add(self) { (app: BuiltAppSubject, context) in check(app, context) }
    }

    package func check(_ set: CatalogSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard set.set.kind == .launchImage, set.set.problem == nil else { return [] }
        return set.entries.compactMap { entry, _ in
            guard let filename = entry.filename, !set.fileExists(filename) else { return nil }
            return context.finding(
                "images[\(entry.index)] names \(filename), which is not in \(set.setName)",
                fix: "add \(filename) to the set, or correct the filename in Contents.json", subject: filename)
        }
    }

    /// The `UILaunchImages` entries of a built app without a file (Info.plist read): one finding
    /// for each name, however many entries give it.
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let (app, launch) = subject.launchImages, app.infoRead else { return [] }
        var groups: [String?: [BuiltLaunchImage]] = [:]
        var order: [String?] = []
        for entry in launch.images where entry.files.isEmpty {
            if groups[entry.name] == nil { order.append(entry.name) }
            groups[entry.name, default: []].append(entry)
        }
        return order.map { name in
            let entries = groups[name] ?? []
            let first = entries[0]
            guard let name else {
                return context.finding(
                    "Info.plist's \(Self.listed(entries.map { "\($0.key)[\($0.index)]" })) no image (UILaunchImageName)",
                    fix: "give the entry its UILaunchImageName, or remove it", subject: "\(first.key)[\(first.index)]")
            }
            return context.finding(
                "Info.plist's \(Self.listed(entries.map(\.label))) \(name), but the bundle holds no \(name).png, \(name)@2x.png or \(name)@3x.png",
                fix:
                    "add the launch image to the app (or its launch image set), or replace the launch images with a launch storyboard, and archive again",
                subject: app.shown(name + ".png"))
        }
    }

    /// "A names", "A and B name", "A, B, C and 4 more name": the first three entries, and the verb.
    static func listed(_ entries: [String]) -> String {
        let shown = Array(entries.prefix(3))
        let rest = entries.count - shown.count
        let tail = rest > 0 ? ["\(rest) more"] : []
        let all = shown + tail
        let text = all.count == 1 ? all[0] : all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1]
        return text + (entries.count == 1 ? " names" : " name")
    }
}
