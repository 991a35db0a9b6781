/// A notification badge that is not a silhouette: Android's status bar shows it as a solid shape.
///
/// Chrome on Android draws a notification's `badge` in the status bar as Android draws a small
/// icon: from its alpha channel alone, in white. A badge without transparency (a JPEG, an opaque
/// PNG), or one whose opaque pixels cover most of its canvas (the app's icon on its background),
/// shows as a white square or disc. It is measured as `android.small-icon-solid` measures a small
/// icon; colour inside the shape is thrown away, not judged.
///
/// - Rule: web.badge-solid
/// - Name: Badge is a silhouette
/// - Source: WEB-BADGE, ANDROID-SMALL-ICON
/// - Parameter maxCoverage (number): largest share of the canvas (0 to 1) opaque pixels may cover
/// - Parameter opaqueAlpha (number): alpha (0 to 1) at or over which a pixel counts as opaque
/// - Parameter maxSide (wholeNumber): widest or tallest badge decoded, in pixels
/// - Class no-alpha: an image without transparency
/// - Class covered: opaque pixels over the limit
/// - Fires on: Samples/web/Broken/public/sw.js, saying “as a solid white square” (error)
/// - Silent on: Samples/web/Fine/public/firebase-messaging-sw.js
package struct WebBadgeSolidRule: WebScriptRule {
    package func check(_ script: WebScriptSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        script.badges.compactMap { badge, file -> Finding? in
            let place = script.place(badge)
            let fix = "draw the badge white on transparency, a shape and nothing around it (alertpack icons MASTER --web-badge OUT.png makes one)"
            if file.alphaPresent == false {
                let size = file.width.map { "\($0)x\(file.height ?? 0) " } ?? ""
                return context.finding(
                    "\(place) names \(badge.value), a \(size)\(file.format.uppercased()) without transparency: "
                        + "Android draws every pixel of a badge, so it shows as a solid white square",
                    fix: fix, subject: badge.key, class: MessageClass.noAlpha)
            }
            guard let coverage = file.opaqueCoverage, coverage > context.parameters.maxCoverage else { return nil }
            let percent = { (share: Double) in "\(Int((share * 100).rounded())) %" }
            return context.finding(
                "\(place) names \(badge.value), which is \(percent(coverage)) opaque (the limit is \(percent(context.parameters.maxCoverage))): "
                    + "Android draws only a badge's alpha, so it shows as a solid white shape",
                fix: fix, subject: badge.key, class: MessageClass.covered)
        }
    }
}
