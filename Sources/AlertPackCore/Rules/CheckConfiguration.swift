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

    /// - Parameters:
    ///   - presetReference: `--preset` (a name or path); overrides the config's `preset`.
    ///   - configPath: `--config`; otherwise `.alertpack.yml` is looked for from `directory` up.
    ///   - useConfigFile: false to ignore project config files (`--no-config`).
    ///   - xcode: `--xcode`; overrides the config's `xcode`.
    public static func resolve(
        presetReference: String?, configPath: String?, useConfigFile: Bool = true,
        directory: String = FileManager.default.currentDirectoryPath, xcode: String? = nil
    ) throws(AlertPackError) -> CheckConfiguration {
        var diagnostics = Diagnostics()
        var config: ProjectConfig?
        if let configPath {
            config = try ProjectConfig.load(path: configPath)
        } else if useConfigFile, let found = ProjectConfig.find(from: directory) {
            config = try ProjectConfig.load(path: found)
        }
        diagnostics.warn(config?.warnings ?? [])

        let loaded: (preset: Preset, warnings: [String])
        if let presetReference {
            loaded = try PresetLibrary.load(presetReference)
        } else if let config, let reference = config.preset {
            // The config that named the preset is named too: it is the file to fix.
            do throws(AlertPackError) {
                loaded = try PresetLibrary.load(
                    reference, baseDirectory: config.directory, confinedTo: PresetLibrary.repositoryRoot(of: config.directory))
            } catch {
                throw AlertPackError.configuration(error.message.hasPrefix(config.path) ? error.message : "\(config.path): \(error.message)")
            }
        } else {
            loaded = try PresetLibrary.load(PresetLibrary.defaultPresetName)
        }
        diagnostics.warn(loaded.warnings)
        var preset = loaded.preset
        if let config, !config.rules.isEmpty {
            let name = preset.name
            let overridden = try preset.overriding(with: config.rules, origin: config.path)
            preset = overridden.0
            preset.name = name
            diagnostics.warn(overridden.warnings)
        }
        let rules = try RuleBook(preset)
        diagnostics.warn(rules.warnings)
        var overrides: PathOverrides?
        if let config, !config.overrides.isEmpty {
            overrides = try PathOverrides(config.overrides, base: preset, root: config.directory, origin: config.path, diagnostics: &diagnostics)
        }
        let suppressions = Suppressions(config?.suppressions ?? [], root: config?.directory ?? directory, origin: config?.path ?? "")
        diagnostics.warn(suppressions.unknownRules)
        var version: XcodeVersion?
        if let text = xcode ?? config?.xcode {
            guard let parsed = XcodeVersion(text) else { throw AlertPackError.configuration("--xcode: '\(text)' is not a version such as 26.4") }
            version = parsed
        }
        var resolved = CheckConfiguration(
            preset: preset, rules: rules, slots: try ImageSlotTables(preset.tables),
            ignore: IgnorePatterns(config?.ignore ?? [], root: config?.directory ?? directory),
            configPath: config?.path, warnings: diagnostics.warnings, xcode: version,
            attachments: AttachmentSelection(patterns: IgnorePatterns(config?.attachments ?? [], root: config?.directory ?? directory)),
            buildConfiguration: config?.buildConfiguration, overrides: overrides, suppressions: suppressions)
        if let config {
            resolved.payloads = config.payloads.map { $0.hasPrefix("/") ? $0 : config.directory + "/" + $0 }
        }
        return resolved
    }

    /// The configuration a file is judged with: this one, or the one its `overrides:` entries
    /// make (rules, their values, and what is measured with them).
    package func effective(for path: String) -> CheckConfiguration {
        guard let overrides, let book = overrides.book(for: path) else { return self }
        var effective = CheckConfiguration(
            preset: preset, rules: book, slots: slots, ignore: ignore, configPath: configPath, warnings: warnings, xcode: xcode,
            attachments: attachments, buildConfiguration: buildConfiguration, overrides: nil, suppressions: suppressions)
        effective.overrides = nil
        return effective
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
