/// Launch image with an alpha channel.
///
/// A launch image covers the screen; transparency shows whatever is behind it (black) and costs memory for
/// nothing.
///
/// - Rule: launch.alpha
/// - Name: Launch image transparency
/// - Source: LAUNCH-SIZES (launch images are full-screen opaque pictures)
/// - Fires on: Samples/launch/Default-Portrait~ipad.png, saying “launch images should be opaque” (warning)
/// - Silent on: Samples/launch/Default-568h@2x.png
package struct LaunchAlphaRule: ImageRule, RepairableRule {
    package static let repair = IconAlphaRule.alphaRepair

    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard image.slots.contains(where: { $0.kind == .launch }), image.facts.alphaChannel == true || image.facts.tRNS == true else { return [] }
        let pixels = image.facts.transparentPixels.map { $0 == 0 ? " (no pixel is transparent)" : " (\($0) transparent pixels)" } ?? ""
        return [
            context.finding(
                "has an alpha channel\(pixels); launch images should be opaque",
                // What shows through a launch image today is black: the colour that keeps its look.
                fix: FixHint.flatten(image.path, transparentPixels: image.facts.transparentPixels, suggesting: "'#000000'"))
        ]
    }
}
