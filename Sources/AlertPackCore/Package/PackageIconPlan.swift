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
        "Targets/" + target + "/" + (document ? name + ".icon" : "Assets.xcassets/" + ContainerFolder.CatalogSet.appIcon.folder(named: name))
    }

    /// The plan for `projects`, or nil when none of them names an app icon (the sources are then
    /// packaged without one: a single generated `AppIcon.appiconset`).
    static func make(projects: [XcodeProject], options: PackageOptions, aliases: NameAliases) -> PackageIconPlan? {
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
            let icons = FileDiscovery(aliases: aliases).appIcons(below: parent.isEmpty ? "." : parent)
            let chosen = options.targets.isEmpty ? Set(project.icons.map(\.target)) : Set(options.targets).intersection(project.configurations.keys)
            for target in chosen.sorted() {
                plan.add(target: target, of: project, icons: icons, base: AbsolutePath.of(parent.isEmpty ? "." : parent), options: options)
            }
        }
        plan.targets.sort { $0.name < $1.name }
        return plan
    }

    /// Icons the targets use whose set or document is outside the sources named (a watch app's
    /// set in the app's folder, when only the watch's folder was named): never checked, so never
    /// packaged, and the package would lack an icon its manifest names (exit 1, named).
    func unchecked(by report: CheckReport) -> [String] {
        let checked = Set(report.files.flatMap { [AbsolutePath.of($0.path), AbsolutePath.of(FileName.parent(of: $0.path))] })
        var found: [String] = []
        for (source, destinations) in destinations where !checked.contains(source) {
            for destination in destinations {
                let configuration = targets.first { $0.name == destination.target }?.configuration ?? "?"
                let name = FileName.last(of: destination.folder).split(separator: ".").dropLast().joined(separator: ".")
                found.append(
                    "target \(destination.target) (\(configuration)) uses the \(destination.isAlternate ? "alternate " : "app ")icon \"\(name)\" from \(AbsolutePath.relative(source, to: FileManager.default.currentDirectoryPath)), which is not among the sources: name it too (or the project's folder)"
                )
            }
        }
        return found.sorted()
    }

    /// One target of one project, in the configuration that ships.
    private struct TargetContext {
        let project: XcodeProject
        let target: String
        let configuration: String
        let icons: (documents: [String: [String]], sets: [String: [String]])
        let isApp: Bool
    }

    /// The configuration that ships: `--build-configuration`, else the one the shared scheme
    /// archives with, else Release; nil (with the problem noted) when there is none.
    private mutating func shippingConfiguration(of target: String, in project: XcodeProject, options: PackageOptions) -> String? {
        let configurations = project.configurations[target] ?? []
        if let asked = options.buildConfiguration {
            guard configurations.contains(asked) else {
                problems.append(
                    "--build-configuration \(asked): target \(target) has no such configuration (it has: \(configurations.joined(separator: ", ")))"
                )
                return nil
            }
            return asked
        } else if let archived = project.archiveConfigurations[target], configurations.contains(archived) {
            return archived
        } else if configurations.contains("Release") {
            return "Release"
        }
        problems.append(
            "target \(target): no shared scheme archives it and it has no Release configuration; choose one with --build-configuration (it has: \(configurations.joined(separator: ", ")))"
        )
        return nil
    }

    /// Plans one target: its app icon, then its alternates.
    private mutating func add(
        target: String, of project: XcodeProject, icons: (documents: [String: [String]], sets: [String: [String]]), base: String,
        options: PackageOptions
    ) {
        guard let configuration = shippingConfiguration(of: target, in: project, options: options) else { return }
        guard var entry = project.icons.first(where: { $0.target == target && $0.configuration == configuration }) else {
            missing.append("target \(target) names no app icon in \(configuration): the app would ship without one")
            return
        }
        let productType = entry.productType
        // A setting the project does not set is empty to Xcode: `AppIcon${SUFFIX}` is AppIcon
        // where SUFFIX is set only for Debug. What ships is what Xcode builds from the files.
        let (read, readings) = entry.readingUnsetAsEmpty()
        for reading in readings {
            notes.append(
                "target \(target) (\(configuration)): \(reading.text) read as \(reading.value.isEmpty ? "nothing" : reading.value): \(reading.unset.joined(separator: ", ")) not set in \(configuration), which Xcode reads as empty"
            )
        }
        entry = read
        guard let primary = entry.primary else {
            missing.append("target \(target) names no app icon in \(configuration): the app would ship without one")
            return
        }
        targets.append(Target(name: target, configuration: configuration, productType: productType, appIcon: primary, alternates: []))
        let context = TargetContext(
            project: project, target: target, configuration: configuration, icons: icons,
            isApp: productType.hasPrefix("com.apple.product-type.application"))
        if place(primary, alternate: false, context) {
            targets.removeLast()
            return
        }
        var alternates = entry.alternates
        if entry.includesAll {
            // Every other icon in the target's resources is an alternate.
            let resources = project.resources[target] ?? []
            let names = Set(icons.sets.keys).union(icons.documents.keys).filter { name in
                name != primary
                    && candidates(name, context).contains { path, _ in
                        resources.isEmpty ? AbsolutePath.isBelow(AbsolutePath.of(path), base) : project.holds(path, target: target)
                    }
            }
            alternates += names.sorted()
        }
        for name in alternates.uniqued() where name != primary { _ = place(name, alternate: true, context) }
    }

    /// The sets and documents of a name: the target's own copies first (those in its
    /// resources), else any in the project's folder.
    private func candidates(_ name: String, _ context: TargetContext) -> [(path: String, document: Bool)] {
        let all = (context.icons.sets[name] ?? []).map { ($0, false) } + (context.icons.documents[name] ?? []).map { ($0, true) }
        let owned = all.filter { context.project.holds($0.0, target: context.target) }
        return owned.isEmpty ? all : owned
    }

    /// Gives one icon of a target its destination; true when the target (an extension without
    /// the icon among its resources) shows its app's icon instead of an app icon of its own.
    private mutating func place(_ name: String, alternate: Bool, _ context: TargetContext) -> Bool {
        let (target, configuration) = (context.target, context.configuration)
        let found = candidates(name, context)
        let owned = found.contains { context.project.holds($0.path, target: target) }
        // An extension whose resources hold no icon set of that name shows its app's icon:
        // nothing of its own to ship.
        if !context.isApp && !owned {
            notes.append("target \(target): no \(name) icon among its resources; it shows its app's icon")
            return !alternate
        }
        if found.isEmpty {
            missing.append(
                "target \(target) (\(configuration)) uses the \(alternate ? "alternate " : "")icon \"\(name)\", but no \(name).appiconset or \(name).icon is in the sources"
            )
            return false
        }
        let sets = found.filter { !$0.document }
        if sets.count > 1 {
            missing.append(
                "target \(target) (\(configuration)) uses the icon \"\(name)\", which several sets provide (\(sets.map(\.path).joined(separator: ", "))) and none is in its resources; keep one"
            )
            return false
        }
        for (path, document) in found {
            destinations[AbsolutePath.of(path), default: []].append(
                Destination(folder: Self.folder(target: target, name: name, document: document), target: target, isAlternate: alternate))
        }
        if alternate { targets[targets.count - 1].alternates.append(name) }
        return false
    }
}
