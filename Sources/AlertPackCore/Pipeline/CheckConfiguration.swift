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
    /// Unknown keys and ids: reported, not fatal.
    public var warnings: [String]
    /// The Xcode that builds the app (`xcode:` in the config, or `--xcode`), when known.
    public var xcode: XcodeVersion?
    /// The files checked as notification attachments (`attachments:` in the config, and
    /// `--attachments` folders added by the command).
    public var attachments: AttachmentSelection

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
            loaded = try PresetLibrary.load(
                reference, baseDirectory: config.directory, confinedTo: PresetLibrary.repositoryRoot(of: config.directory))
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
        var version: XcodeVersion?
        if let text = xcode ?? config?.xcode {
            guard let parsed = XcodeVersion(text) else { throw AlertPackError(configuration: "--xcode: '\(text)' is not a version such as 26.4") }
            version = parsed
        }
        return CheckConfiguration(
            preset: preset, rules: rules, slots: try ImageSlotTables(preset.tables),
            ignore: IgnorePatterns(config?.ignore ?? [], root: config?.directory ?? directory),
            configPath: config?.path, warnings: diagnostics.warnings, xcode: version,
            attachments: AttachmentSelection(patterns: IgnorePatterns(config?.attachments ?? [], root: config?.directory ?? directory)))
    }

    private init(
        preset: Preset, rules: RuleBook, slots: ImageSlotTables, ignore: IgnorePatterns, configPath: String?, warnings: [String],
        xcode: XcodeVersion?, attachments: AttachmentSelection
    ) {
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
