/// Launch image pixels differ from its slot (idiom, orientation, scale, subtype, extent).
///
/// A launch image is shown full screen; the wrong size is rejected by the asset compiler or shown stretched.
///
/// - Rule: launch.size
/// - Name: Launch image size
/// - Source: LAUNCH-SIZES, LAUNCH-CONTENTS
/// - Fires on: Samples/launch/LaunchImage.launchimage/Default-667h@2x.png, saying “but should be” (error)
/// - Silent on: Samples/launch/Default-568h@2x.png
package struct LaunchSizeRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let width = image.facts.width, let height = image.facts.height else { return [] }
        return image.slots.filter { $0.kind == .launch && !$0.accepts(width: width, height: height) }.map { slot in
            let alternatives = slot.alternativeSizes.map { " or \($0.width)x\($0.height)" }.joined()
            return context.finding(
                "is \(width)x\(height) but should be \(slot.width)x\(slot.height)\(alternatives) (\(slot.label))",
                fix: "export it at \(slot.width)x\(slot.height)")
        }
    }
}
