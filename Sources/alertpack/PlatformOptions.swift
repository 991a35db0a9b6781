import AlertPackCore
import ArgumentParser

/// `--platform`: the platforms a command works for. Declared once for every command that takes
/// it (package restricts what it packages, preview chooses whose notification it draws); each
/// command says which values and how many it accepts.
struct PlatformOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A platform: \(AssetPlatform.allCases.map(\.rawValue).joined(separator: ", ")) (package: repeatable, default every platform; preview: one, default ios).",
            valueName: "platform"))
    var platform: [String] = []

    /// The platforms named, each once in catalogue order; a name that is none is a usage error.
    func chosen() throws -> [AssetPlatform] {
        var platforms = Set<AssetPlatform>()
        for name in platform {
            guard let known = AssetPlatform(rawValue: name.lowercased()) else {
                throw ValidationError("--platform: \(name) is not one of \(AssetPlatform.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            platforms.insert(known)
        }
        return platforms.sorted()
    }
}
