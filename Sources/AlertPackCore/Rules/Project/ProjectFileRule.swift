/// `project.file`: project.pbxproj can be read.
package struct ProjectFileRule: ProjectRule {
    package init() {}

    package static let description = RuleDescription(
        id: "project.file", name: "Readable project file", defaultSeverity: .error,
        summary: "The project's project.pbxproj cannot be read as a property list (a merge conflict left in it, a cut-off file).",
        rationale:
            "Xcode cannot open a project whose project.pbxproj does not parse, and a merge that leaves conflict markers in it is the usual way this happens. Nothing else about the project's icons can be checked until it reads.",
        source: "XCODE-PROJECT (old-style property list; build settings)",
        examples: [
            .fires("Tests/Fixtures/projects/Conflict/Conflict.xcodeproj", saying: "a merge conflict marker; the file", as: .error),
            .silent("Tests/Fixtures/projects/Good/Good.xcodeproj"),
        ])

    package func check(_ subject: ProjectSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = subject.project.problem else { return [] }
        return [context.finding(problem, fix: "open the project in Xcode, or resolve the file's merge conflict, and check it again")]
    }
}
