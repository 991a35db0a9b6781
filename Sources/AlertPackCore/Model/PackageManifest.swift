import Foundation

/// `manifest.json`: what a package holds and what was checked. Its JSON Schema is
/// docs/manifest.schema.json. One type writes it (`json()`, by hand: ordered keys, no volatile
/// fields, so two runs on the same inputs give the same bytes; `createdAt` only when asked for)
/// and reads it back (`read`, PackageManifest+Reading.swift).
public struct PackageManifest: Sendable {
    /// The newest version this alertpack reads. It writes 1, or 2 for a manifest that carries
    /// the rules it was judged with (`configuration`), or 3 for one holding a file another
    /// platform than iOS ships (`Asset.platforms`): an older alertpack cannot honour either, and
    /// would judge an Android raw sound by iOS's rules.
    public static let schemaVersion = 3
    public var writtenVersion: Int {
        if assets.contains(where: { $0.platforms != [.ios] }) { return 3 }
        return configuration == nil ? 1 : 2
    }
    public static let fileName = "manifest.json"

    public struct PresetRecord: Sendable, Equatable, Decodable {
        public var name: String
        /// SHA-256 of the effective preset's canonical text (rules and tables).
        public var sha256: String
    }

    public struct Conversion: Sendable, Equatable, Decodable {
        public var target: String
        public var steps: [String]
    }

    /// A file in the package.
    public struct Asset: Sendable {
        /// The source it came from, relative to where `package` ran (nil for generated files).
        public var source: String?
        /// Where it is in the package, relative, with `/`.
        public var path: String
        public var role: PackageRole
        /// The slots an image fills (none for a sound or a plain image).
        public var slots: [ImageSlot]
        /// How the manifest names them (`[ImageSlot].label`); a manifest read back keeps the
        /// label it was written with.
        public var slot: String? { slots.label ?? readSlot }
        var readSlot: String?
        public var sha256: String
        public var size: Int64
        /// The facts as `check --format json` reports them. Kept as the typed facts until asked
        /// for: the JSON tree of one file's facts is about a kilobyte, and a package of 50,000
        /// files would hold them all at once.
        public var facts: JSONValue? {
            get { writtenFacts ?? measured.map { FactsJSON.facts($0.facts, slots: slots) } }
            set {
                writtenFacts = newValue
                measured = nil
            }
        }
        /// Boxed: the typed facts inline would make every asset hundreds of bytes larger.
        var measured: FactsBox?
        var writtenFacts: JSONValue?

        final class FactsBox: Sendable {
            let facts: AssetFacts
            init(_ facts: AssetFacts) { self.facts = facts }
        }
        /// Warnings and notes found when it was checked (errors never reach a package).
        public var findings: [Finding]
        public var conversion: Conversion?
        /// The project target whose icon it is (project packaging).
        public var target: String? = nil
        /// The preset of `configuration.presets` its source was judged with (nil: the first),
        /// when the config's `overrides:` changed its rules.
        public var presetIndex: Int? = nil
        /// The findings the config's `suppress:` took out of its source's report, by rule, with
        /// the reason; verify takes out the same.
        public var suppressed: [Suppression] = []
        /// The platforms that ship it, sorted, whose rules judged it (and judge it again in
        /// `verify`); written only when it is not iOS alone, so a manifest that says nothing
        /// (every package made before Android) means iOS.
        public var platforms: [AssetPlatform] = [.ios]

        init(
            source: String?, path: String, role: PackageRole, slots: [ImageSlot], sha256: String, size: Int64, facts: AssetFacts?,
            findings: [Finding], conversion: Conversion?, target: String? = nil
        ) {
            self.source = source
            self.path = path
            self.role = role
            self.slots = slots
            self.sha256 = sha256
            self.size = size
            self.measured = facts.map(FactsBox.init)
            self.findings = findings
            self.conversion = conversion
            self.target = target
        }
    }

    /// A `suppress:` entry as a package records it for a file.
    public struct Suppression: Sendable, Hashable, Decodable {
        public var rule: String
        public var reason: String
    }

    /// The rules the package was judged with, when its preset's name does not say them all (a
    /// project config changed its values, `overrides:` changed them for some files, `suppress:`
    /// took findings out, or the preset is not built in): verify judges with exactly these.
    public struct Configuration: Sendable, Equatable, Decodable {
        /// Each as a preset file that stands alone (`Preset.documentText`) and the SHA-256 of its
        /// canonical text: the first is the effective preset (its SHA-256 is `preset.sha256`),
        /// the others what `overrides:` made of it for some files (`Asset.presetIndex`).
        public var presets: [PresetText]
        /// The Xcode the sources were judged for (`xcode:` or `--xcode`).
        public var xcode: String?
    }

    public struct PresetText: Sendable, Equatable, Decodable {
        public var sha256: String
        public var text: String
    }

    /// A source left out, and why.
    public struct Rejected: Sendable {
        public var source: String
        public var kind: AssetKind
        public var findings: [Finding]
        /// Why, when the findings alone do not say (a conversion that failed).
        public var reason: String? = nil
    }

    public var tool: (name: String, version: String) = (ToolInfo.name, ToolInfo.version)
    public var preset: PresetRecord
    public var createdAt: String?
    public var assets: [Asset]
    public var rejected: [Rejected]
    /// The targets whose icons the package holds (project packaging; empty otherwise).
    public var targets: [PackageTargetRecord] = []
    /// The rules it was judged with, when the preset's name does not say them all.
    public var configuration: Configuration?

    public func json() -> JSONValue { json(assets: .array(assets.map(Self.json))) }

    static func findingsJSON(_ list: [Finding]) -> JSONValue { .array(list.map(FactsJSON.finding)) }

    /// One asset as the manifest writes it.
    static func json(_ asset: Asset) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("path", .string(asset.path)),
            ("source", asset.source.map(JSONValue.string) ?? .null),
            ("role", .string(asset.role.rawValue)),
            ("slot", asset.slot.map(JSONValue.string) ?? .null),
            ("sha256", .string(asset.sha256)),
            ("size", .int(asset.size)),
            ("facts", asset.facts ?? .null),
            ("findings", findingsJSON(asset.findings)),
            (
                "conversion",
                asset.conversion.map { .object([("target", .string($0.target)), ("steps", .array($0.steps.map(JSONValue.string)))]) } ?? .null
            ),
        ]
        // Only in project packages, so that other manifests keep their bytes.
        if let target = asset.target { fields.append(("target", .string(target))) }
        if let index = asset.presetIndex { fields.append(("presetIndex", .int(Int64(index)))) }
        if !asset.suppressed.isEmpty {
            fields.append(
                ("suppressed", .array(asset.suppressed.map { .object([("rule", .string($0.rule)), ("reason", .string($0.reason))]) })))
        }
        if asset.platforms != [.ios] { fields.append(("platforms", .array(asset.platforms.map { .string($0.rawValue) }))) }
        return .object(fields)
    }

    /// The document with `assets` standing for its assets array.
    func json(assets: JSONValue) -> JSONValue {
        let findings = Self.findingsJSON
        var top = JSONEnvelope(schemaVersion: writtenVersion, tool: tool).members
        top.append(("preset", .object([("name", .string(preset.name)), ("sha256", .string(preset.sha256))])))
        if let createdAt { top.append(("createdAt", .string(createdAt))) }
        if !targets.isEmpty {
            top.append(
                (
                    "targets",
                    .array(
                        targets.map {
                            .object(
                                [
                                    ("name", .string($0.name)), ("configuration", .string($0.configuration)),
                                    ("appIcon", $0.appIcon.map(JSONValue.string) ?? .null),
                                    ("alternates", .array($0.alternates.map(JSONValue.string))),
                                ] + ($0.productType.map { [("productType", JSONValue.string($0))] } ?? []))
                        })
                ))
        }
        if let configuration {
            top.append(
                (
                    "configuration",
                    .object([
                        ("presets", .array(configuration.presets.map { .object([("sha256", .string($0.sha256)), ("text", .string($0.text))]) })),
                        ("xcode", configuration.xcode.map(JSONValue.string) ?? .null),
                    ])
                ))
        }
        top.append(("assets", assets))
        top.append(
            (
                "rejected",
                .array(
                    rejected.map {
                        .object([
                            ("source", .string($0.source)), ("kind", .string($0.kind.rawValue)), ("findings", findings($0.findings)),
                            ("reason", $0.reason.map(JSONValue.string) ?? .null),
                        ])
                    })
            ))
        return .object(top)
    }

    /// Reads a manifest; the error names what is wrong and where (`assets[3].size`).
    public static func read(_ data: Data) throws(AlertPackError) -> PackageManifest {
        struct Version: Decodable { var schemaVersion: Int? }
        let version: Int?
        do {
            version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
        } catch {
            throw AlertPackError.packaging(.manifestNotObject)
        }
        guard let version else { throw AlertPackError.packaging(.manifestNoSchemaVersion) }
        guard version <= schemaVersion else {
            throw AlertPackError.packaging(.manifestNewer(version, reads: schemaVersion))
        }
        do {
            return try JSONDecoder().decode(PackageManifest.self, from: data)
        } catch let error as DecodingError {
            throw AlertPackError.packaging(.manifestField(DecodingProblem.describe(error)))
        } catch {
            throw AlertPackError.packaging(.manifestUnreadable(error.localizedDescription))
        }
    }
}

/// A project target as a package records it: the configuration whose settings were used, its
/// app icon and the alternates it includes, and its product type (what its icon is judged as:
/// an app's is the App Store icon, an app extension's its own).
public struct PackageTargetRecord: Sendable, Equatable, Decodable {
    public var name: String
    public var configuration: String
    public var appIcon: String?
    public var alternates: [String]
    /// `com.apple.product-type.application`, `...app-extension`, ...; nil in a manifest written
    /// before it was recorded (its icons are then judged as an app's).
    public var productType: String?

    public init(name: String, configuration: String, appIcon: String?, alternates: [String]) {
        self.name = name
        self.configuration = configuration
        self.appIcon = appIcon
        self.alternates = alternates
    }

    public init(name: String, configuration: String, appIcon: String?, alternates: [String], productType: String?) {
        self.init(name: name, configuration: configuration, appIcon: appIcon, alternates: alternates)
        self.productType = productType
    }

    /// Whether its app icon is an app extension's own (judged as `check` judges an extension's
    /// icon with the project, `XcodeProject.icons`: not the App Store icon).
    public var isExtension: Bool { productType == "com.apple.product-type.app-extension" }
}
