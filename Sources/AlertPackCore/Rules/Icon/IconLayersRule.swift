/// A layer's image-name is missing from Assets/, or names a file that is not a readable PNG or a well-formed
/// SVG.
///
/// Icon Composer layers are SVG (preferred) or PNG files in the bundle's Assets/ folder, named by each
/// layer's image-name. A missing file, one whose name differs only in case (found on a Mac's default volume,
/// not in CI), a PNG that does not decode in full, or an SVG that is not well-formed XML breaks the icon. An
/// SVG without a viewBox has no canvas coordinates to scale by: a warning.
///
/// - Rule: icon.layers
/// - Name: Layer files
/// - Source: ICON-COMPOSER (Icon Composer artwork: SVG or PNG layers)
/// - Parameter noViewBoxSeverity (severity): severity for an SVG layer without a valid viewBox
/// - Class missing: a layer's image is not in Assets/
/// - Class case-mismatch: in Assets/ under a name that differs by case
/// - Class undecodable: a PNG that does not decode
/// - Class cgbi: an Xcode-optimised (CgBI) PNG
/// - Class too-large: a PNG too large to decode
/// - Class bad-svg: an SVG that cannot be used
/// - Class no-viewbox: an SVG without a valid viewBox
/// - Class wrong-format: neither PNG nor SVG
/// - Class no-assets-folder: the bundle has no Assets/ folder
/// - Fires on: Samples/icon-bundles/Broken.icon, saying “draws gone.png, which is not in” (error)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconLayersRule: IconBundleRule {
    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        var seen = Set<String>()
        for layer in subject.bundle.layers {
            guard let name = layer.imageName, seen.insert(name).inserted else { continue }
            let shown = "\(layer.keyPath) draws \(name), which"
            switch subject.layerFiles[name] ?? .missing {
            case .missing:
                findings.append(
                    context.finding(
                        "\(shown) is not in Assets/", fix: "add \(FixHint.quoted(name)) to Assets/, or fix the layer's image-name",
                        class: MessageClass.missing))
            case .differentCase(let actual):
                findings.append(
                    context.finding(
                        "\(shown) is in Assets/ only as \(actual): a case-sensitive volume (CI) does not find it",
                        fix: "rename the file or the layer so the names match exactly", class: MessageClass.caseMismatch))
            case .png(let inspection):
                if let reason = inspection.unreadableReason {
                    findings.append(
                        context.finding(
                            "\(shown) does not decode: \(reason)", fix: "export the layer again as PNG (or SVG)", class: MessageClass.undecodable))
                } else if inspection.facts.cgbi == true {
                    findings.append(
                        context.finding(
                            "\(shown) is an Xcode-optimised (CgBI) PNG", fix: "export the original PNG (or SVG)", class: MessageClass.cgbi))
                } else if inspection.tooLarge {
                    findings.append(
                        context.finding("\(shown) is too large to decode", fix: "export the layer at canvas size", class: MessageClass.tooLarge))
                }
            case .svg(let inspection):
                if let problem = inspection.problem {
                    findings.append(
                        context.finding("\(shown) is not a usable SVG: \(problem)", fix: "export the layer again as SVG", class: MessageClass.badSvg))
                } else if inspection.viewBox == nil {
                    findings.append(
                        context.finding(
                            "\(shown) has no valid viewBox", fix: "export it with a viewBox (e.g. viewBox=\"0 0 1024 1024\")",
                            severity: context.parameters.noViewBoxSeverity,
                            class: MessageClass.noViewbox))
                }
            case .other(let format):
                findings.append(
                    context.finding("\(shown) is \(format), not PNG or SVG", fix: "export the layer as SVG or PNG", class: MessageClass.wrongFormat))
            }
        }
        if !subject.bundle.layers.isEmpty && !subject.bundle.hasAssetsFolder {
            findings.append(
                context.finding(
                    "the bundle has no Assets/ folder", fix: "keep the layer files in Name.icon/Assets/", class: MessageClass.noAssetsFolder))
        }
        return findings
    }
}
