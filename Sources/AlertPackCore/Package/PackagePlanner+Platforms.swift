import Foundation

/// Each sound and image goes into the package for the platforms that ship it (those `--platform`
/// keeps), judged by their rules: once, where iOS takes it, when iOS is among them (`Sounds/`,
/// `Images/`, a generated set), else under `android/` as a resource folder mirrors it
/// (`android/res/raw/x.ogg`, `android/res/drawable-xxhdpi/ic_stat_x.png`) or under `web/`. A
/// platform whose rules the file fails leaves it out for that platform alone, said as a rejection.
extension PackagePlanner {
    /// Places one checked sound or image for its platforms, or rejects it.
    mutating func placeShipped(_ file: FileReport, index: Int) {
        let wanted = file.platforms.filter { options.platforms.contains($0) }
        guard !wanted.isEmpty else {
            // Only other platforms ship it (`--platform ios` and an Android raw sound): checked, said.
            let names = file.platforms.map(\.displayName).joined(separator: " and ")
            notes.otherPlatforms.append(relative(file.path) + ": ships on " + names + " only")
            return
        }
        let failing = wanted.filter { platform in file.shipped(by: [platform]).findings.contains { $0.severity == .error } }
        var passing = wanted.filter { !failing.contains($0) }
        var rejectedFor = failing
        var groups: [(platforms: [AssetPlatform], convert: Bool)] = []
        // iOS's copy converted (`--convert`); the others ship the source as it is.
        let iosErrors = file.shipped(by: [.ios]).findings.filter { $0.severity == .error }.map(\.rule)
        if file.kind == .sound, options.convert, failing.contains(.ios), Set(iosErrors).isSubset(of: options.convertibleRules) {
            groups.append(([.ios], true))
            rejectedFor.removeAll { $0 == .ios }
        }
        // A generated catalog is iOS's alone: an image in one of its slots is placed there for iOS,
        // and again where the other platforms take it.
        if file.kind == .image, passing.count > 1, passing.contains(.ios), !Self.catalogSlots(of: file).isEmpty {
            groups.append(([.ios], false))
            passing.removeAll { $0 == .ios }
        }
        if !passing.isEmpty { groups.append((passing, false)) }
        guard !groups.isEmpty else { return reject(file) }
        if !rejectedFor.isEmpty {
            let packagedFor = groups.flatMap(\.platforms).sorted().map(\.displayName).joined(separator: " and ")
            let view = file.shipped(by: rejectedFor)
            let rules = view.findings.filter { $0.severity == .error }.map(\.rule).uniqued()
            reject(
                view,
                reason: "not packaged for \(rejectedFor.map(\.displayName).joined(separator: " and ")): "
                    + "\(rules.joined(separator: ", ")) (packaged for \(packagedFor))")
        }
        for group in groups { place(file, index: index, platforms: group.platforms, convert: group.convert) }
    }

    /// Places `file` for `platforms`, where the first of them takes it.
    private mutating func place(_ file: FileReport, index: Int, platforms: [AssetPlatform], convert: Bool) {
        if platforms.contains(.ios) {
            return file.kind == .sound
                ? placeSound(file, index: index, platforms: platforms, convert: convert) : placeImage(file, index: index, platforms: platforms)
        }
        placements.append(
            PackagePlacement(
                source: file.path, path: Self.otherPlatformPath(of: file, platforms: platforms), role: file.kind == .sound ? .sound : .image,
                slots: [], reportIndex: index, platforms: platforms))
    }

    /// Where a file no iOS app takes goes: Android's in `android/res/`, in the resource folder it
    /// came from (a sound or image a config names outside one: `raw/`, or `android/images/` for a
    /// master the build makes its drawables from); the web's in `web/`.
    static func otherPlatformPath(of file: FileReport, platforms: [AssetPlatform]) -> String {
        let name = FileName.last(of: file.path)
        guard platforms.contains(.android) else { return "web/" + name }
        if AndroidResourcePath(AbsolutePath.of(file.path)) != nil {
            return "android/res/" + FileName.last(of: FileName.parent(of: file.path)) + "/" + name
        }
        return file.kind == .sound ? "android/res/raw/" + name : "android/images/" + name
    }

    /// The slots a checked image fills that the preset knows (one it does not know has no place
    /// in a generated catalog).
    static func catalogSlots(of file: FileReport) -> [ImageSlot] { file.slots.filter(\.inPreset) }
}
