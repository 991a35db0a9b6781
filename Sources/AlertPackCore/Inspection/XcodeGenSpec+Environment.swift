extension XcodeGenSpec {
    /// The settings Xcode itself gives a build, which a `${NAME}` in a setting refers to even
    /// where the spec does not set them (XcodeGen leaves a `${NAME}` its environment does not
    /// hold for Xcode to resolve).
    static let xcodeProvided: Set<String> = [
        "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT", "TARGET_NAME", "PRODUCT_NAME", "PROJECT_NAME", "CONFIGURATION",
        "PRODUCT_MODULE_NAME", "PRODUCT_BUNDLE_IDENTIFIER", "EXECUTABLE_NAME", "BUILT_PRODUCTS_DIR", "TARGET_BUILD_DIR",
        "CONFIGURATION_BUILD_DIR", "DERIVED_FILE_DIR", "PLATFORM_NAME", "SDKROOT", "inherited",
    ]

    /// The names of the `${NAME}` in `text`, as XcodeGen expands them from its environment when
    /// it loads the spec (letters, digits and `_`), in order.
    static func environmentNames(in text: String) -> [String] {
        guard text.contains("${") else { return [] }
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            rest = rest[start.upperBound...]
            guard let close = rest.firstIndex(of: "}") else { break }
            let name = rest[..<close]
            if !name.isEmpty, name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) { names.append(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Whether `text` holds a `${NAME}`: XcodeGen's value depends on the environment it runs in.
    static func holdsEnvironment(_ text: String) -> Bool { !environmentNames(in: text).isEmpty }

    /// What `notRead` says of a value that holds an environment variable: where it stands, and
    /// the value as written. A verdict never depends on the environment alertpack runs in.
    static func environmentNote(_ label: String, _ value: String) -> String {
        "\(label): \(value): environment variable, not read"
    }

    /// Where the spec's project level holds an environment variable: its name, and the
    /// `configFiles:` and `settings:` (a `${NAME}` in a setting that no level sets and Xcode
    /// does not provide).
    static func environmentNotes(of context: Context) -> [String] {
        var notes: [String] = []
        if let name = context.spec["name"].flatMap(text(of:)), holdsEnvironment(name) { notes.append(environmentNote("name", name)) }
        for (configuration, file) in (context.spec["configFiles"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let path = file.string, holdsEnvironment(path) { notes.append(environmentNote("configFiles.\(configuration)", path)) }
        }
        return notes
    }

    /// Where one target holds an environment variable: its generated plists' paths, its
    /// `configFiles:`, and its settings and the project's (each setting named once, whichever
    /// configuration holds it), a `${NAME}` counted only where `NAME` is no setting of the
    /// target's merged settings and not one Xcode provides.
    static func environmentNotes(of target: Target, _ context: Context, project projectNotes: inout Set<String>) -> [String] {
        var notes: [String] = []
        for key in ["info", "entitlements"] {
            if let path = target.generated(key)?.path, holdsEnvironment(path) {
                notes.append(environmentNote("targets.\(target.key).\(key).path", path))
            }
        }
        for (configuration, file) in (target.table["configFiles"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let path = file.string, holdsEnvironment(path) {
                notes.append(environmentNote("targets.\(target.key).configFiles.\(configuration)", path))
            }
        }
        var seen: Set<String> = []
        for configuration in context.configurations {
            let merged = context.buildSettings(of: target, configuration)
            let levels = [
                ("settings", context.spec["settings"]), ("targets.\(target.key).settings", target.table["settings"]),
            ]
            for (label, node) in levels {
                let own = settings(node, configuration: configuration, configurations: context.configurations, groups: context.groups)
                for (setting, value) in own.sorted(by: { $0.key < $1.key }) where !seen.contains(label + "." + setting) {
                    let names = environmentNames(in: value).filter { merged[$0] == nil && !xcodeProvided.contains($0) }
                    guard !names.isEmpty else { continue }
                    seen.insert(label + "." + setting)
                    let note = environmentNote(label + "." + setting, value)
                    if label == "settings" { projectNotes.insert(note) } else { notes.append(note) }
                }
            }
        }
        return notes
    }
}
