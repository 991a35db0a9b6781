/// A manifest icon whose file is not the size its `sizes` declares, or not square.
///
/// The browser picks an icon by its declared `sizes` and scales what it fetches: an icon that is
/// smaller than it says is drawn blurred, one of another shape is distorted or rejected (Chrome
/// skips an icon whose size does not match for installability). Each token is `WIDTHxHEIGHT` or
/// `any` (for a vector image); one PNG has one size, so one of its tokens must be its own.
///
/// - Rule: web.manifest-icon-size
/// - Name: Manifest icon size
/// - Source: WEB-MANIFEST, WEB-INSTALL
/// - Class mismatch: the file's pixel size is none of the declared sizes
/// - Class not-square: the file is not square
/// - Class malformed: a `sizes` token that is neither WIDTHxHEIGHT nor any
/// - Fires on: Samples/web/Broken/public/manifest.json, saying “declares 192x192, but” (error)
/// - Silent on: Samples/web/Fine/public/manifest.webmanifest
package struct WebManifestIconSizeRule: WebManifestRule {
    package func check(_ manifest: WebManifestSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        for (icon, file) in manifest.icons {
            let place = icon.place(in: manifest.file)
            let tokens = icon.sizes.filter { $0.lowercased() != "any" }
            let malformed = zip(tokens, icon.declaredSizes).filter { $0.1 == nil }.map(\.0)
            if !malformed.isEmpty {
                findings.append(
                    context.finding(
                        "\(place) declares sizes \"\(malformed.joined(separator: " "))\", which is not WIDTHxHEIGHT or any: the browser ignores it",
                        fix: "write each size as WIDTHxHEIGHT in pixels (\"192x192\")", subject: icon.key, class: MessageClass.malformed))
            }
            guard let file, let width = file.width, let height = file.height, file.format != "svg" else { continue }
            let declared = icon.declaredSizes.compactMap { $0 }
            if width != height {
                findings.append(
                    context.finding(
                        "\(place) names \(icon.value), which is \(width)x\(height) pixels: a web app icon must be square",
                        fix: "make the icon square and declare its size", subject: icon.key, class: MessageClass.notSquare))
            } else if !declared.isEmpty, !declared.contains(where: { $0.width == width && $0.height == height }) {
                let said = declared.map { "\($0.width)x\($0.height)" }.joined(separator: " ")
                findings.append(
                    context.finding(
                        "\(place) declares \(said), but \(icon.value) is \(width)x\(height) pixels: the browser scales it as if it were \(said)",
                        fix: "declare \"sizes\": \"\(width)x\(height)\", or export the icon at \(said)", subject: icon.key,
                        class: MessageClass.mismatch))
            }
        }
        return findings
    }
}
