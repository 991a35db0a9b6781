/// A part of a built app that could not be read: a damaged Info.plist, an asset catalog, an
/// executable's signature or a provisioning profile the readers refuse, an entry over the limits.
///
/// What is not read is not judged, so the rules that would have looked at it stay silent; saying
/// so is the only honest verdict. The part is named by its path inside the container.
///
/// Files whose names are not UTF-8 (a CP437 or Shift-JIS name an old Windows zipper wrote) are
/// left out and named in one finding at oddNameSeverity: no part the rules read can have such a
/// name, so the app is judged without them; but no Mac or iPhone file system stores such a name,
/// so iOS and each unzip tool read it in their own way, and the code signature, which seals
/// names in UTF-8, cannot cover the file as it lies in the IPA.
///
/// - Rule: built.unreadable
/// - Name: Unreadable part of a built app
/// - Source: BUILT-READ
/// - Parameter oddNameSeverity (severity): severity for files left out because their names are not UTF-8
/// - Fires on: Samples/built/Unreadable.ipa, saying “could not be read” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltUnreadableRule: BuiltAppRule {
    /// How many of the skipped names the finding quotes; the JSON facts list them all.
    static let namesQuoted = 5

    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let problems = subject.facts.problems.map { problem in
            context.finding(
                "\(problem.path) could not be read: \(problem.reason); what it holds is not checked",
                fix: "build and export the app again; if it was changed after signing, re-sign it", subject: problem.path)
        }
        return problems + oddNames(subject.facts.skippedEntries, context)
    }

    private func oddNames(_ names: [String], _ context: RuleContext<Parameters>) -> [Finding] {
        guard !names.isEmpty else { return [] }
        let one = names.count == 1
        let what = one ? "1 file has a name that is" : "\(names.count) files have names that are"
        let more = names.count > Self.namesQuoted ? " and \(names.count - Self.namesQuoted) more" : ""
        let listed = names.prefix(Self.namesQuoted).joined(separator: ", ") + more
        let them = one ? "it" : "them"
        return [
            context.finding(
                "\(what) not UTF-8 (\\xNN: a byte that is not), left out of the check: \(listed); the rest of the app is checked. iOS and unzip tools may each read such a name their own way, and the code signature, which names files in UTF-8, cannot have sealed \(them) under these bytes",
                fix: "rename \(them) in UTF-8 in the project (or remove \(them)), then build, sign and export the app again",
                severity: context.parameters.oddNameSeverity, subject: "names-not-utf8")
        ]
    }
}
