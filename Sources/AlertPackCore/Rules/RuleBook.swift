/// The registry's rules bound to one effective preset: each enabled rule with its severity and
/// its typed parameters, read once when the configuration resolves. Reading is also the preset's
/// check: every missing value and every value of the wrong kind is an error, unknown ids and
/// keys are warnings, all reported together.
package struct RuleBook: Sendable {
    /// Unknown rule ids and keys in the preset: reported, not fatal.
    package let warnings: [String]
    private let parametersByID: [String: any RuleParameters]
    private let enabled: Set<String>
    private let sound: [@Sendable (SoundSubject) -> [Finding]]
    private let image: [@Sendable (ImageSubject) -> [Finding]]
    private let catalog: [@Sendable (CatalogSubject) -> [Finding]]
    private let iconBundle: [@Sendable (IconBundleSubject) -> [Finding]]
    private let project: [@Sendable (ProjectSubject) -> [Finding]]
    private let attachment: [@Sendable (AttachmentSubject) -> [Finding]]
    private let package: [@Sendable (PackageFileSubject) -> [Finding]]
    private let payload: [@Sendable (PayloadSubject) -> [Finding]]
    private let action: [@Sendable (ActionCategory) -> [Finding]]

    package init(_ preset: Preset) throws(AlertPackError) {
        var reading = Reading(preset: preset)
        for id in preset.rules.keys.sorted() where RuleRegistry.description(of: id) == nil {
            reading.diagnostics.warn(
                "preset '\(preset.name)': unknown rule id '\(id)' (ignored)\(Suggestion.phrase(for: id, among: RuleRegistry.all.map(\.description.id)))"
            )
        }
        // Every rule is read, enabled or not: a preset must be complete, and values such as
        // sound.duration's cut margin are used by `convert` whatever the rule's level.
        sound = RuleRegistry.soundRules.compactMap { reading.bind(sound: $0) }
        image = RuleRegistry.imageRules.compactMap { reading.bind(image: $0) }
        catalog = RuleRegistry.catalogRules.compactMap { reading.bind(catalog: $0) }
        iconBundle = RuleRegistry.iconBundleRules.compactMap { reading.bind(iconBundle: $0) }
        project = RuleRegistry.projectRules.compactMap { reading.bind(project: $0) }
        attachment = RuleRegistry.attachmentRules.compactMap { reading.bind(attachment: $0) }
        package = RuleRegistry.packageRules.compactMap { reading.bind(package: $0) }
        payload = RuleRegistry.payloadRules.compactMap { reading.bind(payload: $0) }
        action = RuleRegistry.actionRules.compactMap { reading.bind(action: $0) }
        try reading.diagnostics.throwIfErrors()
        warnings = reading.diagnostics.warnings
        parametersByID = reading.parameters
        enabled = Set(preset.rules.filter { $0.value.level != .off }.keys)
    }

    /// Whether the preset turns a rule on.
    package func isEnabled<R: Rule>(_ rule: R) -> Bool { enabled.contains(rule.description.id) }

    /// A rule's values in this preset.
    package func parameters<R: Rule>(of rule: R) -> R.Parameters {
        if let parameters = parametersByID[rule.description.id] as? R.Parameters { return parameters }
        // Not reachable for a registered rule: init read every one. A rule outside the registry
        // gets its neutral values.
        return R.Parameters.read([:]).parameters
    }

    package func evaluate(_ subject: SoundSubject) -> [Finding] { sound.flatMap { $0(subject) } }
    package func evaluate(_ subject: ImageSubject) -> [Finding] { image.flatMap { $0(subject) } }
    package func evaluate(_ subject: CatalogSubject) -> [Finding] { catalog.flatMap { $0(subject) } }
    package func evaluate(_ subject: IconBundleSubject) -> [Finding] { iconBundle.flatMap { $0(subject) } }
    package func evaluate(_ subject: ProjectSubject) -> [Finding] { project.flatMap { $0(subject) } }
    package func evaluate(_ subject: AttachmentSubject) -> [Finding] { attachment.flatMap { $0(subject) } }
    package func evaluate(_ subject: PackageFileSubject) -> [Finding] { package.flatMap { $0(subject) } }
    package func evaluate(_ subject: PayloadSubject) -> [Finding] { payload.flatMap { $0(subject) } }
    package func evaluate(_ subject: ActionCategory) -> [Finding] { action.flatMap { $0(subject) } }

    /// What reading a preset gathers, rule by rule.
    private struct Reading {
        let preset: Preset
        var diagnostics = Diagnostics()
        var parameters: [String: any RuleParameters] = [:]

        mutating func bind<R: SoundRule>(sound rule: R) -> (@Sendable (SoundSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: ImageRule>(image rule: R) -> (@Sendable (ImageSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: CatalogRule>(catalog rule: R) -> (@Sendable (CatalogSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: IconBundleRule>(iconBundle rule: R) -> (@Sendable (IconBundleSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: ProjectRule>(project rule: R) -> (@Sendable (ProjectSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: AttachmentRule>(attachment rule: R) -> (@Sendable (AttachmentSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: PackageRule>(package rule: R) -> (@Sendable (PackageFileSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: PayloadRule>(payload rule: R) -> (@Sendable (PayloadSubject) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }
        mutating func bind<R: ActionRule>(action rule: R) -> (@Sendable (ActionCategory) -> [Finding])? {
            bind(rule) { rule.check($0, $1) }
        }

        /// Reads one rule's entry; returns its check bound to its severity and values when the
        /// preset turns it on.
        private mutating func bind<R: Rule, Subject>(
            _ rule: R, _ check: @escaping @Sendable (Subject, RuleContext<R.Parameters>) -> [Finding]
        ) -> (@Sendable (Subject) -> [Finding])? {
            let id = rule.description.id
            let where_ = "preset '\(preset.name)': rules.\(id)"
            guard let settings = preset.rules[id] else {
                diagnostics.error("\(where_) is missing (every rule needs a severity, or 'off')")
                return nil
            }
            guard parameters[id] == nil else { return bound(R.self, id, settings, check) }
            let (values, reader) = R.Parameters.read(settings.values)
            let known = reader.specs.map(\.name)
            for key in settings.values.keys.sorted() where !known.contains(key) {
                let allowed = (["severity", "source"] + known).joined(separator: ", ")
                diagnostics.warn(
                    "\(where_).\(key) is not a known key\(Suggestion.phrase(for: key, among: ["severity", "source"] + known)) (known: \(allowed))")
            }
            for problem in reader.problems {
                let spec = problem.spec
                if let found = problem.found {
                    diagnostics.error("\(where_).\(spec.name) must be a \(spec.kind.rawValue), not \(found.yamlText)")
                } else {
                    diagnostics.error("\(where_).\(spec.name) is missing (\(spec.kind.rawValue): \(spec.summary))")
                }
            }
            parameters[id] = values
            return bound(R.self, id, settings, check)
        }

        private func bound<R: Rule, Subject>(
            _: R.Type, _ id: String, _ settings: RuleSettings, _ check: @escaping @Sendable (Subject, RuleContext<R.Parameters>) -> [Finding]
        ) -> (@Sendable (Subject) -> [Finding])? {
            guard case .on(let severity) = settings.level, let values = parameters[id] as? R.Parameters else { return nil }
            let context = RuleContext(ruleID: id, severity: severity, parameters: values)
            return { subject in check(subject, context) }
        }
    }
}
