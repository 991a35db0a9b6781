/// `image.cgbi`: an Xcode-optimised PNG taken from a built app.
package struct ImageCgBIRule: ImageRule {
    package init() {}

    package static let description = RuleDescription(
        id: "image.cgbi", name: "Xcode-optimised (CgBI) PNG", defaultSeverity: .error,
        summary: "An Xcode-optimised \"CgBI\" PNG taken from a built app: validate the source image instead.",
        rationale:
            "Xcode rewrites PNGs inside built apps into Apple's CgBI variant (premultiplied BGRA, raw deflate), which other tools cannot read and which must not go back into a project.",
        source: "IMG-CGBI",
        parameters: [],
        examples: [.fires("Samples/icons/cgbi.png", saying: "copied out of a built app", as: .error), .silent("Samples/icons/Icon-Small@2x.png")])

    package func check(_ image: ImageSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard image.facts.cgbi == true else { return [] }
        return [
            context.finding(
                "is an Xcode-optimised CgBI PNG (it starts with a CgBI chunk), copied out of a built app",
                fix: "use the original PNG from the project's asset catalog instead")
        ]
    }
}
