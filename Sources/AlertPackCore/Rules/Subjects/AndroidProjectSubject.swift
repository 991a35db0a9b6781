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
        facts.keepRules.first { AndroidKeepRule.covers($0.keep, type: type, name: name) }
    }

    /// Whether any keep file sets `tools:shrinkMode="strict"`.
    package var strictShrinking: Bool { facts.keepRules.contains { $0.shrinkMode == "strict" } }
}

/// A rule about an Android app module as a whole (its manifests, build and code).
package protocol AndroidProjectRule: SubjectRule where Subject == AndroidProjectSubject {}
