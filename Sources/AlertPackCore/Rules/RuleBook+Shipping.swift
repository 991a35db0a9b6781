/// Findings judged as the app ships: the policy that lowers a finding to info is the rule
/// book's, given the role a subject is judged in; a runner never lowers a finding itself.
extension RuleBook {
    /// The findings of a subject judged in a role the app does not ship (an icon set only
    /// configurations that do not ship use): each lowered to info, `note` saying why. Nil: the
    /// subject ships, its findings stand.
    package func evaluate<Subject>(_ subject: Subject, lowering note: String?) -> [Finding] {
        let findings = evaluate(subject)
        guard let note else { return findings }
        return findings.map { $0.demoted(because: note) }
    }

    /// A project's findings as the app ships in `preferred` (or its shipping configuration): the
    /// rules judge the whole project and the project as it ships, and a finding of the first
    /// that the second does not have (the same rule about the same subject) comes only from
    /// configurations that do not ship: it is lowered to info, naming the ones that do.
    package func evaluate(_ subject: ProjectSubject, shippingIn preferred: String?) -> [Finding] {
        let findings = evaluate(subject)
        let shipped = subject.project.shipped(preferred: preferred)
        guard shipped.icons != subject.project.icons else { return findings }
        let shippedSubject = ProjectSubject(project: shipped, iconDocuments: subject.iconDocuments, iconSets: subject.iconSets)
        let counted = Set(evaluate(shippedSubject).map(ShippedFinding.init))
        let shipping = Set(shipped.icons.map(\.configuration)).sorted().joined(separator: ", ")
        return findings.map { finding in
            counted.contains(ShippedFinding(finding))
                ? finding : finding.demoted(because: "not in \(shipping), the configuration the app ships in")
        }
    }
}

/// What makes two findings of one rule the same finding: the rule and what it is about (its
/// subject, else its message).
private struct ShippedFinding: Hashable {
    var rule: String
    var about: String

    init(_ finding: Finding) {
        rule = finding.rule
        about = finding.subject ?? finding.message
    }
}
