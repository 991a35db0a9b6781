/// A manifest's application icon or notification meta-data naming a resource the app module does
/// not have in its release build.
///
/// `<meta-data android:name="com.google.firebase.messaging.default_notification_icon"
/// android:resource="@drawable/x">` (or Expo's, or `<application android:icon>`) must name a
/// resource of the module's source sets that ship in release (main, release, flavours): one that
/// only `src/debug/res` holds, or none, fails the release build when resources are linked
/// ("resource drawable/x not found"), after a debug build that worked. A colour may come from a
/// library the app depends on, which is not read: a warning.
///
/// - Rule: android.manifest-resource
/// - Name: Manifest resource exists
/// - Source: ANDROID-FCM, ANDROID-MANIFEST
/// - Parameter colorSeverity (severity): severity for a missing colour (libraries define colours too)
/// - Fires on: Samples/android/ProjectMissingIcon, saying “which no source set of the release build defines” (error)
/// - Silent on: Samples/android/ProjectKeptSound
package struct AndroidManifestResourceRule: AndroidProjectRule {
    package func check(_ subject: AndroidProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.facts.manifestEntries.compactMap { entry -> Finding? in
            guard entry.isMissing, let reference = entry.reference else { return nil }
            let elsewhere =
                subject.facts.resources.filter { $0.type == reference.type && $0.name == reference.name }.map(\.path)
                + subject.facts.values.filter { $0.type == reference.type && $0.name == reference.name }.map(\.file)
            let only =
                elsewhere.isEmpty
                ? "" : " (only \(elsewhere.prefix(3).map(subject.path).joined(separator: ", ")) has it, which is not built into release)"
            let add =
                reference.type == "color"
                ? "a <color name=\"\(reference.name)\"> to src/main/res/values/colors.xml"
                : "the \(reference.type) \(reference.name) to src/main/res/\(reference.type)*/ (or to a release source set)"
            return context.finding(
                "\(subject.path(entry.file)):\(entry.line) \(entry.key) names \(entry.value), which no source set of the release build defines\(only): linking the release build fails (\"resource \(reference.type)/\(reference.name) not found\")",
                fix: "add \(add), or name a resource the module has",
                severity: reference.type == "color" ? context.parameters.colorSeverity : nil, subject: "\(entry.file) \(entry.key)")
        }
    }
}
