/// A rule: a stable description plus a check over one subject's facts. Its values come from the
/// preset, typed (`Parameters`, read once when a configuration resolves); rules hold no
/// thresholds of their own. A rule is one file, `Rules/<Family>/<Family><Name>Rule.swift` for
/// the id `family.name`, whose doc comment holds its words, its values' declarations and its
/// examples; the build turns those into its `description` and `Parameters` and lists it in the
/// registry (`Plugins/GenerateRuleRegistry`), in the order of the default preset's entries,
/// with its typed id (`static let id: RuleID`). A rule whose finding `fix` can clear is also a
/// `RepairableRule`: it states its repair, and the planner composes plans from that.
package protocol Rule: Sendable {
    associatedtype Parameters: RuleParameters = NoParameters
    /// What it checks and why, where the rule comes from, and files it fires and stays silent
    /// on: the words of `alertpack rules` and docs/rules.md. Values live in the preset.
    static var description: RuleDescription { get }
    /// Adds the rule's check to the family of the subject it judges (`SubjectRule` does it for
    /// a rule of one subject; a rule of two subjects adds itself to both).
    func bind(into binder: inout RuleBinder)
}

extension Rule {
    package var description: RuleDescription { Self.description }
}

/// A rule that judges one kind of subject: a sound, an image, a set, a document, ...
package protocol SubjectRule<Subject>: Rule {
    associatedtype Subject
    func check(_ subject: Subject, _ context: RuleContext<Parameters>) -> [Finding]
}

extension SubjectRule {
    package func bind(into binder: inout RuleBinder) { binder.add(self) { check($0, $1) } }
}
