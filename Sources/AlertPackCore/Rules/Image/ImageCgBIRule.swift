/// An Xcode-optimised "CgBI" PNG taken from a built app: validate the source image instead.
///
/// Xcode rewrites PNGs inside built apps into Apple's CgBI variant (premultiplied BGRA, raw deflate), which
/// other tools cannot read and which must not go back into a project.
///
/// - Rule: image.cgbi
/// - Name: Xcode-optimised (CgBI) PNG
/// - Source: IMG-CGBI
/// - Platforms: ios, android, web
/// - Fires on: Samples/icons/cgbi.png, saying “copied out of a built app” (error)
/// - Silent on: Samples/icons/Icon-Small@2x.png
package struct ImageCgBIRule: ImageRule {
    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard image.facts.cgbi == true else { return [] }
        return [
            context.finding(
                "is an Xcode-optimised CgBI PNG (it starts with a CgBI chunk), copied out of a built app",
                fix: "use the original PNG from the project's asset catalog instead")
        ]
    }
}
