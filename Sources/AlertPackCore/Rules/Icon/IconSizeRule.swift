/// `icon.size`: an icon's pixels must equal its slot's points × scale, and be square.
package struct IconSizeRule: ImageRule {
    package init() {}

    package static let description = RuleDescription(
        id: "icon.size", name: "Icon pixel size", defaultSeverity: .error,
        summary: "Pixel size differs from the slot's points × scale, or the image is not square.",
        rationale:
            "Xcode's asset compiler rejects a slot whose file is not exactly its size (\"is 40x40 but should be 58x58\"), and the App Store rejects missing sizes; a near miss is scaled and looks blurry.",
        source: "ICON-01, ICON-02",
        parameters: [],
        examples: [.fires("Samples/icons/Icon-60@3x.png", saying: "but should be", as: .error), .silent("Samples/icons/Icon-Small@2x.png")])

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
