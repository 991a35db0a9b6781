/// A rule whose finding a repair of `fix` can clear. The rule says which repair that is, where
/// it stands among the repairs of one file and what stops it; `RepairPlanner` composes a file's
/// plan from what its findings' rules say, and never names a rule. Adding a repairable rule is
/// its file and `static let repair`: the planner picks it up from the registry.
package protocol RepairableRule: Rule {
    /// The repair that clears the rule's finding.
    static var repair: RuleRepair { get }
}

/// What a repairable rule says about the repair of its finding.
package struct RuleRepair: Sendable {
    /// The work that clears a finding. The sound works are steps of one conversion (a sound is
    /// decoded and encoded once, whatever its findings); an image gets one work, the one of
    /// lowest `order` that applies.
    package enum Work: String, Sendable, CaseIterable {
        /// Sound: written again in a format the preset accepts, under an accepted extension;
        /// its content plays as it is, so when only its name is wrong a new name alone does.
        case rewrite
        /// Sound: its content does not play as it is and must be encoded again.
        case reencode
        /// Sound: cut under the preset's limit, with a fade-out.
        case cut
        /// Sound: leading and trailing silence trimmed.
        case trimSilence
        /// Sound: loudness (or, when too short to have one, its peak) brought to the preset's.
        case level
        /// Sound: clipped runs restored.
        case declip
        /// Nothing of its own: the finding goes once the repairs of the rules it `requires` are done.
        case byOthers
        /// Image: content of another format written as the PNG its name says.
        case toPNG
        /// Image: colours converted to sRGB.
        case toSRGB
        /// Image: written as grayscale, as tinted icons are drawn.
        case grayscale
        /// Image: the alpha channel removed (composited onto `--background` where transparent).
        case flatten

        /// Whether the work is done to a sound (else to an image).
        package var isSound: Bool {
            switch self {
            case .rewrite, .reencode, .cut, .trimSilence, .level, .declip, .byOthers: return true
            case .toPNG, .toSRGB, .grayscale, .flatten: return false
            }
        }
    }

    package var work: Work
    /// Among an image's repairs, lower goes first: the first that applies is the file's work.
    package var order: Int
    /// Rules whose finding on the same file stops this repair.
    package var conflicts: [RuleID]
    /// What the finding is left with when a conflict stops the repair; nil: the next repair
    /// is tried and, if none applies, the finding keeps its rule's own advice.
    package var blockedReason: String?
    /// Rules whose findings the work clears too.
    package var alsoClears: [RuleID]
    /// Rules whose findings must be on the file for the work to clear this one (`byOthers`).
    package var requires: [RuleID]

    package init(
        _ work: Work, order: Int = 0, conflicts: [RuleID] = [], blockedReason: String? = nil, alsoClears: [RuleID] = [], requires: [RuleID] = []
    ) {
        self.work = work
        self.order = order
        self.conflicts = conflicts
        self.blockedReason = blockedReason
        self.alsoClears = alsoClears
        self.requires = requires
    }

    /// The findings that say an image's pixels were not (or not rightly) read: no repair that
    /// rewrites its pixels is safe while one of them is on the file.
    package static let unreadableImage: [RuleID] = [.imageUnreadable, .imageCgbi, .imageFormat, .imageTooLarge]
}

extension RuleRegistry {
    /// The repair of each repairable rule, by id.
    package static var repairs: [String: RuleRepair] { repairs(of: all) }

    /// The repair of each repairable rule among `rules`, by id.
    package static func repairs(of rules: [any Rule]) -> [String: RuleRepair] {
        var repairs: [String: RuleRepair] = [:]
        for rule in rules {
            guard let repairable = rule as? any RepairableRule else { continue }
            repairs[type(of: repairable).description.id] = type(of: repairable).repair
        }
        return repairs
    }
}
