/// What reading a preset into a `RuleBook` gathers, rule by rule: each rule's values (read once
/// per id), its check bound to its severity and values in the family of its subject, and every
/// problem of the preset's entries.
package struct RuleBinder {
    let preset: Preset
    var diagnostics = Diagnostics()
    var parameters: [String: any RuleParameters] = [:]
    var families: [ObjectIdentifier: any Sendable] = [:]
    /// Ids already reported missing (a rule of two subjects is added twice).
    private var missing: Set<String> = []

    init(preset: Preset) { self.preset = preset }

    /// How many checks have been bound (a test holds every rule to binding one).
    private(set) var boundChecks = 0

    /// Reads the rule's entry and, when the preset turns it on, adds its check to the family of
    /// `Subject`.
    package mutating func add<R: Rule, Subject>(
        _ rule: R, _ check: @escaping @Sendable (Subject, RuleContext<R.Parameters>) -> [Finding]
    ) {
        let id = R.description.id
        guard let settings = preset.rules[id] else {
            guard missing.insert(id).inserted else { return }
            diagnostics.error("preset '\(preset.name)': rules.\(id) is missing (every rule needs a severity, or 'off')")
            return
        }
        if parameters[id] == nil { read(R.self, id, settings) }
        guard case .on(let severity) = settings.level, let values = parameters[id] as? R.Parameters else { return }
        let context = RuleContext(ruleID: id, severity: severity, parameters: values)
        var family = families[ObjectIdentifier(Subject.self)] as? RuleFamily<Subject> ?? RuleFamily()
        if Subject.self is any PlatformScopedSubject.Type {
            let platforms = R.description.platforms
            family.append { subject in
                (subject as! any PlatformScopedSubject).scoping({ check(subject, context) }, to: platforms)
            }
        } else {
            family.append { subject in check(subject, context) }
        }
        families[ObjectIdentifier(Subject.self)] = family
        boundChecks += 1
    }

    /// Reads one rule's values, noting unknown keys, missing values and values of the wrong kind.
    private mutating func read<R: Rule>(_: R.Type, _ id: String, _ settings: RuleSettings) {
        let where_ = "preset '\(preset.name)': rules.\(id)"
        let (values, reader) = R.Parameters.read(settings.values)
        let known = reader.specs.map(\.name)
        // A value is blamed on the file that set it (a config's, a custom preset's), where it is.
        let origin = { (key: String) in settings.valueOrigins[key] ?? "\(where_).\(key)" }
        for key in settings.values.keys.sorted() where !known.contains(key) {
            let allowed = (["severity", "source"] + known).joined(separator: ", ")
            diagnostics.warn(
                "\(origin(key)) is not a known key\(Suggestion.phrase(for: key, among: ["severity", "source"] + known)) (known: \(allowed))")
        }
        for problem in reader.problems {
            let spec = problem.spec
            if let found = problem.found {
                diagnostics.error("\(origin(spec.name)) must be a \(spec.kind.rawValue), not \(found.yamlText)")
            } else {
                diagnostics.error("\(where_).\(spec.name) is missing (\(spec.kind.rawValue): \(spec.summary))")
            }
        }
        parameters[id] = values
    }
}
