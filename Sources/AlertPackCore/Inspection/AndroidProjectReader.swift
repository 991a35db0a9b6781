import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an Android app module (a Gradle module folder: `src/main/AndroidManifest.xml`,
/// `src/*/res`, build.gradle(.kts), `src/*/java|kotlin`) into `AndroidProjectFacts`, statically
/// and bounded: files of a size, counts and folder depth, links never followed (a link is said,
/// not read), XML read by `XMLTagScanner` (no entity expanded). A file that cannot be read is
/// listed with its error in `unreadable`; the reader itself never fails.
package enum AndroidProjectReader {
    package struct Limits: Sendable {
        /// The largest manifest, values or keep file read: real ones are a few kilobytes.
        package var maxXMLBytes = 1 << 20
        package var maxValuesFiles = 2_000
        package var maxSourceSets = 64
        package var maxSourceFiles = 5_000
        package var maxSourceBytes = 1 << 20
        /// Folders below a source root (`src/main/java`) a walk goes into: packages nest a few deep.
        package var maxSourceDepth = 24

        package init() {}

        package static let standard = Limits()
    }

    /// The notification meta-data a manifest names, by `android:name`, and what each is for.
    static let notificationMetaData: [String: AndroidManifestEntry.Role] = [
        "com.google.firebase.messaging.default_notification_icon": .notificationIcon,
        "com.google.firebase.messaging.default_notification_color": .notificationColor,
        "com.google.firebase.messaging.default_notification_channel_id": .notificationChannel,
        "expo.modules.notifications.default_notification_icon": .notificationIcon,
        "expo.modules.notifications.default_notification_color": .notificationColor,
        // Notificare's SDK draws the pushes it receives through FCM with this small icon.
        "re.notifica.push.notification_small_icon": .notificationIcon,
    ]

    /// The module `module` (relative to `root`, "" for `root` itself).
    package static func read(root: String, module: String, limits: Limits = .standard) -> AndroidProjectFacts {
        let folder = ProjectFileWalk.join(root, module)
        var facts = AndroidProjectFacts(module: module)
        facts.sourceSets = sourceSets(folder: folder, limits: limits, facts: &facts)
        let index = AndroidResourceIndex(folder: folder, resourceFolders: facts.sourceSets.map { "src/\($0.name)/res" })
        facts.resources = resourceFiles(index).filter { file in
            // A link among the resources is said, never read: it may lead out of the project.
            guard ProjectFileWalk.isFile(file.path, in: folder) else {
                facts.notRead.append("\(file.path): a link, not followed")
                return false
            }
            return true
        }
        readValues(folder: folder, limits: limits, facts: &facts)
        for set in facts.sourceSets {
            guard let manifest = set.manifest else { continue }
            readManifest(manifest, set: set, folder: folder, limits: limits, facts: &facts)
        }
        addSiblingDefinitions(folder: folder, limits: limits, facts: &facts)
        facts.build = readBuild(folder: folder, facts: &facts)
        addAppDependencies(folder: folder, facts: &facts)
        addSiblingNotificationIcons(folder: folder, limits: limits, facts: &facts)
        facts.code = readCode(folder: folder, sets: facts.sourceSets.map(\.name), limits: limits, facts: &facts)
        return facts
    }

    /// The folders of `src/`, test sets left out, in merge order: main, flavours, build types,
    /// variants (`freeRelease`). A custom build type reads as a flavour: which is which is
    /// declared in build.gradle, and both ship in release unless named for debug.
    static func sourceSets(folder: String, limits: Limits, facts: inout AndroidProjectFacts) -> [AndroidSourceSet] {
        guard ProjectFileWalk.isFolder("src", in: folder), let names = try? FileManager.default.contentsOfDirectory(atPath: folder + "/src")
        else { return [] }
        var sets: [(rank: Int, set: AndroidSourceSet)] = []
        for name in names.sorted() where !name.hasPrefix(".") && !isTestSet(name) {
            let relative = "src/" + name
            guard ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, relative)) == S_IFDIR else {
                if ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, relative)) == S_IFLNK {
                    facts.notRead.append("\(relative): a link, not followed")
                }
                continue
            }
            guard sets.count < limits.maxSourceSets else {
                facts.notRead.append("src: more than \(limits.maxSourceSets) source sets; the rest are not read")
                break
            }
            let manifest = relative + "/AndroidManifest.xml"
            if ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, manifest)) == S_IFLNK {
                facts.notRead.append("\(manifest): a link, not followed")
            }
            let ships = name != "debug" && !name.hasSuffix("Debug")
            let set = AndroidSourceSet(name: name, manifest: ProjectFileWalk.isFile(manifest, in: folder) ? manifest : nil, shipsInRelease: ships)
            sets.append((rank(of: name), set))
        }
        return sets.sorted { ($0.rank, $0.set.name) < ($1.rank, $1.set.name) }.map(\.set)
    }

    static func isTestSet(_ name: String) -> Bool {
        // `testDebug`, `androidTestFree`, `screenshotTestFullDebug`: test sets of a variant too.
        ["test", "androidTest", "testFixtures", "screenshotTest"].contains {
            name == $0 || (name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true)
        }
    }

    /// Where a source set comes in the merge: later ones override earlier ones.
    static func rank(of name: String) -> Int {
        if name == "main" { return 0 }
        if name == "debug" || name == "release" { return 2 }
        if name.hasSuffix("Debug") || name.hasSuffix("Release") { return 3 }
        return 1
    }

    /// The drawable, mipmap and raw files `index` lists, with their source set and qualifiers.
    static func resourceFiles(_ index: AndroidResourceIndex) -> [AndroidResourceFile] {
        let densities = Set(AndroidResourceIndex.densities + ["nodpi", "anydpi", "tvdpi"])
        return AndroidResourceIndex.Kind.allCases.flatMap { kind in
            index.files(of: kind).compactMap { path -> AndroidResourceFile? in
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 5, let name = AndroidResourceIndex.resourceName(of: parts[4], kind: kind) else { return nil }
                let qualifiers = parts[3].split(separator: "-").dropFirst().map(String.init)
                return AndroidResourceFile(
                    type: kind.rawValue, name: name, path: path, sourceSet: parts[1], qualifiers: qualifiers,
                    density: qualifiers.first(where: densities.contains))
            }
        }.sorted { $0.path < $1.path }
    }

    /// The start tags of a small XML file of the module, or nil (noted) when it cannot be read.
    static func xmlTags(_ relative: String, folder: String, limits: Limits, facts: inout AndroidProjectFacts) -> [XMLTagScanner.Tag]? {
        do {
            guard let bytes = try ProjectFileWalk.contents(relative, in: folder, maxBytes: limits.maxXMLBytes, what: relative) else {
                return nil
            }
            return try XMLTagScanner.tags(bytes)
        } catch {
            facts.unreadable.append(AndroidUnreadableFile(file: relative, error: error))
            return nil
        }
    }

    /// The prefix a document binds to `namespace` on its root (`android`, `tools` by default).
    static func prefix(of namespace: String, in root: XMLTagScanner.Tag?, default fallback: String) -> String {
        let bound = root?.attributes.first { $0.key.hasPrefix("xmlns:") && $0.value == namespace }
        return bound.map { String($0.key.dropFirst("xmlns:".count)) } ?? fallback
    }

    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let toolsNamespace = "http://schemas.android.com/tools"
}
