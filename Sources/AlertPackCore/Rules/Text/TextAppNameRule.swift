import Foundation

/// A title, subtitle or body that contains the app's name (--app-name).
///
/// The system shows the app's icon and name with every notification; repeating it wastes the little space
/// there is.
///
/// - Rule: text.app-name
/// - Name: No app name
/// - Source: TXT-04
/// - Fires on: Samples/payloads/app-name.json via payload, saying “the system already shows it” (warning)
/// - Silent on: Samples/payloads/good.json via payload
package struct TextAppNameRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        payload.texts.flatMap { field, text in
            payload.context.appNames.filter { !$0.isEmpty && text.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }.map {
                name in
                context.finding("the \(field) \"\(text)\" names the app (\(name)); the system already shows it", fix: "leave the app's name out")
            }
        }
    }
}
