/// One Xcode project's icon settings, judged as the app ships.
extension Checker {
    /// Reads an Xcode project's icon settings and judges them against the app icons in the
    /// folder that holds it; reported under its project.pbxproj.
    public func checkProject(at folder: String) -> FileReport {
        var project = XcodeProject.read(folder: NameAliases.shared.openPath(folder))
        project.folder = folder
        return checkProject(project)
    }

    /// Judges a project already read.
    func checkProject(_ project: XcodeProject) -> FileReport {
        let folder = project.folder
        let parent = FileName.parent(of: folder)
        let icons = FileDiscovery(ignore: configuration.ignore).appIcons(below: parent.isEmpty ? "." : parent)
        let subject = ProjectSubject(project: project, iconDocuments: icons.documents, iconSets: icons.sets)
        let configuration = configuration.effective(for: project.documentPath)
        var findings = configuration.rules.evaluate(subject)
        // Judged as the app ships: what only configurations that do not ship give is info.
        let shipped = project.shipped(preferred: configuration.buildConfiguration)
        if shipped.icons != project.icons {
            let shippedSubject = ProjectSubject(project: shipped, iconDocuments: icons.documents, iconSets: icons.sets)
            let counted = Set(configuration.rules.evaluate(shippedSubject).map { "\($0.rule) \($0.subject ?? $0.message)" })
            let shipping = Set(shipped.icons.map(\.configuration)).sorted().joined(separator: ", ")
            findings = findings.map { finding in
                counted.contains("\(finding.rule) \(finding.subject ?? finding.message)")
                    ? finding : finding.demoted(because: "not in \(shipping), the configuration the app ships in")
            }
        }
        return FileReport(path: folder + "/project.pbxproj", kind: .project, facts: .project(subject.facts), findings: findings)
    }
}
