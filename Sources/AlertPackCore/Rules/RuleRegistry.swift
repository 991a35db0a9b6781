/// The one list of rules. `alertpack rules`, `docs/rules.md`, preset validation and the
/// example tests all read it, so a rule exists everywhere or nowhere.
public enum RuleRegistry {
    // The rules by what they judge. Written out rather than filtered from `all` with `as? any
    // SoundRule`: those casts make the runtime scan every protocol conformance at start-up,
    // a tenth of a one-file check. A test checks that these lists and `all` agree.
    public static let soundRules: [any SoundRule] = [
        UnreadableRule(), HeaderRule(), ContainerRule(), CodecRule(), FloatPCMRule(), DurationRule(),
        ExtensionRule(), LongSoundRule(), ClippingRule(), SilenceRule(), LoudnessRule(), NotMeasuredRule(),
    ]
    public static let imageRules: [any ImageRule] = [
        ImageUnreadableRule(), ImageFormatRule(), CgBIRule(), TooLargeRule(), ColorSpaceRule(), InterlacedRule(),
        IconSizeRule(), IconAlphaRule(), IconTintedRule(), LaunchSizeRule(), LaunchAlphaRule(), LaunchLegacyRule(),
    ]
    public static let catalogRules: [any CatalogRule] = [
        IconMissingRule(), IconUnassignedRule(), ContentsRule(), IconLegacyRule(), IconAppearancesRule(),
        LaunchContentsRule(), LaunchMissingRule(), LaunchLegacyRule(),
    ]
    public static let packageRules: [any PackageRule] = [
        PackageManifestRule(), PackageMissingRule(), PackageChangedRule(), PackageExtraRule(),
        PackageUnsafePathRule(), PackageCatalogRule(), PackagePresetRule(), PackageTooLargeRule(),
    ]
    public static let payloadRules: [any PayloadRule] = [
        PayloadJSONRule(), PayloadSizeRule(), PayloadBadgeRule(), PayloadSilentRule(), PayloadSoundRule(), PayloadLaunchImageRule(),
        TextAppNameRule(), TextCaseRule(), TextPunctuationRule(), TextTruncatedRule(), TextLengthRule(), TextInstructionsRule(),
        LocKeyRule(), LocArgsRule(),
    ]
    public static let actionRules: [any ActionRule] = [
        ActionCountRule(), ActionCaseRule(), ActionLengthRule(), ActionOpensAppRule(), ActionDestructiveRule(),
    ]

    /// Every rule once, in catalogue order (the order of `alertpack rules` and docs/rules.md).
    public static let all: [any Rule] = {
        let order = [
            "sound.unreadable", "sound.header", "sound.container", "sound.codec", "sound.float-pcm", "sound.duration", "sound.extension",
            "sound.long", "sound.clipping", "sound.silence", "sound.loudness", "sound.not-measured",
            "image.unreadable", "image.format", "image.cgbi", "image.too-large", "image.colorspace", "image.interlaced",
            "icon.size", "icon.alpha", "icon.tinted", "icon.missing", "icon.unassigned", "icon.contents", "icon.legacy",
            "icon.appearances", "launch.size", "launch.contents", "launch.missing", "launch.alpha", "launch.legacy",
        ]
        var rules: [any Rule] = []
        var seen = Set<String>()
        let grouped: [any Rule] = soundRules.map { $0 as any Rule } + imageRules.map { $0 as any Rule } + catalogRules.map { $0 as any Rule }
        for id in order { if let rule = grouped.first(where: { $0.description.id == id }) { rules.append(rule); seen.insert(id) } }
        for rule in packageRules.map({ $0 as any Rule }) + payloadRules.map({ $0 as any Rule }) + actionRules.map({ $0 as any Rule })
        where seen.insert(rule.description.id).inserted {
            rules.append(rule)
        }
        return rules
    }()

    /// Every rule's description, in catalogue order.
    public static var descriptions: [RuleDescription] { all.map(\.description) }

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
                    errors.append(
                        "preset '\(preset.name)': rules.\(rule.id).\(parameter.name) is missing (\(parameter.kind.rawValue): \(parameter.summary))")
                    continue
                }
                if !parameter.accepts(value) {
                    errors.append(
                        "preset '\(preset.name)': rules.\(rule.id).\(parameter.name) must be a \(parameter.kind.rawValue), not \(value.yamlText)")
                }
            }
        }
        return (errors, warnings)
    }

    /// Runs every enabled sound rule on one sound.
    public static func evaluate(_ sound: SoundSubject, preset: Preset) -> [Finding] {
        run(soundRules, preset, id: { $0.description.id }) { $0.check(sound, $1) }
    }

    /// Runs every enabled image rule on one image.
    public static func evaluate(_ image: ImageSubject, preset: Preset) -> [Finding] {
        run(imageRules, preset, id: { $0.description.id }) { $0.check(image, $1) }
    }

    /// Runs every enabled set-level rule on one asset catalog set.
    public static func evaluate(_ set: CatalogSubject, preset: Preset) -> [Finding] {
        run(catalogRules, preset, id: { $0.description.id }) { $0.check(set, $1) }
    }

    /// Runs every enabled integrity rule on one packaged file.
    public static func evaluate(_ file: PackageFileSubject, preset: Preset) -> [Finding] {
        run(packageRules, preset, id: { $0.description.id }) { $0.check(file, $1) }
    }

    /// Runs every enabled payload and text rule on one payload.
    public static func evaluate(_ payload: PayloadSubject, preset: Preset) -> [Finding] {
        run(payloadRules, preset, id: { $0.description.id }) { $0.check(payload, $1) }
    }

    /// Runs every enabled action rule on one category.
    public static func evaluate(_ category: ActionCategory, preset: Preset) -> [Finding] {
        run(actionRules, preset, id: { $0.description.id }) { $0.check(category, $1) }
    }

    private static func run<R>(
        _ rules: [R], _ preset: Preset, id: (R) -> String, _ check: (R, RuleContext) -> [Finding]
    ) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules {
            let id = id(rule)
            let settings = preset.settings(for: id)
            guard case .on(let severity) = settings.level else { continue }
            findings += check(rule, RuleContext(ruleID: id, severity: severity, settings: settings))
        }
        return findings
    }
}
