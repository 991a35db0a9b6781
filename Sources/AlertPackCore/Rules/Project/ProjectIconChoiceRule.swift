/// An icon the project names exists both as a .icon document and as an .appiconset: Xcode 26 and later use
/// the .icon.
///
/// When a `.icon` document and an asset catalog icon set have the same name, Xcode 26 and later build the
/// app's icon from the `.icon`, and Xcode before 26 from the set. Keeping both lets a project build with
/// both, but a change to one no longer shows in the other.
///
/// - Rule: project.icon-choice
/// - Name: Which icon Xcode uses
/// - Source: ICON-COMPOSER (Creating your app icon using Icon Composer)
/// - Fires on: Tests/Fixtures/projects/Good/Good.xcodeproj, saying “and later use the .icon, older” (info)
/// - Silent on: Tests/Fixtures/projects/Broken/Broken.xcodeproj
package struct ProjectIconChoiceRule: ProjectRule {
    package func check(_ subject: ProjectSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        var findings: [Finding] = []
        for name in Set(subject.project.icons.flatMap(\.names)).sorted() {
            // Per target: an extension's own set of the same name is not the app's choice.
            var targetsByPair: [[String]: [String]] = [:]
            for target in subject.targets(using: name) {
                let found = subject.candidates(name, for: [target])
                guard let document = found.documents.first, let set = found.sets.first else { continue }
                targetsByPair[[document, set], default: []].append(target)
            }
            for pair in targetsByPair.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                findings.append(
                    context.finding(
                        "\(targetsByPair[pair]!.joined(separator: ", ")): \"\(name)\" is both \(subject.relative(pair[0])) and \(subject.relative(pair[1])); Xcode 26 and later use the .icon, older Xcode the .appiconset",
                        fix: "keep both only while the app is still built with Xcode older than 26; then remove the .appiconset",
                        subject: name))
            }
        }
        return findings
    }
}
