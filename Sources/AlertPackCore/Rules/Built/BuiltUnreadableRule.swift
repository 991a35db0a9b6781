/// A part of a built app that could not be read: a damaged Info.plist, an asset catalog, an
/// executable's signature or a provisioning profile the readers refuse, an entry over the limits.
///
/// What is not read is not judged, so the rules that would have looked at it stay silent; saying
/// so is the only honest verdict. The part is named by its path inside the container.
///
/// - Rule: built.unreadable
/// - Name: Unreadable part of a built app
/// - Source: BUILT-READ
/// - Fires on: Samples/built/Unreadable.ipa, saying “could not be read” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltUnreadableRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.facts.problems.map { problem in
            context.finding(
                "\(problem.path) could not be read: \(problem.reason); what it holds is not checked",
                fix: "build and export the app again; if it was changed after signing, re-sign it", subject: problem.path)
        }
    }
}
