/// The one list of rules. `alertpack rules`, `docs/rules.md`, preset validation and the
/// example tests all read it, so a rule exists everywhere or nowhere.
public enum RuleRegistry {
    public static let soundRules: [any SoundRule] = [
        UnreadableRule(), ContainerRule(), CodecRule(), FloatPCMRule(), DurationRule(),
        ExtensionRule(), LongSoundRule(), ClippingRule(), SilenceRule(), LoudnessRule(),
    ]

    /// Every rule's description, in registry order.
    public static var descriptions: [RuleDescription] { soundRules.map(\.description) }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    /// Checks that a preset gives every rule a level and every parameter a value of the right
    /// kind. Returns errors (fatal) and warnings (unknown ids and keys) together, so a user sees
    /// every problem at once.
    public static func validate(_ preset: Preset) -> (errors: [String], warnings: [String]) {
        var errors: [String] = []
        var warnings: [String] = []
        let known = Set(descriptions.map(\.id))
        for id in preset.rules.keys.sorted() where !known.contains(id) {
            warnings.append("preset '\(preset.name)': unknown rule id '\(id)' (ignored)")
        }
        for rule in descriptions {
            guard let settings = preset.rules[rule.id] else {
                errors.append("preset '\(preset.name)': rules.\(rule.id) is missing (every rule needs a severity, or 'off')")
                continue
            }
            let names = Set(rule.parameters.map(\.name))
            for key in settings.values.keys.sorted() where !names.contains(key) {
                let allowed = (["severity", "source"] + rule.parameters.map(\.name)).joined(separator: ", ")
                warnings.append("preset '\(preset.name)': rules.\(rule.id).\(key) is not a known key (known: \(allowed))")
            }
            for parameter in rule.parameters {
                guard let value = settings.values[parameter.name] else {
                    errors.append("preset '\(preset.name)': rules.\(rule.id).\(parameter.name) is missing (\(parameter.kind.rawValue): \(parameter.summary))")
                    continue
                }
                if !parameter.accepts(value) {
                    errors.append("preset '\(preset.name)': rules.\(rule.id).\(parameter.name) must be a \(parameter.kind.rawValue), not \(value.yamlText)")
                }
            }
        }
        return (errors, warnings)
    }

    /// Runs every enabled sound rule on one sound.
    public static func evaluate(_ sound: SoundSubject, preset: Preset) -> [Finding] {
        var findings: [Finding] = []
        for rule in soundRules {
            let id = rule.description.id
            let settings = preset.settings(for: id)
            guard case .on(let severity) = settings.level else { continue }
            let context = RuleContext(ruleID: id, severity: severity, settings: settings)
            findings += rule.check(sound, context)
        }
        return findings
    }
}
