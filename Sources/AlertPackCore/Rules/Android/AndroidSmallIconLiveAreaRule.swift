/// Ink outside the 22 dp live area in the middle of a small notification icon's 24 dp canvas.
///
/// Material's system icon grid keeps a small icon's shape inside a 22 × 22 dp live area, 1 dp
/// clear on every side; the status bar draws icons side by side at that size, so ink up to the
/// edge runs into its neighbours or is cut, and looks larger than every other icon. A pixel of
/// tolerance is allowed for anti-aliasing (a fraction of a dp for a vector drawable). Ink that
/// runs along the canvas edge (a frame, a shape cut by the edge) is a warning; a curve that only
/// touches the edge with a few faint pixels, and ink a little into the 1 dp padding but clear of
/// the edge, render whole (the surveys of real icons found both in icons that ship well) and are
/// info. A vector drawable has no pixels to weigh: its ink at the edge is a warning. ldpi is
/// not judged, as the size and densities rules leave it out. Each is said once for the
/// resource, with what each file measures.
///
/// - Rule: android.small-icon-live-area
/// - Name: Small icon inside the live area
/// - Source: ANDROID-SMALL-ICON
/// - Parameter canvasDp (number): the icon's side in dp
/// - Parameter liveAreaDp (number): the side of the live area in dp, centred in the canvas
/// - Parameter tolerancePixels (number): how far a PNG's ink may pass the live area, in pixels
/// - Parameter vectorToleranceDp (number): how far a vector drawable's ink may pass it, in dp
/// - Parameter edgeDp (number): ink closer than this to the canvas edge, in dp, reaches the edge
/// - Parameter edgeRunShare (number): the share of a side (0 to 1, alpha-weighted) a PNG's ink must run along
///   on its outermost line for reaching the edge to be a warning; less only touches it (info)
/// - Parameter skippedDensities (list): density folders not judged
/// - Parameter inkAlpha (number): alpha (0 to 1) over which a pixel is ink
/// - Parameter solidCoverage (number): opaque share of the canvas from which a PNG is solid, judged by
///   android.small-icon-solid and not here
/// - Fires on: Samples/android/SmallIcons/Broken, saying “reaches the canvas edge” (warning)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconLiveAreaRule: AndroidSmallIconRule {
    /// How far one file's ink passes the live area.
    enum Extent: CaseIterable {
        /// Along the canvas edge: cut, or a frame.
        case edge
        /// To the canvas edge, but with a few faint pixels: a curve tangent to it.
        case touch
        /// Into the 1 dp padding, clear of the edge.
        case padding
    }

    /// One file's ink past the live area: what it measures, and how far it goes.
    struct Reach {
        var said: String
        var extent: Extent
    }

    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let values = context.parameters
        guard values.canvasDp > 0, values.liveAreaDp > 0 else { return [] }
        var reaches: [(file: AndroidSmallIconFacts, reach: Reach)] = []
        for file in icon.ownFiles where !values.skippedDensities.contains(file.density ?? "") {
            // A PNG without transparency, or mostly opaque, is solid: android.small-icon-solid says so.
            if file.alphaPresent == false || (file.opaqueCoverage ?? 0) > values.solidCoverage { continue }
            if let reach = Self.reach(of: file, values) { reaches.append((file, reach)) }
        }
        let fix = AndroidSmallIconSubject.makeFix(icon)
        var findings: [Finding] = []
        for extent in Extent.allCases {
            let chosen = reaches.filter { $0.reach.extent == extent }
            guard !chosen.isEmpty else { continue }
            findings.append(
                context.finding(
                    "\(icon.name)'s ink \(Self.what(extent, values)) in \(icon.phrase(for: chosen.map(\.file), among: icon.files)): "
                        + chosen.map(\.reach.said).joined(separator: "; ") + icon.usedByPhrase,
                    fix: fix, severity: extent == .edge ? nil : .info, subject: icon.name))
        }
        return findings
    }

    /// How a finding says how far the ink goes.
    static func what(_ extent: Extent, _ values: Parameters) -> String {
        switch extent {
        case .edge: return "reaches the canvas edge"
        case .touch:
            return "touches the canvas edge with a few pixels (ink along under \(Int((values.edgeRunShare * 100).rounded())) % of a side)"
        case .padding: return "passes the \(number(values.liveAreaDp)) dp live area into its 1 dp padding, short of the edge"
        }
    }

    /// Where one file's ink passes the live area, or nil when it stays inside (or is not measured).
    static func reach(of file: AndroidSmallIconFacts, _ values: Parameters) -> Reach? {
        let share = max(0, values.canvasDp - values.liveAreaDp) / 2 / values.canvasDp
        if let box = file.inkBox, let width = file.width, let height = file.height {
            let ink = VectorDrawable.Bounds(
                minX: Double(box.x), minY: Double(box.y), maxX: Double(box.x + box.width), maxY: Double(box.y + box.height))
            guard
                var found = reach(
                    ink, width: Double(width), height: Double(height), margin: share, tolerance: values.tolerancePixels,
                    edge: max(values.edgeDp * Double(width) / values.canvasDp, 0.5), unit: "pixels", label: file.folder)
            else { return nil }
            // A few faint pixels on the outermost line are a curve tangent to the edge, nothing cut.
            if found.extent == .edge, let run = file.edgeInk?.largest, run <= values.edgeRunShare {
                found.extent = .touch
                found.said += ", \(Int((run * 100).rounded())) % of a side on the edge"
            }
            return found
        }
        guard let vector = file.vector, vector.parses, let ink = vector.inkBounds, let width = vector.viewportWidth,
            let height = vector.viewportHeight
        else { return nil }
        let perDp = width / (vector.widthDp ?? values.canvasDp)
        return reach(
            ink, width: width, height: height, margin: share, tolerance: values.vectorToleranceDp * perDp, edge: values.edgeDp * perDp,
            unit: "viewport units", label: file.folder)
    }

    /// What passes the live area of a `width` × `height` canvas, said in `unit`; nil when nothing does.
    static func reach(
        _ ink: VectorDrawable.Bounds, width: Double, height: Double, margin share: Double, tolerance: Double, edge: Double, unit: String,
        label: String
    ) -> Reach? {
        let (marginX, marginY) = (share * width, share * height)
        let inside =
            ink.minX >= marginX - tolerance && ink.minY >= marginY - tolerance && ink.maxX <= width - marginX + tolerance
            && ink.maxY <= height - marginY + tolerance
        guard !inside else { return nil }
        let clearance = min(ink.minX, ink.minY, width - ink.maxX, height - ink.maxY)
        let said =
            "\(label) ink x \(number(ink.minX))–\(number(ink.maxX)), y \(number(ink.minY))–\(number(ink.maxY)) of "
            + "\(number(width))x\(number(height)) \(unit), live area \(number(marginX))–\(number(width - marginX)) by "
            + "\(number(marginY))–\(number(height - marginY)) (tolerance \(number(tolerance)))"
        return Reach(said: said, extent: clearance < edge ? .edge : .padding)
    }

    /// A number as a person writes it: whole numbers without a point, others to two places.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int(value)) }
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() && abs(hundredths) < 1e12 ? String(Int(hundredths)) : String(hundredths)
    }
}
