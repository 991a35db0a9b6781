/// What an Xcode project says about its app icons, and what it will get.
public struct ProjectFacts: Sendable, Equatable {
    /// Each target and configuration that names an icon, in target then configuration order.
    public var targets: [TargetIcons]
    /// Each icon name the project uses, sorted, with the folder Xcode 26 and later build it
    /// from (a `.icon` over an `.appiconset`), relative to the project's folder; nil when there is none.
    public var icons: [IconSource]
    /// What a Tuist manifest computes and alertpack did not read (`XcodeProject.notRead`).
    public var notRead: [String] = []

    public struct IconSource: Sendable, Equatable {
        public var name: String
        public var source: String?

        public init(name: String, source: String?) {
            self.name = name
            self.source = source
        }
    }

    public init(targets: [TargetIcons], icons: [IconSource]) {
        self.targets = targets
        self.icons = icons
    }

    /// Targets with the same icon settings in every configuration, grouped for a short line:
    /// "Bark (Debug, Release): AppIcon + Dark, Light".
    public var summaryLines: [String] {
        var lines: [String] = []
        var index = 0
        while index < targets.count {
            let first = targets[index]
            var configurations = [first.configuration]
            var next = index + 1
            while next < targets.count, targets[next].target == first.target, targets[next].sameIcons(as: first) {
                configurations.append(targets[next].configuration)
                next += 1
            }
            var line = "\(first.target) (\(configurations.joined(separator: ", "))): \(first.primary ?? "no app icon")"
            if !first.alternates.isEmpty { line += " + " + first.alternates.joined(separator: ", ") }
            if first.includesAll { line += " + every icon set" }
            if !first.unresolved.isEmpty { line += " (unresolved: " + first.unresolved.joined(separator: ", ") + ")" }
            lines.append(line)
            index = next
        }
        return lines
    }
}
