import Foundation

/// The other modules of the module's Gradle project (its parent folder, when that holds
/// settings.gradle(.kts)): a resource a manifest names that the module itself lacks may come from
/// one of them, through a project dependency (`implementation(project(":common"))`, often added by
/// a convention plugin) or a shared source folder (`res.srcDirs += "../app/src/main/res"`), which a
/// static read cannot follow for certain. Their definitions are noted, so such a resource is not
/// called missing. Bounded: a few dozen modules, each read as the module is.
extension AndroidProjectReader {
    static let maxSiblingModules = 32

    static func addSiblingDefinitions(folder: String, limits: Limits, facts: inout AndroidProjectFacts) {
        guard facts.manifestEntries.contains(where: \.isMissing), let (gradleRoot, siblings) = siblingModules(of: folder) else { return }
        for sibling in siblings {
            let other = read(sibling: sibling, gradleRoot: gradleRoot, limits: limits)
            let sets = Set(other.sourceSets.filter(\.shipsInRelease).map(\.name))
            for index in facts.manifestEntries.indices where facts.manifestEntries[index].isMissing {
                guard let reference = facts.manifestEntries[index].reference else { continue }
                let found = definitions(of: reference, in: sets, facts: other).map { "../\(sibling)/\($0)" }
                facts.manifestEntries[index].otherModules += found
            }
        }
    }

    /// The Gradle root around the module (its folder's parent, holding settings.gradle(.kts)) and
    /// the names of the other module folders there (with a `src/`), sorted, at most
    /// `maxSiblingModules`; nil when the parent is no Gradle root.
    static func siblingModules(of folder: String) -> (gradleRoot: String, names: [String])? {
        guard let real = AbsolutePath.real(folder) else { return nil }
        let gradleRoot = FileName.parent(of: real)
        let name = FileName.last(of: real)
        guard ["settings.gradle", "settings.gradle.kts"].contains(where: { ProjectFileWalk.isFile($0, in: gradleRoot) }),
            let names = try? FileManager.default.contentsOfDirectory(atPath: gradleRoot)
        else { return nil }
        let siblings = names.sorted().filter { sibling in
            sibling != name && !sibling.hasPrefix(".") && !AndroidProjectMarker.skippedFolders.contains(sibling)
                && ProjectFileWalk.isFolder(sibling + "/src", in: gradleRoot)
        }
        return (gradleRoot, Array(siblings.prefix(maxSiblingModules)))
    }

    /// Another module's source sets, resources and values (never its manifests or code).
    static func read(sibling: String, gradleRoot: String, limits: Limits) -> AndroidProjectFacts {
        let folder = ProjectFileWalk.join(gradleRoot, sibling)
        var other = AndroidProjectFacts(module: sibling)
        other.sourceSets = sourceSets(folder: folder, limits: limits, facts: &other)
        let index = AndroidResourceIndex(folder: folder, resourceFolders: other.sourceSets.map { "src/\($0.name)/res" })
        other.resources = resourceFiles(index).filter { ProjectFileWalk.isFile($0.path, in: folder) }
        readValues(folder: folder, limits: limits, facts: &other)
        return other
    }
}
