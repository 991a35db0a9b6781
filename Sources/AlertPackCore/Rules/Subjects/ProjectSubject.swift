/// An Xcode project and the app icons found in its folder, by name.
package struct ProjectSubject: Sendable {
    package var project: XcodeProject
    /// `NAME.icon` folders below the folder that holds the `.xcodeproj`, by NAME, sorted.
    package var iconDocuments: [String: [String]]
    /// `NAME.appiconset` folders below that folder, by NAME, sorted.
    package var iconSets: [String: [String]]

    package init(project: XcodeProject, iconDocuments: [String: [String]], iconSets: [String: [String]]) {
        self.project = project
        self.iconDocuments = iconDocuments
        self.iconSets = iconSets
    }

    /// The folder the project's icons are looked for in: the one that holds the `.xcodeproj`.
    package var searchFolder: String { FileName.parent(of: project.folder) }

    /// Whether an icon of this name exists, as a document or a set.
    package func hasIcon(_ name: String) -> Bool { iconDocuments[name] != nil || iconSets[name] != nil }

    /// A path below the search folder, relative to it.
    package func relative(_ path: String) -> String { AbsolutePath.relative(path, to: searchFolder) }

    /// The targets that use `name`, as primary or alternate, sorted.
    package func targets(using name: String) -> [String] {
        Set(project.icons.filter { $0.names.contains(name) }.map(\.target)).sorted()
    }

    /// The icons named `name` that `targets` build from: those inside the targets' resources,
    /// or every one in the folder when no target's resources are known.
    package func candidates(_ name: String, for targets: [String]) -> (documents: [String], sets: [String]) {
        let documents = iconDocuments[name] ?? []
        let sets = iconSets[name] ?? []
        let roots = targets.flatMap { project.resources[$0] ?? [] }
        guard !roots.isEmpty else { return (documents, sets) }
        let inside = { (path: String) in
            let shown = relative(path)
            return roots.contains { shown == $0 || shown.hasPrefix($0 + "/") }
        }
        return (documents.filter(inside), sets.filter(inside))
    }

    /// Where the targets that list `name` (in the role `pick` reads) stand: `missing` names them
    /// when no icon of that name is in the folder at all; `outside` names those whose known
    /// resources leave out the icons that exist (Xcode compiles only a target's resources), with
    /// those icons' paths.
    package func lookUp(
        _ name: String, _ pick: (XcodeProject.TargetIcons) -> [String]
    ) -> (
        missing: [String], outside: [String], paths: [String]
    ) {
        let users = users(of: name, pick)
        guard hasIcon(name) else { return (users, [], []) }
        let targets = Set(project.icons.filter { pick($0).contains(name) }.map(\.target))
        let left = Set(
            targets.filter { target in
                let found = candidates(name, for: [target])
                return found.documents.isEmpty && found.sets.isEmpty
            })
        let outside = users.filter { user in left.contains { user.hasPrefix($0 + " (") } }
        return ([], outside, ((iconDocuments[name] ?? []) + (iconSets[name] ?? [])).map(relative))
    }

    /// Who uses `name` in the role `pick` reads, one per target: "Bark (Debug, Release)".
    package func users(of name: String, _ pick: (XcodeProject.TargetIcons) -> [String]) -> [String] {
        var configurations: [String: [String]] = [:]
        for entry in project.icons where pick(entry).contains(name) { configurations[entry.target, default: []].append(entry.configuration) }
        return configurations.keys.sorted().map { "\($0) (\(configurations[$0]!.joined(separator: ", ")))" }
    }

    /// "Bark (Debug) uses" or "Bark (Debug); Widget (Release) use".
    package func usersPhrase(_ users: [String]) -> String {
        users.joined(separator: "; ") + (users.count == 1 ? " uses" : " use")
    }

    /// The facts a report shows: each target's names, and where each name's icon comes from
    /// (a `.icon` over an `.appiconset`, as Xcode 26 and later choose).
    package var facts: ProjectFacts {
        let names = Set(project.icons.flatMap(\.names)).sorted()
        var facts = ProjectFacts(
            targets: project.icons,
            icons: names.map { name in
                let found = candidates(name, for: targets(using: name))
                let source = found.documents.first ?? found.sets.first ?? iconDocuments[name]?.first ?? iconSets[name]?.first
                return .init(name: name, source: source.map(relative))
            })
        facts.notRead = project.notRead
        return facts
    }
}

extension ProjectSubject {
    /// The finding for targets whose resources leave out the icon they name, at `severity` (the
    /// rule's `outsideSeverity`).
    func outsideFinding<P>(
        _ context: RuleContext<P>, _ users: [String], role: String, name: String, paths: [String], severity: Severity
    ) -> Finding {
        context.finding(
            "\(usersPhrase(users)) the \(role) \"\(name)\", but \(paths.joined(separator: " and ")) \(paths.count == 1 ? "is" : "are") not among the target's resources: Xcode leaves \(paths.count == 1 ? "it" : "them") out of the app",
            fix: "add it to the target (File inspector > Target Membership)", severity: severity, subject: "\(role) \(name)")
    }
}

/// A rule about an Xcode project's app icon settings.
package protocol ProjectRule: SubjectRule where Subject == ProjectSubject {}
