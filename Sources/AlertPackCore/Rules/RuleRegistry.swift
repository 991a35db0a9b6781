/// The one list of rules. `alertpack rules`, `docs/rules.md`, preset validation and the
/// example tests all read it, so a rule exists everywhere or nowhere. `all` is generated at
/// build time (`Plugins/GenerateRuleRegistry`) from the rule files, in the order of the default
/// preset's entries; the build fails on a rule whose name or folder does not follow from its id,
/// or that has no preset entry. The same build generates `RuleID`, one case per rule, which code
/// outside a rule's file names it by; docs/RuleRegistry.generated.swift is a snapshot of what it
/// generates, to read before a build (RuleIdentityTests holds it current).
public enum RuleRegistry {
    /// Every rule's description, in catalogue order.
    public static var descriptions: [RuleDescription] { all.map(\.description) }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
