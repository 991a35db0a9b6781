import Foundation

/// `text.app-name`: the text names the app.
package struct TextAppNameRule: PayloadRule {
    package init() {}
    package static let description = RuleDescription(
        id: "text.app-name", name: "No app name", defaultSeverity: .warning,
        summary: "A title, subtitle or body that contains the app's name (--app-name).",
        rationale: "The system shows the app's icon and name with every notification; repeating it wastes the little space there is.",
        source: "TXT-04",
        parameters: [],
        examples: [
            .fires("Samples/payloads/app-name.json", saying: "the system already shows it", as: .warning, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        payload.texts.flatMap { field, text in
            payload.context.appNames.filter { !$0.isEmpty && text.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }.map {
                name in
                context.finding("the \(field) \"\(text)\" names the app (\(name)); the system already shows it", fix: "leave the app's name out")
            }
        }
    }
}
