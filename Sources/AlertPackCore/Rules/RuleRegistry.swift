/// The one list of rules. `alertpack rules`, `docs/rules.md`, preset validation and the
/// example tests all read it, so a rule exists everywhere or nowhere.
public enum RuleRegistry {
    // The rules by what they judge. Written out rather than filtered from `all` with `as? any
    // SoundRule`: those casts make the runtime scan every protocol conformance at start-up,
    // a tenth of a one-file check. A test checks that these lists and `all` agree.
    package static let soundRules: [any SoundRule] = [
        UnreadableRule(), HeaderRule(), ContainerRule(), CodecRule(), FloatPCMRule(), DurationRule(),
        ExtensionRule(), LongSoundRule(), ClippingRule(), SilenceRule(), LoudnessRule(), NotMeasuredRule(),
    ]
    package static let imageRules: [any ImageRule] = [
        ImageUnreadableRule(), ImageFormatRule(), CgBIRule(), TooLargeRule(), ColorSpaceRule(), InterlacedRule(),
        IconSizeRule(), IconAlphaRule(), IconTintedRule(), LaunchSizeRule(), LaunchAlphaRule(), LaunchLegacyRule(),
    ]
    package static let catalogRules: [any CatalogRule] = [
        IconMissingRule(), IconUnassignedRule(), ContentsRule(), IconLegacyRule(), IconAppearancesRule(),
        LaunchContentsRule(), LaunchMissingRule(), LaunchLegacyRule(),
    ]
    package static let iconBundleRules: [any IconBundleRule] = [
        IconDocumentRule(), IconLayersRule(), IconGroupsRule(), IconCanvasRule(), IconPlatformsRule(), IconSpecializationsRule(),
        IconXcodeRule(),
    ]
    package static let projectRules: [any ProjectRule] = [
        ProjectFileRule(), ProjectAppIconRule(), ProjectAlternateIconsRule(), ProjectIconChoiceRule(),
    ]
    package static let attachmentRules: [any AttachmentRule] = [
        AttachmentTypeRule(), AttachmentExtensionRule(), AttachmentSizeRule(), AttachmentCorruptRule(),
    ]
    package static let packageRules: [any PackageRule] = [
        PackageManifestRule(), PackageMissingRule(), PackageChangedRule(), PackageExtraRule(),
        PackageUnsafePathRule(), PackageCatalogRule(), PackagePresetRule(), PackageTooLargeRule(), PackageSignatureRule(),
    ]
    package static let payloadRules: [any PayloadRule] = [
        PayloadJSONRule(), PayloadSizeRule(), PayloadBadgeRule(), PayloadSilentRule(), PayloadSoundRule(), PayloadLaunchImageRule(),
        TextAppNameRule(), TextCaseRule(), TextPunctuationRule(), TextTruncatedRule(), TextLengthRule(), TextInstructionsRule(),
        LocKeyRule(), LocArgsRule(),
    ]
    package static let actionRules: [any ActionRule] = [
        ActionCountRule(), ActionCaseRule(), ActionLengthRule(), ActionOpensAppRule(), ActionDestructiveRule(),
    ]

    /// Every rule once, in catalogue order (the order of `alertpack rules` and docs/rules.md):
    /// by family (the id's first part, families in the order they first appear in the lists
    /// above), then in list order. A new rule goes into its list, nowhere else.
    package static let all: [any Rule] = {
        var seen = Set<String>()
        let listed: [any Rule] =
            (soundRules.map { $0 as any Rule } + imageRules.map { $0 as any Rule } + catalogRules.map { $0 as any Rule }
                + iconBundleRules.map { $0 as any Rule } + projectRules.map { $0 as any Rule } + attachmentRules.map { $0 as any Rule })
            + (packageRules.map { $0 as any Rule } + payloadRules.map { $0 as any Rule } + actionRules.map { $0 as any Rule })
        let rules = listed.filter { seen.insert($0.description.id).inserted }
        let families = rules.map { family(of: $0.description.id) }.uniqued()
        let rank = Dictionary(uniqueKeysWithValues: families.enumerated().map { ($1, $0) })
        return rules.enumerated().sorted { a, b in
            let (x, y) = (rank[family(of: a.element.description.id)] ?? 0, rank[family(of: b.element.description.id)] ?? 0)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }()

    private static func family(of id: String) -> String { String(id.prefix { $0 != "." }) }

    /// Every rule's description, in catalogue order.
    public static var descriptions: [RuleDescription] { all.map(\.description) }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
