/// Launch image with an alpha channel.
///
/// A launch image covers the screen; transparency shows whatever is behind it (black) and costs memory for
/// nothing. In a built app Xcode stores launch images as CgBI, which always has an alpha channel: there only
/// transparent pixels count; a plain PNG keeps its channel as the source had it.
///
/// - Rule: launch.alpha
/// - Name: Launch image transparency
/// - Source: LAUNCH-SIZES (launch images are full-screen opaque pictures)
/// - Fires on: Samples/launch/Default-Portrait~ipad.png, saying “launch images should be opaque” (warning)
/// - Fires on: Samples/built/Launch/Transparent.ipa, saying “(100 transparent pixels)” (warning)
/// - Silent on: Samples/launch/Default-568h@2x.png
/// - Silent on: Samples/built/Launch/WrongSize.ipa
package struct LaunchAlphaRule: ImageRule, RepairableRule {
    package static let repair = IconAlphaRule.alphaRepair

    /// Judges images and built apps both.
    package func bind(into binder: inout RuleBinder) {
        binder.add(self) { (image: ImageSubject, context) in check(image, context) }
        binder.add(self) { (app: BuiltAppSubject, context) in check(app, context) }
    }

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

    /// A built app's launch image files: transparent pixels, or a channel Xcode did not add.
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let (app, launch) = subject.launchImages else { return [] }
        return launch.files.compactMap { file in
            guard let image = file.image else { return nil }
            let count = image.transparentPixels
            // A palette's transparency (tRNS) counts as pixels; CgBI's channel is Xcode's own.
            guard (count ?? 0) > 0 || (image.hasAlphaChannel && !image.isCgBI) else { return nil }
            let pixels = count.map { $0 == 0 ? " (no pixel is transparent)" : " (\($0) transparent pixel\($0 == 1 ? "" : "s"))" } ?? ""
            let what = image.hasAlphaChannel ? "an alpha channel" : "transparency"
            return context.finding(
                "\(app.shown(file.path)) has \(what)\(pixels); launch images should be opaque",
                fix: "export the launch image without transparency (flatten it on an opaque background) and archive again",
                subject: app.shown(file.path))
        }
    }
}
