/// A Web App Manifest as a rule sees it: its facts and each icon file it names measured once (its
/// pixel size, format and alpha, by `AndroidSmallIconInspector`, which measures a web badge as it
/// does Android's small icon).
package struct WebManifestSubject: Sendable {
    /// The manifest's path, as the report names it.
    package var file: String
    package var facts: WebAppFacts
    /// The measured file of each resolved icon, by its path.
    package var measured: [String: AndroidSmallIconFacts]

    package init(file: String, facts: WebAppFacts, measured: [String: AndroidSmallIconFacts] = [:]) {
        self.file = file
        self.facts = facts
        self.measured = measured
    }

    /// The icons, with their measured files where they resolve.
    package var icons: [(declaration: WebImageDeclaration, file: AndroidSmallIconFacts?)] {
        facts.images(.icon).map { ($0, $0.path.flatMap { measured[$0] }) }
    }

    /// Whether an icon is a PNG: its declared `type`, else its measured content, else its name.
    package static func isPNG(_ icon: WebImageDeclaration, file: AndroidSmallIconFacts?) -> Bool {
        if let type = icon.type?.lowercased() { return type == "image/png" }
        if let format = file?.format, format != "unknown" { return format == "png" }
        return FileName.extension(of: icon.value.split(separator: "?").first.map(String.init) ?? icon.value) == "png"
    }
}

/// A rule about a Web App Manifest and the icons it names.
package protocol WebManifestRule: SubjectRule where Subject == WebManifestSubject {}
