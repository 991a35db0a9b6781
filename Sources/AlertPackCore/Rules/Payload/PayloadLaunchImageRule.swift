import Foundation

/// `payload.launch-image`: with --package, the named launch image must exist.
package struct PayloadLaunchImageRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "payload.launch-image", name: "Launch image reference", defaultSeverity: .error,
        summary: "With --package, `alert.launch-image` names an image the package lacks (the extension may be left out).",
        rationale: "A launch image that is not in the bundle is ignored; the app shows its usual launch screen.",
        source: "LI-01, LI-02",
        parameters: [],
        examples: [
            .fires("Samples/payloads/missing-launch-image.json", saying: "the launch image Default-Celebration is not", as: .error, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let name = payload.alert?["launch-image"]?.string, let images = payload.context.packagedImages else { return [] }
        let found = images.contains(name) || images.contains { ($0 as NSString).deletingPathExtension == name }
        return found ? [] : [context.finding("the launch image \(name) is not in the package", fix: "add it to the package, or remove launch-image")]
    }
}
