/// One Xcode project's icon settings, judged as the app ships.
extension Checker {
    /// Reads an Xcode project's icon settings and judges them against the app icons in the
    /// folder that holds it; reported under its project.pbxproj.
    public func checkProject(at folder: String) -> FileReport {
        var project = XcodeProject.read(folder: configuration.aliases.openPath(folder))
        project.folder = folder
        return checkProject(project)
    }

    /// Judges a project already read.
    func checkProject(_ project: XcodeProject) -> FileReport {
        let folder = project.folder
        let parent = FileName.parent(of: folder)
        let icons = FileDiscovery(ignore: configuration.ignore, aliases: configuration.aliases).appIcons(below: parent.isEmpty ? "." : parent)
        let subject = ProjectSubject(project: project, iconDocuments: icons.documents, iconSets: icons.sets)
        let configuration = configuration.effective(for: project.documentPath)
        // Judged as the app ships: what only configurations that do not ship give is info.
        let findings =
            configuration.rules.evaluate(subject, shippingIn: configuration.buildConfiguration)
            + activityFindings(project, rules: configuration.rules)
        return FileReport(path: project.documentPath, kind: .project, facts: .project(subject.facts), findings: findings)
    }
}
