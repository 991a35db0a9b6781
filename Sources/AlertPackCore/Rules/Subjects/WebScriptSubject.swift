/// A script that shows notifications, as a rule sees it: the `badge` and `icon` literals its
/// calls pass, each file measured once (a badge by its silhouette, as Android's small icon is),
/// and which badges are an icon's file or bytes.
package struct WebScriptSubject: Sendable {
    /// The script's path, as the report names it.
    package var file: String
    package var facts: WebAppFacts
    /// The measured file of each resolved image, by its path.
    package var measured: [String: AndroidSmallIconFacts]
    /// Each file's SHA-256, by its path (for a badge that is an icon's bytes under another name).
    package var digests: [String: String]

    package init(file: String, facts: WebAppFacts, measured: [String: AndroidSmallIconFacts] = [:], digests: [String: String] = [:]) {
        self.file = file
        self.facts = facts
        self.measured = measured
        self.digests = digests
    }

    /// The resolved badges, one per file (a file two calls name is judged once, under the first).
    package var badges: [(declaration: WebImageDeclaration, file: AndroidSmallIconFacts)] {
        var seen: Set<String> = []
        return facts.images(.badge).compactMap { badge in
            guard let path = badge.path, seen.insert(path).inserted, let file = measured[path] else { return nil }
            return (badge, file)
        }
    }

    /// Where an image is named, as a finding says it: `public/sw.js:12 showNotification badge`.
    package func place(_ image: WebImageDeclaration) -> String { image.place(in: file) }
}

/// A rule about a script's notification images.
package protocol WebScriptRule: SubjectRule where Subject == WebScriptSubject {}
