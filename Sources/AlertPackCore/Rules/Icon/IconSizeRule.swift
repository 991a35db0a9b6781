/// Pixel size differs from the slot's points × scale, or the image is not square.
///
/// Xcode's asset compiler rejects a slot whose file is not exactly its size ("is 40x40 but should be 58x58"),
/// and the App Store rejects missing sizes; a near miss is scaled and looks blurry.
///
/// - Rule: icon.size
/// - Name: Icon pixel size
/// - Source: ICON-01, ICON-02
/// - Fires on: Samples/icons/Icon-60@3x.png, saying “but should be” (error)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct IconSizeRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let width = image.facts.width, let height = image.facts.height else { return [] }
        return image.slots.filter { $0.kind == .icon && ($0.width != width || $0.height != height) }.map { slot in
            let square = width == height ? "" : " (not square)"
            return context.finding(
                "is \(width)x\(height)\(square) but should be \(slot.width)x\(slot.height) (\(slot.label))",
                fix: "export it again at \(slot.width)x\(slot.height) from the source artwork (scaling a finished icon blurs it)")
        }
    }
}
