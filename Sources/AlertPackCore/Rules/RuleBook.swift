/// The registry's rules bound to one effective preset: each enabled rule with its severity and
/// its typed parameters, read once when the configuration resolves. Reading is also the preset's
/// check: every missing value and every value of the wrong kind is an error, unknown ids and
/// keys are warnings, all reported together.
package struct RuleBook: Sendable {
    /// Unknown rule ids and keys in the preset: reported, not fatal.
    package let warnings: [String]
    private let parametersByID: [String: any RuleParameters]
    private let enabled: Set<String>
    /// A `RuleFamily<Subject>` for each kind of subject a rule judges, by the subject's type.
    private let families: [ObjectIdentifier: any Sendable]

    package init(_ preset: Preset) throws(AlertPackError) {
        let binder = Self.bind(preset)
        try binder.diagnostics.throwIfErrors()
        self.init(binder)
    }

    /// The book of `preset`, its warnings and errors added to `diagnostics`; nil when it has
    /// errors (a run then reports them with every other mistake of its configuration).
    package static func read(_ preset: Preset, diagnostics: inout Diagnostics) -> RuleBook? {
        let binder = bind(preset)
        diagnostics.take(binder.diagnostics)
        return binder.diagnostics.errors.isEmpty ? RuleBook(binder) : nil
    }

    private static func bind(_ preset: Preset) -> RuleBinder {
        var binder = RuleBinder(preset: preset)
        for id in preset.rules.keys.sorted() where RuleRegistry.description(of: id) == nil {
            binder.diagnostics.warn(
                "preset '\(preset.name)': unknown rule id '\(id)' (ignored)\(Suggestion.phrase(for: id, among: RuleRegistry.all.map(\.description.id)))"
            )
        }
        // Every rule is read, enabled or not: a preset must be complete, and values such as
        // sound.duration's cut margin are used by `convert` whatever the rule's level.
        for rule in RuleRegistry.all { rule.bind(into: &binder) }
        return binder
    }

    private init(_ binder: RuleBinder) {
        warnings = binder.diagnostics.warnings
        parametersByID = binder.parameters
        families = binder.families
        enabled = Set(binder.preset.rules.filter { $0.value.level != .off }.keys)
    }

    /// Whether the preset turns a rule on.
    package func isEnabled<R: Rule>(_: R.Type) -> Bool { enabled.contains(R.description.id) }

    /// Whether the preset turns a rule on.
    package func isEnabled<R: Rule>(_ rule: R) -> Bool { isEnabled(R.self) }

    /// A rule's values in this preset, by its type: no rule is made to read them. Other stages
    /// take what they need through the named values of `RuleBook+Settings`.
    package func parameters<R: Rule>(of _: R.Type) -> R.Parameters {
        if let parameters = parametersByID[R.description.id] as? R.Parameters { return parameters }
        // Not reachable for a registered rule: init read every one. A rule outside the registry
        // gets its neutral values.
        return R.Parameters.read([:]).parameters
    }

    /// A rule's values in this preset.
    package func parameters<R: Rule>(of rule: R) -> R.Parameters { parameters(of: R.self) }

    /// The findings of every enabled rule that judges this kind of subject.
    package func evaluate<Subject>(_ subject: Subject) -> [Finding] {
        (families[ObjectIdentifier(Subject.self)] as? RuleFamily<Subject>)?.evaluate(subject) ?? []
    }
}
