/// An Android app module as a rule sees it: its facts, and the raw sounds that something outside
/// the module's own code names (a cross-platform config, Dart or JavaScript calls): those are
/// looked up by name at run time, never by `R.raw`, so the shrinker cannot see them either.
package struct AndroidProjectSubject: Sendable {
    package var facts: AndroidProjectFacts
    /// Raw resource name → where it is named outside the module (`app.json expo.plugins[1][1].sounds[0]`).
    package var namedElsewhere: [String: String]

    package init(facts: AndroidProjectFacts, namedElsewhere: [String: String] = [:]) {
        self.facts = facts
        self.namedElsewhere = namedElsewhere
    }

    /// A module file's path as the report names it (the module's folder joined on).
    package func path(_ file: String) -> String {
        facts.module.isEmpty ? file : facts.module + "/" + file
    }

    /// Whether the release build shrinks resources: true or false when build.gradle says so with
    /// a literal, nil when it is computed or there is no build file.
    package var releaseShrinks: Bool? {
        guard let build = facts.build else { return nil }
        if build.shrinkResources.isComputed { return nil }
        return build.shrinkResources.value ?? false
    }

    /// Whether a keep rule names `type/name`.
    package func isKept(type: String, name: String) -> AndroidKeepRule? {
        releaseKeepRules.first { AndroidKeepRule.covers($0.keep, type: type, name: name) }
    }

    /// The keep files the release build merges: a file of a source set the release build does not
    /// use (`src/debug/`) keeps nothing there, and of two files of one resource name (`raw/keep.xml`
    /// in `main` and `release`) only the later in merge order is in the app. A file outside the
    /// module's source sets is kept as read (nothing says it is overridden).
    package var releaseKeepRules: [AndroidKeepRule] {
        let ranks = Dictionary(facts.sourceSets.enumerated().map { ($1.name, (rank: $0, ships: $1.shipsInRelease)) }) { first, _ in first }
        var winners: [String: (rank: Int, rule: AndroidKeepRule)] = [:]
        var others: [AndroidKeepRule] = []
        for rule in facts.keepRules {
            let parts = rule.file.split(separator: "/", maxSplits: 2).map(String.init)
            guard parts.count == 3, parts[0] == "src", let set = ranks[parts[1]] else {
                others.append(rule)
                continue
            }
            guard set.ships else { continue }
            if let held = winners[parts[2]], held.rank > set.rank { continue }
            winners[parts[2]] = (set.rank, rule)
        }
        return others + facts.keepRules.filter { rule in winners.values.contains { $0.rule == rule } }
    }

    /// Whether any keep file sets `tools:shrinkMode="strict"`.
    package var strictShrinking: Bool { releaseKeepRules.contains { $0.shrinkMode == "strict" } }
}

/// A rule about an Android app module as a whole (its manifests, build and code).
package protocol AndroidProjectRule: SubjectRule where Subject == AndroidProjectSubject {}
