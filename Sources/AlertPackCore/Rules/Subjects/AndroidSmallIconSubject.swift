/// One small (status-bar) notification icon as an Android project uses it: a drawable resource
/// name (`ic_stat_bell`) with every file that provides it (a PNG per density folder, a vector
/// drawable), whether it is the app's launcher icon, and who names it. Rules judge the icons a
/// project uses, whatever they are called; the pipeline builds one subject per used name.
package struct AndroidSmallIconSubject: Sendable {
    /// How the small icon is the launcher icon reused.
    package struct LauncherReuse: Sendable, Equatable {
        /// The launcher icon's resource as the manifest names it ("@mipmap/ic_launcher").
        package var launcher: String
        /// The small icon is that very resource (same type and name).
        package var sameResource: Bool
        /// Files of the small icon whose bytes are those of a launcher icon file, each with that file.
        package var sameBytes: [(file: String, launcherFile: String)]

        package init(launcher: String, sameResource: Bool, sameBytes: [(file: String, launcherFile: String)] = []) {
            self.launcher = launcher
            self.sameResource = sameResource
            self.sameBytes = sameBytes
        }

        package static func == (left: LauncherReuse, right: LauncherReuse) -> Bool {
            left.launcher == right.launcher && left.sameResource == right.sameResource
                && left.sameBytes.map(\.file) == right.sameBytes.map(\.file)
                && left.sameBytes.map(\.launcherFile) == right.sameBytes.map(\.launcherFile)
        }
    }

    /// The resource name, as `R.drawable.NAME` and `@drawable/NAME` say it.
    package var name: String
    /// Every file of the resource, in path order (PNGs per density, drawable XMLs).
    package var files: [AndroidSmallIconFacts]
    /// Set when the small icon is, or has the bytes of, the launcher icon.
    package var launcher: LauncherReuse?
    /// Who names it: "AndroidManifest.xml com.google.firebase.messaging.default_notification_icon",
    /// "MainActivity.kt setSmallIcon".
    package var usedBy: [String]
    /// One master a framework turns into the density set at build time (Expo's
    /// `expo-notifications` icon): its pixels are judged, its size and densities are the
    /// framework's to make.
    package var isMaster = false
    /// Files of the resource no device the app supports selects (`keepSelectableVariants`).
    package var unselectable: [AndroidSmallIconFacts] = []

    package init(name: String, files: [AndroidSmallIconFacts], launcher: LauncherReuse? = nil, usedBy: [String] = []) {
        self.name = name
        self.files = files.sorted { $0.path < $1.path }
        self.launcher = launcher
        self.usedBy = usedBy
    }

    /// Keeps in `files` only the variants a device at `minSdk` or later can select, the others
    /// moved to `unselectable`. Among files whose folders agree on every qualifier but the
    /// platform version (`drawable-hdpi`, `drawable-hdpi-v9`, `drawable-hdpi-v11`), Android takes
    /// the highest `-vN` at or below the device's API level, so every variant below the highest
    /// `-vN` ≤ minSdk is dead (no qualifier counts as v0). Other qualifiers (night, a locale, a
    /// screen size) are other groups: each is drawn on some device and stays judged. With minSdk
    /// unknown (a computed value) only each group's highest variant is judged: it is what every
    /// current device selects, and judging an older one would warn about a file that, for any
    /// minSdk at or above the newest qualifier, no device shows (the survey's legacy -v9 sets).
    package mutating func keepSelectableVariants(minSdk: Int?) {
        var cutoff: [String: Int] = [:]
        for (group, members) in Dictionary(grouping: files, by: \.folderWithoutAPILevel) {
            let levels = members.map(\.apiLevel)
            let reachable = minSdk.map { floor in levels.filter { $0 <= floor } } ?? levels
            cutoff[group] = reachable.max() ?? levels.min() ?? 0
        }
        let selectable = files.filter { $0.apiLevel >= cutoff[$0.folderWithoutAPILevel, default: 0] }
        unselectable = files.filter { $0.apiLevel < cutoff[$0.folderWithoutAPILevel, default: 0] }
        files = selectable
    }

    /// The PNG files (measured or not).
    package var bitmaps: [AndroidSmallIconFacts] { files.filter { $0.format != "xml" } }

    /// The drawable XML files.
    package var vectors: [AndroidSmallIconFacts] { files.filter { $0.format == "xml" } }

    /// The small icon is the launcher icon's resource itself.
    package var isLauncherResource: Bool { launcher?.sameResource == true }

    /// The files judged by their pixels and XML: not the launcher icon's (android.small-icon-launcher
    /// names that cause once, rather than every way a launcher icon is no small icon).
    package var ownFiles: [AndroidSmallIconFacts] {
        guard let launcher else { return files }
        guard !launcher.sameResource else { return [] }
        let copies = Set(launcher.sameBytes.map(\.file))
        return files.filter { !copies.contains($0.path) }
    }

    package var ownBitmaps: [AndroidSmallIconFacts] { ownFiles.filter { $0.format != "xml" } }

    /// The PNGs judged by their pixels and size: every one, copies of the launcher icon's bytes
    /// under the small icon's own name too (what they measure is why they show as a square: the
    /// survey's 6 launcher copies without alpha, 192 pixels in every density), but none when the
    /// small icon is the launcher's resource itself (android.small-icon-launcher says that once).
    package var judgedBitmaps: [AndroidSmallIconFacts] { isLauncherResource ? [] : bitmaps }

    package var ownVectors: [AndroidSmallIconFacts] { ownFiles.filter { $0.format == "xml" } }

    /// A small icon whose only pictures sit in folders without a density (`drawable/`), with no
    /// vector drawable: one cause (a single picture for every screen) that
    /// android.small-icon-densities says once, with the picture's size.
    package var isLoneDefault: Bool {
        !isLauncherResource && vectors.isEmpty && !bitmaps.isEmpty && bitmaps.allSatisfy { $0.density == nil }
    }

    /// How a finding names some of the resource's files, once for all of them: "all 5 PNGs (mdpi,
    /// hdpi, …: res/drawable-*/x.png)", "2 of its 5 PNGs (…)", "its only PNG (no density: res/drawable/x.png)".
    package func phrase(for chosen: [AndroidSmallIconFacts], among all: [AndroidSmallIconFacts]) -> String {
        let noun = all.allSatisfy { $0.format != "xml" } ? "PNG" : "file"
        let count: String
        if chosen.count == all.count {
            count = all.count == 1 ? "its only \(noun)" : "all \(all.count) \(noun)s"
        } else {
            count = "\(chosen.count) of its \(all.count) \(noun)s"
        }
        // Densities in their order on screen (mdpi first), not their paths' order.
        let ordered = chosen.sorted { ($0.scale ?? 99, $0.path) < ($1.scale ?? 99, $1.path) }
        // A master (Expo's) sits outside any resource folder: it has no density to name.
        let densities = ordered.map { $0.density ?? ($0.folder.isEmpty ? "master" : "no density") }.joined(separator: ", ")
        return "\(count) (\(densities): \(Self.pattern(of: ordered.map(\.path))))"
    }

    /// Paths that differ only in their resource folder, said once with a wildcard
    /// ("res/drawable-*/x.png"); other paths listed.
    static func pattern(of paths: [String]) -> String {
        guard paths.count > 1 else { return paths.first ?? "" }
        let split = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        let width = split[0].count
        guard split.allSatisfy({ $0.count == width }) else { return paths.joined(separator: ", ") }
        let columns = (0..<width).map { index in Set(split.map { $0[index] }) }
        guard columns.filter({ $0.count > 1 }).count == 1, columns[width - 1].count == 1 else { return paths.joined(separator: ", ") }
        return zip(split[0], columns).map { part, folders in folders.count > 1 ? wildcard(folders) : part }.joined(separator: "/")
    }

    /// "drawable-*" for drawable-mdpi and drawable-hdpi, "drawable*" when `drawable` is among them, "*" across types.
    static func wildcard(_ folders: Set<String>) -> String {
        let types = Set(folders.map { String($0.split(separator: "-").first ?? Substring($0)) })
        guard types.count == 1, let type = types.first else { return "*" }
        return folders.contains(type) ? type + "*" : type + "-*"
    }

    /// "100 %" when every file measures the same, else each density's value ("mdpi 63 %, hdpi 70 %").
    package static func each(_ files: [AndroidSmallIconFacts], _ value: (AndroidSmallIconFacts) -> String) -> String {
        let ordered = files.sorted { ($0.scale ?? 99, $0.path) < ($1.scale ?? 99, $1.path) }
        let values = ordered.map(value)
        if Set(values).count == 1, let only = values.first { return only }
        return zip(ordered, values).map { "\($0.density ?? "no density") \($1)" }.joined(separator: ", ")
    }

    /// "used by AndroidManifest.xml …": said after a finding, so a user knows why it is judged.
    package var usedByPhrase: String {
        usedBy.isEmpty ? "" : " (used by " + usedBy.prefix(2).joined(separator: ", ") + (usedBy.count > 2 ? ", …" : "") + ")"
    }

    /// The fix every pixel rule gives: make the density set from a master.
    package static func makeFix(_ subject: AndroidSmallIconSubject) -> String {
        let folder = resFolder(of: subject.files.first?.path ?? "")
        // Never over the launcher icon itself: a small icon of its own gets a name of its own.
        let name = subject.isLauncherResource ? "ic_stat_notification" : subject.name
        return "draw a white silhouette on transparency and write the density set with "
            + "`alertpack icons MASTER --android-notification \(folder) --name \(name)`"
    }

    /// The `res/` folder above a resource file ("app/src/main/res"), or "res/" when none is seen.
    static func resFolder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return "res/" }
        return parts.dropLast(2).joined(separator: "/")
    }
}

/// A rule about one small notification icon of an Android project.
package protocol AndroidSmallIconRule: SubjectRule where Subject == AndroidSmallIconSubject {}
