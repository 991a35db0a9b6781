import Foundation

/// Everything a check run is configured by: the effective preset (built-in or custom, plus a
/// project config's overrides) and the ignore patterns. Resolving it gathers every warning and
/// error at once.
public struct CheckConfiguration: Sendable {
    public let preset: Preset
    /// The preset's rules, each with its typed values, read once here.
    package let rules: RuleBook
    /// The levels sounds are measured with, from the rules that judge them.
    public let measurementSettings: MeasurementSettings
    /// What fixes and `convert` aim at.
    public let fixPolicy: FixPolicy
    /// Images are inspected under `image.too-large`'s cap.
    public let imageInspector: ImageInspector
    /// The preset's image tables (icon slots, launch sizes, conventional names), typed.
    public var slots: ImageSlotTables
    public var ignore: IgnorePatterns
    /// The config file that was used, if any.
    public var configPath: String?
    /// The config's `payloads:`, as paths from the current folder (the report draws them).
    public var payloads: [String] = []
    /// Unknown keys and ids: reported, not fatal.
    public var warnings: [String]
    /// The Xcode that builds the app (`xcode:` in the config, or `--xcode`), when known.
    public var xcode: XcodeVersion?
    /// The files checked as notification attachments (`attachments:` in the config, and
    /// `--attachments` folders added by the command).
    public var attachments: AttachmentSelection
    /// The build configuration the app ships in (`buildConfiguration:` in the config, or
    /// `--build-configuration`): projects are judged in it. Nil: each target's archive scheme's
    /// configuration, else Release, as `package` chooses.
    public var buildConfiguration: String?
    /// `overrides:`: other rules for some paths (`effective(for:)`).
    var overrides: PathOverrides?
    /// `suppress:`: findings left out by path and rule, each with its reason.
    package let suppressions: Suppressions
    /// The run's table of names that are not UTF-8 (`NameAliases`): what discovery finds is
    /// reached, named and opened through it. A fresh table unless the run gives its own.
    package var aliases = NameAliases()
    /// A package's files and the platforms its manifest records for each, by absolute path
    /// (`verify`): each is judged by those platforms' rules, whatever its place says.
    package var packagePlatforms: [String: [AssetPlatform]] = [:]

    /// - Parameters:
    ///   - presetReference: `--preset` (a name or path); overrides the config's `preset`.
    ///   - configPath: `--config`; otherwise `.alertpack.yml` is looked for from `directory` up.
    ///   - useConfigFile: false to ignore project config files (`--no-config`).
    ///   - xcode: `--xcode`; overrides the config's `xcode`.
    public static func resolve(
        presetReference: String?, configPath: String?, useConfigFile: Bool = true,
        directory: String = FileManager.default.currentDirectoryPath, xcode: String? = nil
    ) throws(AlertPackError) -> CheckConfiguration {
        // Every mistake of the config and the preset is gathered and reported at once.
        var diagnostics = Diagnostics()
        var config: ProjectConfig?
        if let path = configPath ?? (useConfigFile ? ProjectConfig.find(from: directory) : nil) {
            config = try ProjectConfig.read(path: path, diagnostics: &diagnostics)
        }
        var preset = try loadPreset(presetReference, config: config, diagnostics: &diagnostics)
        if let config, !config.rules.isEmpty {
            let name = preset.name
            preset = preset.overriding(with: config.rules, from: config.source, diagnostics: &diagnostics)
            preset.name = name
        }
        let rules = RuleBook.read(preset, diagnostics: &diagnostics)
        var overrides: PathOverrides?
        if let config, !config.overrides.isEmpty {
            overrides = PathOverrides(config.overrides, base: preset, root: config.directory, diagnostics: &diagnostics)
        }
        let suppressions = Suppressions(config?.suppressions ?? [], root: config?.directory ?? directory, origin: config?.source.name ?? "")
        diagnostics.warn(suppressions.unknownRules)
        var version: XcodeVersion?
        if let text = xcode ?? config?.xcode {
            version = XcodeVersion(text)
            if version == nil { diagnostics.error("--xcode: '\(text)' is not a version such as 26.4") }
        }
        var slots: ImageSlotTables?
        do throws(AlertPackError) { slots = try ImageSlotTables(preset.tables) } catch { diagnostics.error(error.message) }
        diagnostics = diagnostics.inFileOrder()
        try diagnostics.throwIfErrors(withWarnings: true)
        guard let rules, let slots else { throw AlertPackError.config(.presetUnusable) }
        var resolved = CheckConfiguration(
            preset: preset, rules: rules, slots: slots,
            ignore: IgnorePatterns(config?.ignore ?? [], root: config?.directory ?? directory),
            configPath: config?.path, warnings: diagnostics.warnings, xcode: version,
            attachments: AttachmentSelection(patterns: IgnorePatterns(config?.attachments ?? [], root: config?.directory ?? directory)),
            buildConfiguration: config?.buildConfiguration, overrides: overrides, suppressions: suppressions)
        if let config {
            resolved.payloads = config.payloads.map { $0.hasPrefix("/") ? $0 : config.directory + "/" + $0 }
        }
        return resolved
    }

    /// The preset `--preset` or the config names (else the default), its warnings added to
    /// `diagnostics`. A preset that cannot be loaded ends the run with every mistake found so far.
    private static func loadPreset(
        _ reference: String?, config: ProjectConfig?, diagnostics: inout Diagnostics
    ) throws(AlertPackError) -> Preset {
        do throws(AlertPackError) {
            let loaded: (preset: Preset, warnings: [String])
            if let reference {
                loaded = try PresetLibrary.load(reference)
            } else if let config, let reference = config.preset {
                do throws(AlertPackError) {
                    loaded = try PresetLibrary.load(
                        reference, baseDirectory: config.directory, confinedTo: PresetLibrary.repositoryRoot(of: config.directory))
                } catch {
                    // The config that named the preset is named too (it is the file to fix),
                    // unless the mistake is inside the preset's own file, which is named with its line.
                    let located = error.message.firstMatch(of: #/^\S+:\d+:\d+: /#) != nil
                    throw AlertPackError.config(.presetFailed(located ? nil : config.source.at("preset"), error))
                }
            } else {
                loaded = try PresetLibrary.load(PresetLibrary.defaultPresetName)
            }
            diagnostics.warn(loaded.warnings)
            return loaded.preset
        } catch {
            diagnostics.error(error.message)
            try diagnostics.inFileOrder().throwIfErrors(withWarnings: true)
            throw error
        }
    }

    /// The configuration a file is judged with: this one, or the one its `overrides:` entries
    /// make (rules, their values, and what is measured with them).
    package func effective(for path: String) -> CheckConfiguration {
        guard let overrides, let book = overrides.book(for: path) else { return self }
        var effective = CheckConfiguration(
            preset: preset, rules: book, slots: slots, ignore: ignore, configPath: configPath, warnings: warnings, xcode: xcode,
            attachments: attachments, buildConfiguration: buildConfiguration, overrides: nil, suppressions: suppressions)
        effective.overrides = nil
        effective.aliases = aliases
        return effective
    }

    /// The preset `overrides:` make for `path`, or nil when no entry matches it.
    package func overriddenPreset(for path: String) -> Preset? { overrides?.preset(for: path) }

    /// A configuration of `preset` alone (the rules a package carries), as `resolve` makes one.
    package static func standalone(_ preset: Preset) throws(AlertPackError) -> CheckConfiguration {
        let directory = FileManager.default.currentDirectoryPath
        return CheckConfiguration(
            preset: preset, rules: try RuleBook(preset), slots: try ImageSlotTables(preset.tables), ignore: IgnorePatterns([], root: directory),
            configPath: nil, warnings: [], xcode: nil, attachments: AttachmentSelection(patterns: IgnorePatterns([], root: directory)),
            buildConfiguration: nil, overrides: nil, suppressions: Suppressions([], root: directory, origin: ""))
    }

    /// This configuration for a package's files, each judged by the rule book its source was
    /// judged with (`books`, by absolute path; any other file by this configuration's rules), and
    /// no `suppress:` patterns (a package records what they took out of each file).
    package func judgingPackage(books: [String: RuleBook]) -> CheckConfiguration {
        var judging = CheckConfiguration(
            preset: preset, rules: rules, slots: slots, ignore: ignore, configPath: configPath, warnings: warnings, xcode: xcode,
            attachments: attachments, buildConfiguration: buildConfiguration, overrides: PathOverrides(exact: books, base: preset),
            suppressions: Suppressions([], root: "/", origin: ""))
        judging.aliases = aliases
        return judging
    }

    private init(
        preset: Preset, rules: RuleBook, slots: ImageSlotTables, ignore: IgnorePatterns, configPath: String?, warnings: [String],
        xcode: XcodeVersion?, attachments: AttachmentSelection, buildConfiguration: String?, overrides: PathOverrides?,
        suppressions: Suppressions
    ) {
        self.buildConfiguration = buildConfiguration
        self.overrides = overrides
        self.suppressions = suppressions
        self.xcode = xcode
        self.attachments = attachments
        self.preset = preset
        self.rules = rules
        self.measurementSettings = rules.measurementSettings
        self.fixPolicy = rules.fixPolicy
        self.imageInspector = rules.imageInspector
        self.slots = slots
        self.ignore = ignore
        self.configPath = configPath
        self.warnings = warnings
    }
}
