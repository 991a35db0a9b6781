import AlertPackCore
import Foundation

/// The `built-app` target (issue 44): any bytes as an IPA, read by the built-app inspector with
/// tight limits (the zip reader's checks, then Info.plists, catalogs, executables, profiles, loose
/// icons and sounds unpacked and read). Any bytes give facts or a refusal; a trap, a hang or
/// unbounded memory is a finding. What the facts say must hold together.
enum BuiltAppFuzzTarget {
    static let limits: BuiltAppLimits = {
        var limits = BuiltAppLimits()
        limits.maxEntries = 4096
        limits.maxBundles = 16
        limits.maxInfoPlistBytes = 1 << 20
        limits.maxCatalogBytes = 4 << 20
        limits.maxExecutableBytes = 4 << 20
        limits.maxProfileBytes = 1 << 20
        limits.maxSoundBytes = 1 << 20
        limits.maxTotalBytes = 16 << 20
        limits.decodeBytesPerCatalogByte = 4
        limits.minDecodeBytesPerCatalog = 4 << 20
        return limits
    }()

    static func run(_ path: String) {
        let inspector = BuiltAppInspector(limits: limits, aliases: NameAliases())
        guard let inspection = try? inspector.inspect(path: path) else { return }
        let facts = inspection.facts
        precondition(facts.container == .ipa, "an IPA read as another container")
        precondition(facts.bundles.first?.role == .app, "the first bundle is not the app")
        precondition(facts.bundles.count <= limits.maxBundles, "more bundles than the limit")
        for bundle in facts.bundles {
            for icon in bundle.icons.renditions {
                precondition((icon.transparentPixels == nil) != (icon.notDecoded == nil), "a rendition both decoded and not, or neither")
            }
        }
        for sound in inspection.soundFiles {
            precondition(FileManager.default.fileExists(atPath: sound.file), "a sound file that is not there")
        }
    }
}
