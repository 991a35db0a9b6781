/// A target's ASSETCATALOG_COMPILER_APPICON_NAME names an icon that no .icon document or .appiconset in the
/// project's folder has.
///
/// A target's App Icon setting must equal an icon's name: a `.icon` document without its extension, or an
/// asset catalog `.appiconset`. With no icon of that name the app builds without one, and App Store Connect
/// rejects it (ITMS-90704, ITMS-90713). Only this primary icon's App Store image is the one whose alpha
/// channel App Store Connect rejects. An icon that exists but is not among the target's resources (its Copy
/// Bundle Resources files and synchronized folders) is left out of the app: a warning, since membership can
/// also come from places this reading does not follow. A name built from a variable that neither
/// project.pbxproj nor its .xcconfig files set is noted, not guessed.
///
/// - Rule: project.app-icon
/// - Name: App icon named by the project
/// - Source: ICON-COMPOSER (the App Icon setting names the .icon)
/// - Parameter unresolvedSeverity (severity): severity for an app icon name with a variable the project does not set
/// - Parameter outsideSeverity (severity): severity for an app icon that exists but is not among the target's resources
/// - Fires on: Tests/Fixtures/projects/Broken/Broken.xcodeproj, saying “but no BrandIcon.icon or
///   BrandIcon.appiconset is” (info)
/// - Silent on: Tests/Fixtures/projects/Good/Good.xcodeproj
package struct ProjectAppIconRule: ProjectRule {
    package func check(_ subject: ProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        var findings: [Finding] = []
        for name in Set(subject.project.icons.compactMap(\.primary)).sorted() {
            let (missing, outside, paths) = subject.lookUp(name) { $0.primary.map { [$0] } ?? [] }
            if !missing.isEmpty {
                findings.append(
                    context.finding(
                        "\(subject.usersPhrase(missing)) the app icon \"\(name)\", but no \(name).icon or \(name).appiconset is in the project's folder",
                        fix: "add an app icon named \(name), or set ASSETCATALOG_COMPILER_APPICON_NAME to one that exists", subject: name))
            }
            if !outside.isEmpty {
                findings.append(
                    subject.outsideFinding(
                        context, outside, role: "app icon", name: name, paths: paths,
                        severity: context.parameters.outsideSeverity))
            }
        }
        for entry in subject.project.icons {
            for text in entry.unresolved {
                findings.append(
                    context.finding(
                        "\(entry.target) (\(entry.configuration)) names an app icon \"\(text)\" with a variable that neither project.pbxproj nor its .xcconfig files set: not checked",
                        fix: "check that the icon it becomes exists in the project's folder", severity: context.parameters.unresolvedSeverity,
                        subject: "\(entry.target) \(entry.configuration) \(text)"))
            }
        }
        return findings
    }
}
