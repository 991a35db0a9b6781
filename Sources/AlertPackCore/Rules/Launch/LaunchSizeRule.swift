/// Launch image pixels differ from its slot (idiom, orientation, scale, subtype, extent).
///
/// A launch image is shown full screen; the wrong size is rejected by the asset compiler or shown stretched.
/// In a built app, each file of a `UILaunchImages` entry must be its `UILaunchImageSize` in points times the
/// file's scale (`@2x`), stored wide for a landscape entry.
///
/// - Rule: launch.size
/// - Name: Launch image size
/// - Source: LAUNCH-SIZES, LAUNCH-CONTENTS
/// - Fires on: Samples/launch/LaunchImage.launchimage/Default-667h@2x.png, saying “but should be” (error)
/// - Fires on: Samples/built/Launch/WrongSize.ipa, saying “is 640x960 but should be 640x1136” (error)
/// - Silent on: Samples/launch/Default-568h@2x.png
/// - Silent on: Samples/built/Launch/Transparent.ipa
package struct LaunchSizeRule: ImageRule {
    /// Judges images and built apps both.
    package func bind(into binder: inout RuleBinder) {
        binder.add(self) { (image: ImageSubject, context) in check(image, context) }
        binder.add(self) { (app: BuiltAppSubject, context) in check(app, context) }
    }

    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let width = image.facts.width, let height = image.facts.height else { return [] }
        return image.slots.filter { $0.kind == .launch && !$0.accepts(width: width, height: height) }.map { slot in
            let alternatives = slot.alternativeSizes.map { " or \($0.width)x\($0.height)" }.joined()
            return context.finding(
                "is \(width)x\(height) but should be \(slot.width)x\(slot.height)\(alternatives) (\(slot.label))",
                fix: "export it at \(slot.width)x\(slot.height)")
        }
    }

    /// Each launch image file of a built app against the entries of its name.
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let (app, launch) = subject.launchImages else { return [] }
        return launch.filesWithEntries.compactMap { file, entries in
            guard let image = file.image else { return nil }
            let expected = entries.compactMap { $0.expectedPixels(scale: file.scale) }
            guard let first = expected.first, let entry = entries.first(where: { $0.expectedPixels(scale: file.scale) != nil }),
                !expected.contains(where: { $0.width == image.width && $0.height == image.height })
            else { return nil }
            return context.finding(
                "\(app.shown(file.path)) is \(image.width)x\(image.height) but should be \(first.width)x\(first.height) (\(entry.label) @\(file.scale)x)",
                fix: "export it at \(first.width)x\(first.height), or replace the launch images with a launch storyboard, and archive again",
                subject: app.shown(file.path))
        }
    }
}
