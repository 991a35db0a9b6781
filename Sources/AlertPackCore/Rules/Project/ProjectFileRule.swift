/// The project's project.pbxproj cannot be read as a property list (a merge conflict left in it, a cut-off
/// file).
///
/// Xcode cannot open a project whose project.pbxproj does not parse, and a merge that leaves conflict markers
/// in it is the usual way this happens. Nothing else about the project's icons can be checked until it reads.
///
/// - Rule: project.file
/// - Name: Readable project file
/// - Source: XCODE-PROJECT (old-style property list; build settings)
/// - Fires on: Tests/Fixtures/projects/Conflict/Conflict.xcodeproj, saying “a merge conflict marker; the
///   file” (error)
/// - Silent on: Tests/Fixtures/projects/Good/Good.xcodeproj
package struct ProjectFileRule: ProjectRule {
    package func check(_ subject: ProjectSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let problem = subject.project.problem else { return [] }
        return [context.finding(problem, fix: "open the project in Xcode, or resolve the file's merge conflict, and check it again")]
    }
}
