/// An ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES entry names an icon that does not exist in the project's
/// folder.
///
/// Alternate app icons (setAlternateIconName) are compiled only when the target lists them; a listed name
/// with no `.icon` or `.appiconset` is missing from the app, and the call that asks for it fails at run time;
/// so is one that exists but is not among the target's resources (a warning: membership can also come from
/// places this reading does not follow). The alternates' App Store images are not the one whose alpha App
/// Store Connect rejects: only the primary icon's is.
///
/// - Rule: project.alternate-icons
/// - Name: Alternate icons named by the project
/// - Source: ICON-COMPOSER (Configuring your app icon: alternate app icons)
/// - Parameter outsideSeverity (severity): severity for an alternate icon that exists but is not among the target's
///   resources
/// - Fires on: Tests/Fixtures/projects/Broken/Broken.xcodeproj, saying “but no Summer.icon or
///   Summer.appiconset is” (error)
/// - Silent on: Tests/Fixtures/projects/Good/Good.xcodeproj
package struct ProjectAlternateIconsRule: ProjectRule {
    package func check(_ subject: ProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        for name in Set(subject.project.icons.flatMap(\.alternates)).sorted() {
            let (missing, outside, paths) = subject.lookUp(name) { $0.alternates }
            if !missing.isEmpty {
                findings.append(
                    context.finding(
                        "\(subject.usersPhrase(missing)) the alternate icon \"\(name)\", but no \(name).icon or \(name).appiconset is in the project's folder",
                        fix: "add it, or remove it from ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", subject: name))
            }
            if !outside.isEmpty {
                findings.append(
                    subject.outsideFinding(
                        context, outside, role: "alternate icon", name: name, paths: paths,
                        severity: context.parameters.outsideSeverity))
            }
        }
        return findings
    }
}
