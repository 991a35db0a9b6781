/// A rule: a stable description plus a check over one subject's facts. Its values come from the
/// preset, typed (`Parameters`, read once when a configuration resolves); rules hold no
/// thresholds of their own.
package protocol Rule: Sendable {
    associatedtype Parameters: RuleParameters = NoParameters
    var description: RuleDescription { get }
}

/// A rule about one sound file.
package protocol SoundRule: Rule {
    func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding]
}

/// A rule about one image file (loose, or referenced from an asset catalog set).
package protocol ImageRule: Rule {
    func check(_ image: ImageSubject, _ context: RuleContext<Parameters>) -> [Finding]
}

/// A rule about an asset catalog set as a whole (its Contents.json).
package protocol CatalogRule: Rule {
    func check(_ set: CatalogSubject, _ context: RuleContext<Parameters>) -> [Finding]
}

/// The sound a rule looks at: where it is and what inspection found.
package struct SoundSubject: Sendable {
    package var path: String
    package var inspection: SoundInspection
    /// What fixes aim at (the preset's), so that every rule's fix can cut a sound that is too
    /// long to convert as it is, and level changes aim where `convert` does.
    package var fixPolicy: FixPolicy?
    /// The preset's duration limit (`sound.duration`), when it is on.
    package var durationLimit: Double? { fixPolicy?.durationLimit }
    package var facts: SoundFacts { inspection.facts }

    /// The file name's extension, lowercased, or "" when it has none.
    package var fileExtension: String { FileName.extension(of: path) }

    package init(path: String, inspection: SoundInspection, fixPolicy: FixPolicy? = nil) {
        self.path = path
        self.inspection = inspection
        self.fixPolicy = fixPolicy
    }
}

/// The image a rule looks at, with the slots it must fill (none for a plain image).
package struct ImageSubject: Sendable {
    package var path: String
    package var inspection: ImageInspection
    package var slots: [ImageSlot]
    /// Referenced from an asset catalog set (whose set-level findings cover it), or loose.
    package var inCatalog: Bool
    /// In an icon set that an Xcode project checked alongside uses as an alternate app icon or
    /// an extension's icon: its 1024 image is not the App Store icon App Store Connect validates.
    package var inSecondaryIconSet: Bool
    /// In an app extension's own icon set (action extensions draw theirs as templates).
    package var inExtensionIconSet = false
    package var facts: ImageFacts { inspection.facts }

    package init(path: String, inspection: ImageInspection, slots: [ImageSlot], inCatalog: Bool, inSecondaryIconSet: Bool = false) {
        self.path = path
        self.inspection = inspection
        self.slots = slots
        self.inCatalog = inCatalog
        self.inSecondaryIconSet = inSecondaryIconSet
    }
}

/// An asset catalog set and what each of its entries resolved to.
public struct CatalogSubject: Sendable {
    public var set: AssetCatalogSet
    public var entries: [(entry: AssetCatalogSet.Entry, slot: EntrySlot)]

    public init(set: AssetCatalogSet, entries: [(entry: AssetCatalogSet.Entry, slot: EntrySlot)]) {
        self.set = set
        self.entries = entries
    }

    /// "AppIcon.appiconset"
    public var setName: String { FileName.last(of: set.folder) }

    /// Whether an entry's file exists in the set folder.
    public func fileExists(_ filename: String) -> Bool { set.files.contains(filename) }
}

/// One rule's configured severity and typed values, for one evaluation.
package struct RuleContext<Parameters: RuleParameters>: Sendable {
    package var ruleID: String
    package var severity: Severity
    package var parameters: Parameters

    package init(ruleID: String, severity: Severity, parameters: Parameters) {
        self.ruleID = ruleID
        self.severity = severity
        self.parameters = parameters
    }

    /// A finding at the rule's configured severity, or at a milder one the rule chooses
    /// (capped by the configured severity, so a rule set to info never reports a warning).
    /// `subject` names what in the file it is about when the rule can fire more than once on
    /// one file (see `Finding.subject`).
    package func finding(_ message: String, fix: Fix, severity: Severity? = nil, subject: String? = nil) -> Finding {
        finding(message, fix: Optional(fix), severity: severity, subject: subject)
    }

    private func finding(_ message: String, fix: Fix?, severity: Severity?, subject: String?) -> Finding {
        Finding(rule: ruleID, severity: min(severity ?? self.severity, self.severity), message: message, fix: fix, subject: subject)
    }

    /// A finding whose fix is advice in words only.
    package func finding(_ message: String, fix advice: String?, severity: Severity? = nil, subject: String? = nil) -> Finding {
        finding(message, fix: advice.map { Fix($0) } as Fix?, severity: severity, subject: subject)
    }
}
