import Foundation

/// With --package, `alert.launch-image` names an image the package lacks (the extension may be left out).
///
/// A launch image that is not in the bundle is ignored; the app shows its usual launch screen.
///
/// - Rule: payload.launch-image
/// - Name: Launch image reference
/// - Source: LI-01, LI-02
/// - Fires on: Samples/payloads/missing-launch-image.json via payload, saying “the launch image
///   Default-Celebration is not” (error)
/// - Silent on: Samples/payloads/good.json via payload
package struct PayloadLaunchImageRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard let name = payload.alert?["launch-image"]?.string, let images = payload.context.packagedImages else { return [] }
        let found = images.contains(name) || images.contains { ($0 as NSString).deletingPathExtension == name }
        return found ? [] : [context.finding("the launch image \(name) is not in the package", fix: "add it to the package, or remove launch-image")]
    }
}
