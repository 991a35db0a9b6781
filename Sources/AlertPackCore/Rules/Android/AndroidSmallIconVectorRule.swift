/// A small notification icon's drawable XML that Android cannot draw as a silhouette: not a
/// `<vector>`, without a size or viewport, with path data that does not read, or filled with a
/// gradient or a drawable.
///
/// A vector drawable covers every density with one file, but only when it inflates: Android
/// refuses a `<vector>` without `android:width`/`height` or `viewportWidth`/`viewportHeight`
/// above zero, or whose `pathData` does not parse, and the notification shows no icon (or the app
/// crashes building it). A `<bitmap>`, `<layer-list>` or `<adaptive-icon>` in its place is not a
/// silhouette, and a gradient fill (`<aapt:attr>` with `<gradient>`, a `@drawable/` colour) is
/// drawn by its alpha alone: as a solid shape.
///
/// - Rule: android.small-icon-vector
/// - Name: Small icon vector drawable
/// - Source: ANDROID-SMALL-ICON, ANDROID-VECTOR
/// - Parameter acceptedRoots (list): the root elements accepted for a small icon's XML
/// - Fires on: Samples/android/SmallIcons/Broken, saying “Android cannot tint” (error)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconVectorRule: AndroidSmallIconRule {
    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        icon.ownVectors.compactMap { file -> Finding? in
            guard let problem = Self.problem(file, accepted: context.parameters.acceptedRoots) else { return nil }
            return context.finding(
                "\(file.path) \(problem)" + icon.usedByPhrase, fix: AndroidSmallIconSubject.makeFix(icon), subject: file.path)
        }
    }

    /// What is wrong with one drawable XML, or nil.
    package static func problem(_ file: AndroidSmallIconFacts, accepted: [String]) -> String? {
        if let reason = file.unreadable { return "cannot be read: \(reason)" }
        guard let vector = file.vector else { return nil }
        guard vector.isVector else {
            guard !accepted.contains(vector.root) else { return nil }
            return "is a <\(vector.root)> drawable, not a <vector>: not a silhouette Android can tint"
        }
        var missing: [String] = []
        for (name, value) in [("android:width", vector.width), ("android:height", vector.height)]
        where !(value.map(VectorDrawable.dimension) ?? false) {
            missing.append(name + " above 0" + (value.map { " (it is \"\($0)\")" } ?? ""))
        }
        if vector.viewportWidth == nil { missing.append("android:viewportWidth above 0") }
        if vector.viewportHeight == nil { missing.append("android:viewportHeight above 0") }
        if !missing.isEmpty { return "has no " + missing.joined(separator: ", ") + ": Android refuses to inflate it" }
        if let bad = vector.pathProblem {
            return "line \(bad.line): android:pathData does not read (\(bad.error.message)): Android refuses to inflate it"
        }
        if !vector.untintable.isEmpty {
            return "fills with " + vector.untintable.prefix(3).joined(separator: ", ")
                + ": Android cannot tint a gradient or a drawable as a silhouette, it draws a solid shape"
        }
        return nil
    }
}
