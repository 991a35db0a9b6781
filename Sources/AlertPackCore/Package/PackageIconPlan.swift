import Foundation

/// Which app icons `package` ships when the sources hold an Xcode project (or `--project` names
/// one): for each app, watch and extension target (or those `--target` names), in the build
/// configuration that ships, the icon set or Icon Composer document its
/// `ASSETCATALOG_COMPILER_APPICON_NAME` names, under its own name, and the alternates it
/// includes, each in the target's own catalog: `Targets/TARGET/Assets.xcassets/NAME.appiconset`
/// (or `Targets/TARGET/NAME.icon`). The same reading of the project as `check`'s
/// (`XcodeProject.read`, `FileDiscovery.appIcons`).
struct PackageIconPlan {
    /// One target as packaged.
    struct Target: Equatable {
        var name: String
        var configuration: String
        var productType: String
        var appIcon: String?
        var alternates: [String]
    }

    /// Where one icon set or document goes.
    struct Destination: Equatable {
        /// The folder inside the package (`Targets/App/Assets.xcassets/AppIcon.appiconset`).
        var folder: String
        var target: String
        var isAlternate: Bool
    }

    var targets: [Target] = []
    /// Source set or document folder (absolute) → where it goes; a folder not here is not shipped.
    var destinations: [String: [Destination]] = [:]
    /// What stops `package` (exit 2): an unknown target or configuration.
    var problems: [String] = []
    /// What the project asks for and the sources lack (exit 1): an icon set it names that is not
    /// there, a target that names no icon in the configuration that ships.
    var missing: [String] = []
    /// How a setting was read (a variable the project does not set, read as empty, as Xcode does).
    var notes: [String] = []

    static func folder(target: String, name: String, document: Bool) -> String {
        "Targets/" + target + "/" + (document ? name + ".icon" : "Assets.xcassets/" + name + ".appiconset")
    }

    /// The plan for `projects`, or nil when none of them names an app icon (the sources are then
    /// packaged without one: a single generated `AppIcon.appiconset`).
    static func make(projects: [XcodeProject], options: PackageOptions) -> PackageIconPlan? {
        let usable = projects.filter { $0.problem == nil && !$0.icons.isEmpty }
        guard !usable.isEmpty else { return nil }
        var plan = PackageIconPlan()
        let known = Set(usable.flatMap { $0.configurations.keys })
        for name in options.targets where !known.contains(name) {
            plan.problems.append(
                "--target \(name): no app or extension target of that name in \(usable.map { FileName.last(of: $0.folder) }.joined(separator: ", ")) (it has: \(known.sorted().joined(separator: ", ")))"
            )
        }
        for project in usable {
            let parent = FileName.parent(of: project.folder)
            let base = AbsolutePath.of(parent.isEmpty ? "." : parent)
            let icons = FileDiscovery().appIcons(below: parent.isEmpty ? "." : parent)
            let chosen = options.targets.isEmpty ? Set(project.icons.map(\.target)) : Set(options.targets).intersection(project.configurations.keys)
            for target in chosen.sorted() {
                let configurations = project.configurations[target] ?? []
                let configuration: String
                if let asked = options.buildConfiguration {
                    guard configurations.contains(asked) else {
                        plan.problems.append(
                            "--build-configuration \(asked): target \(target) has no such configuration (it has: \(configurations.joined(separator: ", ")))"
                        )
                        continue
                    }
                    configuration = asked
                } else if let archived = project.archiveConfigurations[target], configurations.contains(archived) {
                    configuration = archived
                } else if configurations.contains("Release") {
                    configuration = "Release"
                } else {
                    plan.problems.append(
                        "target \(target): no shared scheme archives it and it has no Release configuration; choose one with --build-configuration (it has: \(configurations.joined(separator: ", ")))"
                    )
                    continue
                }
                guard var entry = project.icons.first(where: { $0.target == target && $0.configuration == configuration }) else {
                    plan.missing.append("target \(target) names no app icon in \(configuration): the app would ship without one")
                    continue
                }
                let productType = entry.productType
                // A setting the project does not set is empty to Xcode: `AppIcon${SUFFIX}` is AppIcon
                // where SUFFIX is set only for Debug. What ships is what Xcode builds from the files.
                let (read, readings) = entry.readingUnsetAsEmpty()
                for reading in readings {
                    plan.notes.append(
                        "target \(target) (\(configuration)): \(reading.text) read as \(reading.value.isEmpty ? "nothing" : reading.value): \(reading.unset.joined(separator: ", ")) not set in \(configuration), which Xcode reads as empty"
                    )
                }
                entry = read
                guard let primary = entry.primary else {
                    plan.missing.append("target \(target) names no app icon in \(configuration): the app would ship without one")
                    continue
                }
                plan.targets.append(Target(name: target, configuration: configuration, productType: productType, appIcon: primary, alternates: []))
                let resources = project.resources[target] ?? []
                // The target's own copies first: the sets in its resources, else any in the project's folder.
                func candidates(_ name: String) -> [(path: String, document: Bool)] {
                    let all = (icons.sets[name] ?? []).map { ($0, false) } + (icons.documents[name] ?? []).map { ($0, true) }
                    let owned = all.filter { project.holds($0.0, target: target) }
                    return owned.isEmpty ? all : owned
                }
                let isApp = productType.hasPrefix("com.apple.product-type.application")
                var showsAppIcon = false
                func add(_ name: String, alternate: Bool) {
                    let found = candidates(name)
                    let owned = found.contains { project.holds($0.path, target: target) }
                    // An extension whose resources hold no icon set of that name shows its app's icon:
                    // nothing of its own to ship.
                    if !isApp && !owned {
                        plan.notes.append("target \(target): no \(name) icon among its resources; it shows its app's icon")
                        if !alternate { showsAppIcon = true }
                        return
                    }
                    if found.isEmpty {
                        plan.missing.append(
                            "target \(target) (\(configuration)) uses the \(alternate ? "alternate " : "")icon \"\(name)\", but no \(name).appiconset or \(name).icon is in the sources"
                        )
                        return
                    }
                    let sets = found.filter { !$0.document }
                    if sets.count > 1 {
                        plan.missing.append(
                            "target \(target) (\(configuration)) uses the icon \"\(name)\", which several sets provide (\(sets.map(\.path).joined(separator: ", "))) and none is in its resources; keep one"
                        )
                        return
                    }
                    for (path, document) in found {
                        plan.destinations[AbsolutePath.of(path), default: []].append(
                            Destination(folder: folder(target: target, name: name, document: document), target: target, isAlternate: alternate))
                    }
                    if alternate { plan.targets[plan.targets.count - 1].alternates.append(name) }
                }
                add(primary, alternate: false)
                if showsAppIcon {
                    plan.targets.removeLast()
                    continue
                }
                var alternates = entry.alternates
                if entry.includesAll {
                    // Every other icon in the target's resources is an alternate.
                    let names = Set(icons.sets.keys).union(icons.documents.keys).filter { name in
                        name != primary
                            && candidates(name).contains { path, _ in
                                resources.isEmpty ? AbsolutePath.isBelow(AbsolutePath.of(path), base) : project.holds(path, target: target)
                            }
                    }
                    alternates += names.sorted()
                }
                for name in alternates.uniqued() where name != primary { add(name, alternate: true) }
            }
        }
        plan.targets.sort { $0.name < $1.name }
        return plan
    }
}
