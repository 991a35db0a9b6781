/// `icon.canvas`: PNG layers no larger than the canvas.
package struct IconCanvasRule: IconBundleRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var canvasPixels: Int
        package var watchCanvasPixels: Int

        package init(_ preset: inout ParameterReader) {
            canvasPixels = preset.wholeNumber("canvasPixels", "the canvas of iPhone, iPad and Mac icons, in pixels")
            watchCanvasPixels = preset.wholeNumber("watchCanvasPixels", "the canvas of Apple Watch icons (circles), in pixels")
        }
    }

    package static let description = RuleDescription(
        id: "icon.canvas", name: "Layer canvas", defaultSeverity: .warning,
        summary: "A PNG layer larger than the document's canvas (1024 px; 1088 px when it serves Apple Watch).",
        rationale:
            "Icon Composer artwork is drawn on a 1024x1024 px canvas (1088x1088 px for Apple Watch); a layer may be smaller and positioned, but pixels beyond the canvas are never shown and only add weight. SVG layers scale and are not judged here.",
        source: "ICON-COMPOSER (Icon Composer canvas)",
        parameters: Parameters.specs,
        examples: [.fires("Samples/icon-bundles/Broken.icon", saying: "the canvas is", as: .warning), .silent("Samples/icon-bundles/AppIcon.icon")])

    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let watch = subject.bundle.platforms?["circles"]?.isEmpty == false
        let canvas = watch ? max(context.parameters.canvasPixels, context.parameters.watchCanvasPixels) : context.parameters.canvasPixels
        var findings: [Finding] = []
        for name in subject.layerFiles.keys.sorted() {
            guard case .png(let inspection)? = subject.layerFiles[name], let width = inspection.facts.width,
                let height = inspection.facts.height, width > canvas || height > canvas
            else { continue }
            findings.append(
                context.finding(
                    "the layer \(name) is \(width)x\(height) pixels; the canvas is \(canvas)x\(canvas)",
                    fix: "export it at \(canvas)x\(canvas) or smaller (or as SVG)"))
        }
        return findings
    }
}
