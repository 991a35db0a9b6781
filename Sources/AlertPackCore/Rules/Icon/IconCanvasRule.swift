/// A PNG layer larger than the document's canvas (1024 px; 1088 px when it serves Apple Watch).
///
/// Icon Composer artwork is drawn on a 1024x1024 px canvas (1088x1088 px for Apple Watch); a layer may be
/// smaller and positioned, but pixels beyond the canvas are never shown and only add weight. SVG layers scale
/// and are not judged here.
///
/// - Rule: icon.canvas
/// - Name: Layer canvas
/// - Source: ICON-COMPOSER (Icon Composer canvas)
/// - Parameter canvasPixels (wholeNumber): the canvas of iPhone, iPad and Mac icons, in pixels
/// - Parameter watchCanvasPixels (wholeNumber): the canvas of Apple Watch icons (circles), in pixels
/// - Fires on: Samples/icon-bundles/Broken.icon, saying “the canvas is” (warning)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconCanvasRule: IconBundleRule {
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
